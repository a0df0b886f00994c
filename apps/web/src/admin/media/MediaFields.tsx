import { useState } from 'react';
import { Button, Input, Space, Tooltip } from 'antd';
import {
  DeleteOutlined,
  PictureOutlined,
  PlusOutlined,
  VideoCameraOutlined,
  ArrowLeftOutlined,
  ArrowRightOutlined,
  ArrowUpOutlined,
  ArrowDownOutlined,
  FolderOpenOutlined,
} from '@ant-design/icons';
import { useConsoleT } from '../common/i18n.js';
import type { ImageInput, MediaItem, VideoInput } from '@acsc/shared';
import { LANGUAGES, languageName, pickText, type Language, type LocalizedValue } from '../common/lang.js';
import { MediaPicker } from './MediaPicker.js';
import { durationText } from './MediaGrid.js';
import { DocumentUploader, formatBytes } from './Uploaders.js';
import { FileIcon, fileKindOf } from '../../components/content/FileIcon.js';

export const imageOf = (m: MediaItem): ImageInput => ({
  url: m.url,
  width: m.width ?? 1,
  height: m.height ?? 1,
  ...(m.srcset ? { srcset: m.srcset } : {}),
});
export const videoOf = (m: MediaItem): VideoInput => ({
  url: m.url,
  poster: m.poster ?? '',
  durationSeconds: m.durationSeconds ?? 0,
});

/** One image of the media library (cover, banner, photo) as a form control. */
export function ImageField({
  value,
  onChange,
  id,
}: {
  value?: ImageInput | null;
  onChange?: (v: ImageInput | null) => void;
  id?: string;
}) {
  const { t } = useConsoleT('admin-media');
  const [open, setOpen] = useState(false);
  return (
    <div className="admin-media-field" id={id}>
      {value ? (
        <img
          src={value.url}
          srcSet={value.srcset}
          sizes="240px"
          width={value.width}
          height={value.height}
          alt={t('media.chosenImage')}
        />
      ) : (
        <div className="admin-media-field__empty">
          <PictureOutlined />
        </div>
      )}
      <Space>
        <Button icon={<PictureOutlined />} onClick={() => setOpen(true)}>
          {value ? t('media.replace') : t('media.pickImage')}
        </Button>
        {value && (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
            {t('media.remove')}
          </Button>
        )}
      </Space>
      <MediaPicker
        kind="image"
        open={open}
        onClose={() => setOpen(false)}
        onPick={(m) => {
          onChange?.(imageOf(m));
          setOpen(false);
        }}
      />
    </div>
  );
}

/** The video of a video article. */
export function VideoField({
  value,
  onChange,
  id,
}: {
  value?: VideoInput | null;
  onChange?: (v: VideoInput | null) => void;
  id?: string;
}) {
  const { t } = useConsoleT('admin-media');
  const [open, setOpen] = useState(false);
  return (
    <div className="admin-media-field" id={id}>
      {value ? (
        <video src={value.url} poster={value.poster} controls preload="none" />
      ) : (
        <div className="admin-media-field__empty">
          <VideoCameraOutlined />
        </div>
      )}
      {value && <div className="admin-media-meta">{durationText(value.durationSeconds)}</div>}
      <Space>
        <Button icon={<VideoCameraOutlined />} onClick={() => setOpen(true)}>
          {value ? t('media.replace') : t('media.pickVideo')}
        </Button>
        {value && (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
            {t('media.remove')}
          </Button>
        )}
      </Space>
      <MediaPicker
        kind="video"
        open={open}
        onClose={() => setOpen(false)}
        onPick={(m) => {
          onChange?.(videoOf(m));
          setOpen(false);
        }}
      />
    </div>
  );
}

/** Several images in order (a story's photos). */
export function ImagesField({
  value = [],
  onChange,
  id,
}: {
  value?: ImageInput[];
  onChange?: (v: ImageInput[]) => void;
  id?: string;
}) {
  const { t } = useConsoleT('admin-media');
  const [open, setOpen] = useState(false);
  const move = (i: number, by: number) => {
    const next = [...value];
    const [x] = next.splice(i, 1);
    next.splice(i + by, 0, x!);
    onChange?.(next);
  };
  return (
    <div id={id}>
      <div className="admin-images">
        {value.map((img, i) => (
          <div key={`${img.url}-${i}`} className="admin-images__item">
            <img src={img.url} srcSet={img.srcset} sizes="120px" alt={t('media.photoN', { n: i + 1 })} />
            <Space size={2}>
              <Button
                size="small"
                icon={<ArrowLeftOutlined />}
                disabled={i === 0}
                aria-label={t('actions.moveUp')}
                onClick={() => move(i, -1)}
              />
              <Button
                size="small"
                icon={<ArrowRightOutlined />}
                disabled={i === value.length - 1}
                aria-label={t('actions.moveDown')}
                onClick={() => move(i, 1)}
              />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('media.remove')}
                onClick={() => onChange?.(value.filter((_, j) => j !== i))}
              />
            </Space>
          </div>
        ))}
      </div>
      <Button icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        {t('media.addPhoto')}
      </Button>
      <MediaPicker
        kind="image"
        open={open}
        onClose={() => setOpen(false)}
        onPick={(m) => {
          onChange?.([...value, imageOf(m)]);
          setOpen(false);
        }}
      />
    </div>
  );
}

export interface AttachmentValue {
  name: LocalizedValue;
  url: string;
  size: number;
}

/** An attachment's name, from the file's name without its extension, the same in every language until translated. */
export const attachmentOf = (m: MediaItem): AttachmentValue => {
  const stem = m.originalName.replace(/\.[^.]+$/, '') || m.originalName;
  return { name: Object.fromEntries(LANGUAGES.map((l) => [l, stem])) as LocalizedValue, url: m.url, size: m.bytes };
};

/**
 * Files offered for download beside a scholarship or notice: documents uploaded here (with progress) or
 * chosen from the media library, each with its name in each language, in the order visitors see them.
 */
export function AttachmentsField({
  value = [],
  onChange,
  id,
}: {
  value?: AttachmentValue[];
  onChange?: (v: AttachmentValue[]) => void;
  id?: string;
}) {
  const { t, i18n } = useConsoleT('admin-media');
  const [open, setOpen] = useState(false);
  const set = (i: number, patch: Partial<AttachmentValue>) =>
    onChange?.(value.map((a, j) => (j === i ? { ...a, ...patch } : a)));
  const add = (m: MediaItem) => onChange?.([...value, attachmentOf(m)]);
  const move = (i: number, by: number) => {
    const next = [...value];
    const [x] = next.splice(i, 1);
    next.splice(i + by, 0, x!);
    onChange?.(next);
  };
  const shown = (a: AttachmentValue) => pickText(a.name, i18n.language as Language) || a.url.split('/').pop();
  return (
    <div id={id}>
      <ol className="admin-attachments" aria-label={t('fields.attachments')}>
        {value.map((a, i) => (
          <li key={`${a.url}-${i}`} className="admin-attachment">
            <div className="admin-attachment__head">
              <FileIcon url={a.url} className="admin-attachment__icon" />
              <a href={a.url} download className="admin-attachment__name">
                {shown(a)}
              </a>
              <span className="admin-media-meta">
                {t(`media.fileTypes.${fileKindOf(a.url)}`)} · {formatBytes(a.size)}
              </span>
              <Space size={2}>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  disabled={i === 0}
                  aria-label={t('actions.moveUp')}
                  onClick={() => move(i, -1)}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={i === value.length - 1}
                  aria-label={t('actions.moveDown')}
                  onClick={() => move(i, 1)}
                />
                <Tooltip title={t('media.remove')}>
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('media.removeAttachment', { name: shown(a) })}
                    onClick={() => onChange?.(value.filter((_, j) => j !== i))}
                  />
                </Tooltip>
              </Space>
            </div>
            <Space wrap>
              {LANGUAGES.map((l) => (
                <Input
                  key={l}
                  size="small"
                  addonBefore={languageName(l)}
                  value={a.name[l] ?? ''}
                  onChange={(e) => set(i, { name: { ...a.name, [l]: e.target.value } })}
                  aria-label={`${t('fields.attachmentName')} (${languageName(l)})`}
                />
              ))}
            </Space>
          </li>
        ))}
      </ol>
      <Space align="start" wrap>
        <DocumentUploader onUploaded={add} />
        <Button icon={<FolderOpenOutlined />} onClick={() => setOpen(true)}>
          {t('media.pickDocument')}
        </Button>
      </Space>
      <MediaPicker
        kind="document"
        open={open}
        onClose={() => setOpen(false)}
        onPick={(m) => {
          add(m);
          setOpen(false);
        }}
      />
    </div>
  );
}
