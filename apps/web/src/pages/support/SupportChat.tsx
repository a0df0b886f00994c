import { Button, Drawer, Input, Skeleton } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { Suspense, lazy, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SUPPORT_LIMITS, type SupportAvailability, type SupportConversation, type SupportMessage } from '@acsc/shared';
import { useIsPhone } from '../../components/auth/useIsPhone.js';
import { formatRecent } from '../../components/content/format.js';
import { on } from '../../components/events.js';
import { useTranslation } from '../../components/i18n/index.js';
import { ensureLive, joinLiveChannel, onLiveReady, sendLiveTyping, useLiveEvent } from '../../components/live/index.js';
import { getToken } from '../../components/session/index.js';
import { supportApi } from './api.js';
import { AwayNotice } from './AwayNotice.js';
import { ChatImage } from './ChatImage.js';
import { mergeMessages } from './merge.js';
import './support.css';

const ContactChannels = lazy(() => import('../../components/layout/ContactChannels.js'));

const TYPING_SHOWN_MS = 4000;
const TYPING_SENT_EVERY_MS = 3000;

/**
 * The live support chat of menu id 9 (issue 33), on any page: a side panel on a desktop, the whole screen
 * on a phone. A visitor chats as their device, a member as themselves (the visitor's chat joins theirs on
 * sign-in). Messages, typing and read marks come over the live socket; a reconnect or reload reads back.
 */
export default function SupportChat({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('support');
  const isPhone = useIsPhone();
  const [conversation, setConversation] = useState<SupportConversation | null>(null);
  const [availability, setAvailability] = useState<SupportAvailability | null>(null);
  const [greeting, setGreeting] = useState('');
  const [list, setList] = useState<SupportMessage[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [staffTyping, setStaffTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastTypingSent = useRef(0);
  const scroller = useRef<HTMLDivElement>(null);
  const openRef = useRef(open);
  openRef.current = open;

  /** Tells the staff how far the visitor got: delivered always, read when the window shows. */
  const mark = useCallback((messages: SupportMessage[]) => {
    const lastStaff = [...messages].reverse().find((m) => m.author === 'staff');
    if (lastStaff)
      void supportApi.read(lastStaff.id, openRef.current && document.visibilityState === 'visible').catch(() => {});
  }, []);

  const load = useCallback(() => {
    setFailed(false);
    Promise.all([supportApi.current(), supportApi.list()]).then(
      ([current, page]) => {
        setConversation(current.conversation);
        setAvailability(current.availability);
        setGreeting(current.greeting);
        setList((l) => mergeMessages(current.conversation ? l : [], page.list));
        setNext((n) => n ?? page.next);
        setLoaded(true);
        mark(page.list);
      },
      () => setFailed(true),
    );
  }, [mark]);

  useEffect(() => {
    ensureLive();
    load();
    const offReady = onLiveReady(load);
    // Signing in or out changes who is chatting: the visitor's chat joins the member's.
    const offLogin = on('login', () => {
      setList([]);
      setNext(null);
      load();
    });
    return () => {
      offReady();
      offLogin();
    };
  }, [load]);

  const channel = conversation?.channel;
  useEffect(() => (channel ? joinLiveChannel(channel) : undefined), [channel]);

  useEffect(() => {
    if (open && list.length) mark(list);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the window opens: live messages mark themselves
  }, [open]);

  useLiveEvent('supportMessage', (event) => {
    if (event.conversationId !== conversation?.id) return;
    setList((l) => mergeMessages(l, [event.message]));
    if (event.message.author === 'staff') {
      setStaffTyping(false);
      mark([event.message]);
    }
  });
  useLiveEvent('supportTyping', (event) => {
    if (event.conversationId !== conversation?.id || event.who !== 'staff') return;
    setStaffTyping(true);
    if (typingTimer.current) clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => setStaffTyping(false), TYPING_SHOWN_MS);
  });
  useLiveEvent('supportRead', (event) => {
    if (event.conversationId !== conversation?.id || event.side !== 'staff') return;
    setConversation((c) => (c ? { ...c, staffDeliveredUpTo: event.deliveredUpTo, staffReadUpTo: event.readUpTo } : c));
  });
  useLiveEvent('supportConversation', (event) => {
    if (event.conversationId === conversation?.id) setConversation((c) => (c ? { ...c, state: event.state } : c));
  });

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [list.length, staffTyping, open]);

  const sent = (out: { conversation: SupportConversation; message: SupportMessage }) => {
    setConversation(out.conversation);
    setList((l) => mergeMessages(l, [out.message]));
  };

  const send = async () => {
    const body = text.trim();
    if (!body || sending) return;
    setSending(true);
    try {
      sent(await supportApi.send(body, window.location.pathname));
      setText('');
    } catch {
      // The HTTP client showed why.
    } finally {
      setSending(false);
    }
  };

  const sendImage = async (file: File | undefined) => {
    if (!file) return;
    setSending(true);
    try {
      sent(await supportApi.sendImage(file));
    } catch {
      // Shown by the upload client.
    } finally {
      setSending(false);
    }
  };

  const onType = (value: string) => {
    setText(value);
    if (!conversation || !value) return;
    const now = Date.now();
    if (now - lastTypingSent.current > TYPING_SENT_EVERY_MS) {
      lastTypingSent.current = now;
      if (!sendLiveTyping(conversation.channel)) void supportApi.typing().catch(() => {});
    }
  };

  const loadOlder = () => {
    if (!next) return;
    supportApi.list(next).then(
      (page) => {
        setList((l) => mergeMessages(l, page.list));
        setNext(page.next);
      },
      () => {},
    );
  };

  const lastOwn = [...list].reverse().find((m) => m.author === 'visitor');
  const markOf = (m: SupportMessage) => {
    if (!conversation || m.id !== lastOwn?.id) return null;
    const n = Number(m.id);
    if (conversation.staffReadUpTo && Number(conversation.staffReadUpTo) >= n) return t('read');
    if (conversation.staffDeliveredUpTo && Number(conversation.staffDeliveredUpTo) >= n) return t('delivered');
    return t('sent');
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={isPhone ? '100%' : 420}
      title={t('title')}
      closable={{ 'aria-label': t('close') }}
      rootClassName={`support-chat${isPhone ? ' support-chat--phone' : ''}`}
      styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
    >
      <div className="support-chat__messages" ref={scroller} role="log" aria-live="polite" aria-label={t('title')}>
        {failed && (
          <div className="support-chat__error" role="alert">
            <p>{t('failed')}</p>
            <Button onClick={load}>{t('retry')}</Button>
          </div>
        )}
        {!loaded && !failed && <Skeleton active paragraph={{ rows: 3 }} />}
        {next && (
          <Button type="link" onClick={loadOlder} className="support-chat__older">
            {t('older')}
          </Button>
        )}
        {loaded && greeting && <div className="support-chat__bubble support-chat__bubble--system">{greeting}</div>}
        {list.map((m) => (
          <div key={m.id} className={`support-chat__row support-chat__row--${m.author}`}>
            {m.author === 'staff' && <span className="support-chat__who">{m.staffName ?? t('staff')}</span>}
            <div className={`support-chat__bubble support-chat__bubble--${m.author}`} data-testid="support-message">
              {m.image && <ChatImage id={m.id} alt={t('imageAlt')} failed={t('imageFailed')} />}
              {m.text}
            </div>
            <span className="support-chat__meta">
              {formatRecent(m.createdAt, i18n.language as never)}
              {markOf(m) && <> · {markOf(m)}</>}
            </span>
          </div>
        ))}
        {staffTyping && <div className="support-chat__typing">{t('typing')}</div>}
        {conversation?.state === 'resolved' && <p className="support-chat__resolved">{t('resolved')}</p>}
        {availability && !availability.available && (
          <AwayNotice
            availability={availability}
            conversation={conversation}
            member={Boolean(getToken())}
            onSaved={setConversation}
          />
        )}
      </div>
      <div className="support-chat__compose">
        <Input.TextArea
          value={text}
          onChange={(e) => onType(e.target.value)}
          onPressEnter={(e) => {
            if (!e.shiftKey) {
              e.preventDefault();
              void send();
            }
          }}
          placeholder={t('placeholder')}
          aria-label={t('placeholder')}
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={SUPPORT_LIMITS.textMax}
        />
        <label className="support-chat__image" title={t('image')}>
          <PictureOutlined aria-hidden />
          <span className="visually-hidden">{t('image')}</span>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hidden
            onChange={(e) => {
              void sendImage(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        <Button type="primary" onClick={() => void send()} loading={sending} disabled={!text.trim()}>
          {t('send')}
        </Button>
      </div>
      <details className="support-chat__channels">
        <summary>{t('otherChannels')}</summary>
        <Suspense fallback={null}>
          <ContactChannels />
        </Suspense>
      </details>
    </Drawer>
  );
}
