import { Button, Input, Skeleton } from 'antd';
import { ArrowLeftOutlined, PictureOutlined } from '@ant-design/icons';
import { Suspense, lazy, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../components/i18n/index.js';
import { MESSAGE_LIMITS, type MemberCard as MemberCardData, type MessageItem } from '@acsc/shared';
import { ApiError } from '../../../components/api/http.js';
import { MemberCard } from '../../../components/member/MemberCard.js';
import { EmptyState } from '../../../components/layout/EmptyState.js';
import { onLiveReady, useLiveEvent } from '../../../components/live/index.js';
import { messageApi, setMessageUnread } from '../../../components/messages/api.js';
import { getUser } from '../../../components/session/index.js';
import { MessageImage } from './MessageImage.js';
import { formatRecent } from '../../../components/content/format.js';

const ReportDialog = lazy(() => import('../../../components/report/ReportDialog.js'));

interface State {
  other: MemberCardData;
  canSend: boolean;
  otherReadUpTo: string | null;
  /** Oldest first, as shown. */
  list: MessageItem[];
  next: string | null;
}

const byId = (a: MessageItem, b: MessageItem) => Number(a.id) - Number(b.id);
const merge = (list: MessageItem[], more: MessageItem[]) => {
  const seen = new Set(list.map((m) => m.id));
  return [...list, ...more.filter((m) => !seen.has(m.id))].sort(byId);
};

/** One conversation: older messages load when scrolled to the top, new ones arrive live, what is shown is marked read. */
export function ConversationView({
  withId,
  onBack,
  onChange,
}: {
  withId: string;
  onBack: () => void;
  onChange: () => void;
}) {
  const { t } = useTranslation('messages');
  const me = getUser()?.userId;
  const [state, setState] = useState<State | null>(null);
  const [error, setError] = useState<'missing' | 'failed' | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  /** Scroll height before older messages were added: kept so the view does not jump. */
  const keepFrom = useRef<number | null>(null);
  const stickToBottom = useRef(true);
  const [reporting, setReporting] = useState<{ type: 'member' | 'message'; id: string } | null>(null);

  const markRead = useCallback(
    (upTo?: string) => {
      messageApi.read(withId, upTo).then(
        (r) => {
          setMessageUnread(r.unread);
          onChange();
        },
        () => {},
      );
    },
    [withId, onChange],
  );

  const loadNewest = useCallback(() => {
    messageApi.messages(withId).then(
      (page) => {
        const other = page.other;
        if (!other) return setError('missing');
        stickToBottom.current = true;
        setState((s) => ({
          other,
          canSend: page.canSend,
          otherReadUpTo: page.otherReadUpTo,
          list: merge(s?.list ?? [], page.list),
          next: s?.next ?? page.next,
        }));
        if (page.list.some((m) => m.senderId !== me)) markRead();
      },
      (e) => setError(e instanceof ApiError && e.status === 404 ? 'missing' : 'failed'),
    );
  }, [withId, me, markRead]);

  useEffect(() => {
    loadNewest();
    return onLiveReady(loadNewest);
  }, [loadNewest]);

  useLiveEvent('message', (event) => {
    if (event.other.id !== withId) return;
    const atBottom = isAtBottom(scroller.current);
    stickToBottom.current = atBottom || event.message.senderId === me;
    setState((s) => (s ? { ...s, list: merge(s.list, [event.message]) } : s));
    if (event.message.senderId !== me && document.visibilityState === 'visible') markRead(event.message.id);
  });
  useLiveEvent('messageRead', (event) => {
    if (event.readerId === withId) setState((s) => (s ? { ...s, otherReadUpTo: event.upTo } : s));
  });

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (keepFrom.current !== null) {
      el.scrollTop += el.scrollHeight - keepFrom.current;
      keepFrom.current = null;
    } else if (stickToBottom.current) {
      el.scrollTop = el.scrollHeight;
      stickToBottom.current = false;
    }
  }, [state?.list]);

  const loadOlder = () => {
    if (!state?.next || loadingOlder) return;
    setLoadingOlder(true);
    messageApi.messages(withId, state.next).then(
      (page) => {
        keepFrom.current = scroller.current?.scrollHeight ?? null;
        setState((s) => (s ? { ...s, list: merge(s.list, page.list), next: page.next } : s));
        setLoadingOlder(false);
      },
      () => setLoadingOlder(false),
    );
  };

  const send = async (body: { text?: string; imageId?: string }) => {
    setSending(true);
    try {
      const message = await messageApi.send(withId, body);
      stickToBottom.current = true;
      setState((s) => (s ? { ...s, list: merge(s.list, [message]) } : s));
      if (body.text) setText('');
      onChange();
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
      const uploaded = await messageApi.uploadImage(file);
      await send({ imageId: uploaded.id });
    } catch {
      setSending(false);
    }
  };

  if (error)
    return (
      <EmptyState
        title={error === 'missing' ? t('notFound') : t('failed')}
        action={<Button onClick={onBack}>{t('back')}</Button>}
      />
    );
  if (!state) return <Skeleton active paragraph={{ rows: 6 }} />;
  const lastMine = [...state.list].reverse().find((m) => m.senderId === me);
  const readShown = lastMine && state.otherReadUpTo && Number(state.otherReadUpTo) >= Number(lastMine.id);

  return (
    <div className="msg-conv">
      <header className="msg-conv__head">
        <Button
          className="msg-conv__back"
          type="text"
          icon={<ArrowLeftOutlined />}
          aria-label={t('back')}
          onClick={onBack}
        />
        <MemberCard member={state.other} />
        <Button
          className="msg-conv__report"
          type="text"
          size="small"
          onClick={() => setReporting({ type: 'member', id: withId })}
        >
          {t('report')}
        </Button>
      </header>
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog type={reporting.type} id={reporting.id} open onClose={() => setReporting(null)} />
        </Suspense>
      )}
      <div
        className="msg-conv__scroll"
        ref={scroller}
        onScroll={(e) => {
          if (e.currentTarget.scrollTop < 60) loadOlder();
        }}
        aria-live="polite"
      >
        {state.next ? (
          <Button type="link" block loading={loadingOlder} onClick={loadOlder}>
            {t('older')}
          </Button>
        ) : (
          <p className="msg-conv__start">{t('beginning')}</p>
        )}
        <ol className="msg-conv__list">
          {state.list.map((m) => (
            <li key={m.id} className={`msg-bubble${m.senderId === me ? ' is-mine' : ''}`} data-message-id={m.id}>
              {m.hidden ? <em>{t('hidden')}</em> : null}
              {m.image && <MessageImage messageId={m.id} />}
              {m.text && <span className="msg-bubble__text">{m.text}</span>}
              <time dateTime={m.createdAt}>{formatRecent(m.createdAt)}</time>
              {m === lastMine && readShown && <span className="msg-bubble__read">{t('read')}</span>}
              {m.senderId !== me && !m.hidden && (
                <button
                  type="button"
                  className="msg-bubble__report"
                  onClick={() => setReporting({ type: 'message', id: m.id })}
                >
                  {t('report')}
                </button>
              )}
            </li>
          ))}
        </ol>
      </div>
      {state.canSend ? (
        <form
          className="msg-conv__compose"
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) void send({ text: text.trim() });
          }}
        >
          <label className="msg-conv__image" aria-label={t('image')} title={t('image')}>
            <PictureOutlined />
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              hidden
              disabled={sending}
              onChange={(e) => void sendImage(e.target.files?.[0]).finally(() => (e.target.value = ''))}
            />
          </label>
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={MESSAGE_LIMITS.textMax}
            autoSize={{ minRows: 1, maxRows: 4 }}
            placeholder={t('placeholder')}
            aria-label={t('placeholder')}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                if (text.trim()) void send({ text: text.trim() });
              }
            }}
          />
          <Button type="primary" htmlType="submit" loading={sending} disabled={!text.trim()}>
            {t('send')}
          </Button>
        </form>
      ) : (
        <p className="msg-conv__closed">{t('cannotSend')}</p>
      )}
    </div>
  );
}

const isAtBottom = (el: HTMLElement | null) => !el || el.scrollHeight - el.scrollTop - el.clientHeight < 80;
