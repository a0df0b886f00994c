import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { Button, Divider, Dropdown, Input, Modal, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  TableOutlined,
  UnorderedListOutlined,
  VideoCameraOutlined,
  StrikethroughOutlined,
  UndoOutlined,
  RedoOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { useTranslation } from '../../components/i18n/index.js';
import { isRichTextLink } from '../common/rules.js';
import type { MediaItem } from '@acsc/shared';
import { MediaPicker } from '../media/MediaPicker.js';
import { Video } from './VideoNode.js';
import './editor.css';

const EMPTY = '<p></p>';

/**
 * TipTap rich text as an antd form control (value = HTML). The schema only makes what the server's
 * allow-list keeps: headings, paragraphs, lists, quotes, code, links (http(s)/mailto/relative),
 * media-library images and videos, and tables.
 */
export function RichTextEditor({
  value,
  onChange,
  id,
  lang,
  label,
}: {
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  lang?: string;
  label: string;
}) {
  const { t } = useTranslation('admin');
  const emitted = useRef<string | undefined>(value);
  const [picker, setPicker] = useState<'image' | 'video' | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          HTMLAttributes: { rel: null, target: null },
        },
        underline: false,
      }),
      Image.configure({ inline: false }),
      TableKit.configure({ table: { resizable: false } }),
      Video,
    ],
    content: value || EMPTY,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'rich-text admin-rich__content',
        ...(lang ? { lang } : {}),
        ...(id ? { id } : {}),
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      emitted.current = html;
      onChange?.(html);
    },
  });

  // A value set from outside (loading the item, copying from another language) replaces the content.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value || EMPTY, { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({ editor, selector: ({ editor: e }) => toolState(e) });

  const chain = () => editor!.chain().focus();
  const openLink = useCallback(() => {
    setHref((editor?.getAttributes('link').href as string | undefined) ?? 'https://');
    setLinkOpen(true);
  }, [editor]);

  const insertMedia = (item: MediaItem) => {
    if (!editor) return;
    if (item.kind === 'image')
      chain()
        .setImage({ src: item.url, alt: item.originalName.replace(/\.[^.]+$/, '') })
        .run();
    else chain().setVideo({ src: item.url, poster: item.poster }).run();
    setPicker(null);
  };

  return (
    <div className="admin-rich">
      <Toolbar editor={editor} active={active} onPicker={setPicker} onLink={openLink} />
      <EditorContent editor={editor} />
      <MediaPicker
        kind={picker ?? 'image'}
        open={picker !== null}
        onClose={() => setPicker(null)}
        onPick={insertMedia}
      />
      <Modal
        open={linkOpen}
        title={t('editor.link')}
        okText={t('actions.ok')}
        cancelText={t('actions.cancel')}
        onCancel={() => setLinkOpen(false)}
        onOk={() => {
          const url = href.trim();
          if (!url) chain().extendMarkRange('link').unsetLink().run();
          else if (isRichTextLink(url)) chain().extendMarkRange('link').setLink({ href: url }).run();
          else return;
          setLinkOpen(false);
        }}
      >
        <Input
          value={href}
          onChange={(e) => setHref(e.target.value)}
          aria-label={t('editor.linkUrl')}
          status={href.trim() && !isRichTextLink(href.trim()) ? 'error' : undefined}
        />
        <p className="admin-help">{t('editor.linkHelp')}</p>
      </Modal>
    </div>
  );
}

/** The marks at the cursor that the toolbar shows as pressed. */
function toolState(e: Editor | null) {
  return e
    ? {
        bold: e.isActive('bold'),
        italic: e.isActive('italic'),
        strike: e.isActive('strike'),
        h2: e.isActive('heading', { level: 2 }),
        h3: e.isActive('heading', { level: 3 }),
        bullet: e.isActive('bulletList'),
        ordered: e.isActive('orderedList'),
        link: e.isActive('link'),
        table: e.isActive('table'),
      }
    : null;
}
type ToolState = ReturnType<typeof toolState>;

/**
 * The formatting buttons. They change with the marks at the cursor (useEditorState compares them), not
 * with the text: a keystroke in the editor does not re-render the toolbar's tooltips and buttons.
 */
const Toolbar = memo(function Toolbar({
  editor,
  active,
  onPicker,
  onLink,
}: {
  editor: Editor | null;
  active: ToolState;
  onPicker: (kind: 'image' | 'video') => void;
  onLink: () => void;
}) {
  const { t } = useTranslation('admin');
  const chain = () => editor!.chain().focus();
  const tool = (key: string, title: string, icon: React.ReactNode, onClick: () => void, on?: boolean) => (
    <Tooltip key={key} title={title}>
      <Button
        size="small"
        type={on ? 'primary' : 'text'}
        icon={icon}
        aria-label={title}
        aria-pressed={on}
        onClick={onClick}
        disabled={!editor}
      />
    </Tooltip>
  );
  return (
    <div className="admin-rich__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
      {tool(
        'h2',
        t('editor.h2'),
        <span className="admin-rich__h">H2</span>,
        () => chain().toggleHeading({ level: 2 }).run(),
        active?.h2,
      )}
      {tool(
        'h3',
        t('editor.h3'),
        <span className="admin-rich__h">H3</span>,
        () => chain().toggleHeading({ level: 3 }).run(),
        active?.h3,
      )}
      {tool('bold', t('editor.bold'), <BoldOutlined />, () => chain().toggleBold().run(), active?.bold)}
      {tool('italic', t('editor.italic'), <ItalicOutlined />, () => chain().toggleItalic().run(), active?.italic)}
      {tool(
        'strike',
        t('editor.strike'),
        <StrikethroughOutlined />,
        () => chain().toggleStrike().run(),
        active?.strike,
      )}
      <Divider type="vertical" />
      {tool(
        'bullet',
        t('editor.bulletList'),
        <UnorderedListOutlined />,
        () => chain().toggleBulletList().run(),
        active?.bullet,
      )}
      {tool(
        'ordered',
        t('editor.orderedList'),
        <OrderedListOutlined />,
        () => chain().toggleOrderedList().run(),
        active?.ordered,
      )}
      {tool('link', t('editor.link'), <LinkOutlined />, onLink, active?.link)}
      <Divider type="vertical" />
      {tool('image', t('editor.image'), <PictureOutlined />, () => onPicker('image'))}
      {tool('video', t('editor.video'), <VideoCameraOutlined />, () => onPicker('video'))}
      <TableMenu editor={editor} inTable={!!active?.table} />
      <Divider type="vertical" />
      {tool('undo', t('editor.undo'), <UndoOutlined />, () => chain().undo().run())}
      {tool('redo', t('editor.redo'), <RedoOutlined />, () => chain().redo().run())}
    </div>
  );
});

function TableMenu({ editor, inTable }: { editor: Editor | null; inTable: boolean }) {
  const { t } = useTranslation('admin');
  const c = () => editor!.chain().focus();
  const items = [
    {
      key: 'insert',
      label: t('editor.tableInsert'),
      onClick: () => c().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    },
    { key: 'row', label: t('editor.tableAddRow'), disabled: !inTable, onClick: () => c().addRowAfter().run() },
    { key: 'col', label: t('editor.tableAddColumn'), disabled: !inTable, onClick: () => c().addColumnAfter().run() },
    { key: 'delRow', label: t('editor.tableDeleteRow'), disabled: !inTable, onClick: () => c().deleteRow().run() },
    {
      key: 'delCol',
      label: t('editor.tableDeleteColumn'),
      disabled: !inTable,
      onClick: () => c().deleteColumn().run(),
    },
    {
      key: 'del',
      label: t('editor.tableDelete'),
      disabled: !inTable,
      danger: true,
      onClick: () => c().deleteTable().run(),
    },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} disabled={!editor}>
      <Tooltip title={t('editor.table')}>
        <Button
          size="small"
          type={inTable ? 'primary' : 'text'}
          icon={<TableOutlined />}
          aria-label={t('editor.table')}
        />
      </Tooltip>
    </Dropdown>
  );
}
