import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, Card, Checkbox, Descriptions, Input, Select, Space, Tag } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import {
  ADMIN_SUPPORT_API,
  SUPPORT_LIMITS,
  type AdminSupportConversation,
  type Language,
  type SupportAgent,
  type SupportCanned,
  type SupportMessage,
} from '@acsc/shared';
import { formatRecent } from '../../components/content/format.js';
import { sendLiveTyping, useLiveEvent } from '../../components/live/index.js';
import { MemberCard } from '../../components/member/MemberCard.js';
import { getUser } from '../../components/session/index.js';
import { mergeMessages } from '../../pages/support/merge.js';
import { ChatImage } from '../../pages/support/ChatImage.js';
import { useConsoleT } from '../common/i18n.js';
import { staffSupportApi } from './api.js';

const TYPING_SHOWN_MS = 4000;

/** One conversation in the inbox: the visitor's card, the messages and notes, the reply box, assignment and state. */
export function ConversationPane({ id, onChange }: { id: string; onChange: () => void }) {
  const { t, i18n } = useConsoleT('admin-support');
  const lang = i18n.language as Language;
  const me = getUser()?.userId;
  const [conv, setConv] = useState<AdminSupportConversation | null>(null);
  const [list, setList] = useState<SupportMessage[]>([]);
  const [agents, setAgents] = useState<SupportAgent[]>([]);
  const [canned, setCanned] = useState<SupportCanned[]>([]);
  const [text, setText] = useState('');
  const [internal, setInternal] = useState(false);
  const [sending, setSending] = useState(false);
  const [typing, setTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastTyping = useRef(0);
  const scroller = useRef<HTMLDivElement>(null);

  const markRead = useCallback(
    (messages: SupportMessage[]) => {
      const last = [...messages].reverse().find((m) => m.author === 'visitor');
      if (last) void staffSupportApi.read(id, last.id).then(onChange, () => {});
    },
    [id, onChange],
  );

  const load = useCallback(() => {
    staffSupportApi.detail(id).then(setConv, () => {});
    staffSupportApi.messages(id).then(
      (page) => {
        setList(page.list.slice().sort((a, b) => Number(a.id) - Number(b.id)));
        markRead(page.list);
      },
      () => {},
    );
  }, [id, markRead]);

  useEffect(() => {
    setList([]);
    load();
  }, [load]);
  useEffect(() => {
    staffSupportApi.agents().then(
      (r) => setAgents(r.list),
      () => {},
    );
    staffSupportApi.canned().then(
      (r) => setCanned(r.list),
      () => {},
    );
  }, []);

  useLiveEvent('supportMessage', (event) => {
    if (event.conversationId !== id) return;
    setList((l) => mergeMessages(l, [event.message]));
    if (event.message.author === 'visitor') {
      setTyping(false);
      if (document.visibilityState === 'visible') markRead([event.message]);
    }
  });
  useLiveEvent('supportTyping', (event) => {
    if (event.conversationId !== id || event.who !== 'visitor') return;
    setTyping(true);
    if (typingTimer.current) clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
  });
  useLiveEvent('supportRead', (event) => {
    if (event.conversationId === id && event.side === 'visitor')
      setConv((c) => (c ? { ...c, visitorDeliveredUpTo: event.deliveredUpTo, visitorReadUpTo: event.readUpTo } : c));
  });
  useLiveEvent('supportConversation', (event) => {
    if (event.conversationId === id) staffSupportApi.detail(id).then(setConv, () => {});
  });

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [list.length, typing]);

  const act = async (call: () => Promise<unknown>) => {
    try {
      await call();
      onChange();
      setConv(await staffSupportApi.detail(id));
    } catch {
      // The HTTP client showed why.
    }
  };

  const send = async () => {
    const body = text.trim();
    if (!body) return;
    setSending(true);
    try {
      const m = await staffSupportApi.reply(id, body, internal);
      setList((l) => mergeMessages(l, [m]));
      setText('');
      onChange();
    } catch {
      // The HTTP client showed why.
    } finally {
      setSending(false);
    }
  };

  /** An image answer (never a note): through the media pipeline, private, shown to the visitor in the chat. */
  const sendImage = async (file: File | undefined) => {
    if (!file) return;
    setSending(true);
    try {
      const m = await staffSupportApi.replyImage(id, file);
      setList((l) => mergeMessages(l, [m]));
      onChange();
    } catch {
      // The HTTP client showed why.
    } finally {
      setSending(false);
    }
  };

  const onType = (value: string) => {
    setText(value);
    if (internal || !value) return;
    const now = Date.now();
    if (now - lastTyping.current > 3000) {
      lastTyping.current = now;
      if (!conv || !sendLiveTyping(conv.channel)) void staffSupportApi.typing(id).catch(() => {});
    }
  };

  if (!conv) return <Card size="small" loading />;
  const lastStaff = [...list].reverse().find((m) => m.author === 'staff' && !m.internal);
  const markOf = (m: SupportMessage) => {
    if (m.id !== lastStaff?.id) return null;
    const n = Number(m.id);
    if (conv.visitorReadUpTo && Number(conv.visitorReadUpTo) >= n) return t('read');
    if (conv.visitorDeliveredUpTo && Number(conv.visitorDeliveredUpTo) >= n) return t('delivered');
    return t('sent');
  };

  return (
    <Card
      size="small"
      title={conv.member?.nickname ?? conv.name ?? t('visitor')}
      extra={
        <Space wrap>
          <Tag>{t(`states.${conv.state}`)}</Tag>
          {conv.state !== 'resolved' ? (
            <Button size="small" type="primary" onClick={() => void act(() => staffSupportApi.state(id, 'resolved'))}>
              {t('resolve')}
            </Button>
          ) : (
            <Button size="small" onClick={() => void act(() => staffSupportApi.state(id, 'open'))}>
              {t('reopen')}
            </Button>
          )}
          {conv.state === 'open' && (
            <Button size="small" onClick={() => void act(() => staffSupportApi.state(id, 'pending'))}>
              {t('markPending')}
            </Button>
          )}
          {conv.state !== 'snoozed' && conv.state !== 'resolved' && (
            <Button size="small" onClick={() => void act(() => staffSupportApi.state(id, 'snoozed', 24))}>
              {t('snooze')}
            </Button>
          )}
          <Button
            size="small"
            danger={!conv.blocked}
            onClick={() => void act(() => staffSupportApi.block(id, !conv.blocked))}
          >
            {conv.blocked ? t('unblock') : t('block')}
          </Button>
        </Space>
      }
    >
      <Descriptions size="small" column={2} className="support-pane__info">
        <Descriptions.Item label={t('language')}>{t(`languages.${conv.language}`)}</Descriptions.Item>
        <Descriptions.Item label={t('page')}>{conv.page ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('contact')}>{conv.contact ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('assignee')}>
          <Select
            size="small"
            style={{ minWidth: 160 }}
            aria-label={t('assignee')}
            value={conv.assignee?.id ?? ''}
            onChange={(v: string) => void act(() => staffSupportApi.assign(id, v || null))}
            options={[
              { value: '', label: t('nobody') },
              ...agents.map((a) => ({ value: a.id, label: a.id === me ? t('me', { name: a.nickname }) : a.nickname })),
            ]}
          />
        </Descriptions.Item>
        {conv.member && (
          <Descriptions.Item label={t('member')} span={2}>
            <MemberCard member={conv.member} />
          </Descriptions.Item>
        )}
      </Descriptions>
      <div className="support-pane__messages" ref={scroller} role="log" aria-label={t('messages')}>
        {list.map((m) => (
          <div
            key={m.id}
            className={`support-pane__row support-pane__row--${m.author}${m.internal ? ' is-internal' : ''}`}
          >
            <div className="support-pane__bubble" data-testid="support-staff-message">
              {m.internal && <Tag color="gold">{t('note')}</Tag>}
              {m.image && (
                <ChatImage
                  id={m.id}
                  alt={m.author === 'staff' ? t('imageSent') : t('image')}
                  failed={t('imageFailed')}
                  path={ADMIN_SUPPORT_API.image}
                />
              )}
              {m.text}
            </div>
            <small>
              {m.staffName ? `${m.staffName} · ` : ''}
              {formatRecent(m.createdAt, lang)}
              {markOf(m) && <> · {markOf(m)}</>}
            </small>
          </div>
        ))}
        {typing && <div className="support-pane__typing">{t('typing')}</div>}
      </div>
      <div className="support-pane__compose">
        <Space wrap>
          <Select
            size="small"
            style={{ minWidth: 200 }}
            placeholder={t('canned')}
            aria-label={t('canned')}
            value={null}
            onChange={(v: string) => {
              const c = canned.find((x) => x.id === v);
              if (c) setText(c.text[conv.language]);
            }}
            options={canned.map((c) => ({ value: c.id, label: c.title }))}
          />
          <Checkbox checked={internal} onChange={(e) => setInternal(e.target.checked)}>
            {t('internal')}
          </Checkbox>
          {!internal && (
            <label className="support-pane__image">
              <PictureOutlined aria-hidden /> {t('sendImage')}
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp"
                hidden
                disabled={sending}
                onChange={(e) => {
                  void sendImage(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </label>
          )}
        </Space>
        <Input.TextArea
          value={text}
          onChange={(e) => onType(e.target.value)}
          aria-label={internal ? t('notePlaceholder') : t('replyPlaceholder')}
          placeholder={internal ? t('notePlaceholder') : t('replyPlaceholder')}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={SUPPORT_LIMITS.textMax}
          onPressEnter={(e) => {
            if (!e.shiftKey) {
              e.preventDefault();
              void send();
            }
          }}
        />
        <Button type="primary" onClick={() => void send()} loading={sending} disabled={!text.trim()}>
          {internal ? t('addNote') : t('send')}
        </Button>
      </div>
    </Card>
  );
}
