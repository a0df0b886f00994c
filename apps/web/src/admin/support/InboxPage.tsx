import { useCallback, useEffect, useRef, useState } from 'react';
import { Badge, Button, Card, Empty, List, Segmented, Switch, Typography } from 'antd';
import { SUPPORT_STATES, type AdminSupportPage, type Language, type SupportState } from '@acsc/shared';
import { formatRecent } from '../../components/content/format.js';
import { joinLiveChannel, onLiveReady, useLiveEvent } from '../../components/live/index.js';
import { useConsoleT } from '../common/i18n.js';
import { staffSupportApi } from './api.js';
import { ConversationPane } from './ConversationPane.js';
import { ring } from './ring.js';
import { StatsPanel } from './StatsPanel.js';
import './support-admin.css';

const PRESENCE_EVERY_MS = 20_000;

/**
 * The staff's support inbox (issue 33): conversations by state, the unread count, a sound and a browser
 * notification for a new conversation, live over the staff channel. While it is open the agent counts as
 * online (the presence call every 20 s), so visitors are told someone answers now.
 */
export default function InboxPage() {
  const { t, i18n } = useConsoleT('admin-support');
  const lang = i18n.language as Language;
  const [state, setState] = useState<SupportState>('open');
  const [mine, setMine] = useState(false);
  const [page, setPage] = useState<AdminSupportPage | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [permission, setPermission] = useState(() =>
    typeof Notification === 'undefined' ? 'denied' : Notification.permission,
  );
  const stateRef = useRef(state);
  stateRef.current = state;

  const load = useCallback(() => {
    staffSupportApi.list(state, mine).then(setPage, () => {});
  }, [state, mine]);

  useEffect(() => {
    load();
    return onLiveReady(load);
  }, [load]);

  useEffect(() => {
    const leave = joinLiveChannel('supportstaff');
    void staffSupportApi.presence();
    const timer = setInterval(() => void staffSupportApi.presence(), PRESENCE_EVERY_MS);
    return () => {
      clearInterval(timer);
      leave();
    };
  }, []);

  useEffect(() => {
    const unread = page?.unread ?? 0;
    document.title = unread > 0 ? `(${unread}) ${t('title')}` : t('title');
  }, [page?.unread, t]);

  useLiveEvent('supportConversation', (event) => {
    load();
    if (event.isNew) {
      ring();
      if (permission === 'granted' && document.visibilityState !== 'visible')
        new Notification(t('newConversation'), { tag: `support-${event.conversationId}` });
    }
  });
  useLiveEvent('supportMessage', () => load());
  useLiveEvent('supportRead', () => load());

  const counts = page?.counts;
  return (
    <div className="support-inbox">
      <Card
        size="small"
        className="support-inbox__list"
        title={
          <span>
            {t('title')}{' '}
            {page && page.unread > 0 && <Badge count={page.unread} aria-label={t('unread', { count: page.unread })} />}
          </span>
        }
      >
        <Segmented
          block
          value={state}
          onChange={(v) => {
            setState(v as SupportState);
            setSelected(null);
          }}
          options={SUPPORT_STATES.map((s) => ({ value: s, label: `${t(`states.${s}`)} ${counts ? counts[s] : ''}` }))}
        />
        <div className="support-inbox__filters">
          <label>
            <Switch size="small" checked={mine} onChange={setMine} /> {t('mine')}
          </label>
          {permission === 'default' && (
            <Button size="small" onClick={() => void Notification.requestPermission().then(setPermission)}>
              {t('enableNotifications')}
            </Button>
          )}
        </div>
        {page && page.list.length === 0 ? (
          <Empty description={t('empty')} />
        ) : (
          <List
            dataSource={page?.list ?? []}
            renderItem={(c) => (
              <List.Item
                className={`support-inbox__item${c.id === selected ? ' is-selected' : ''}`}
                onClick={() => setSelected(c.id)}
                role="button"
                tabIndex={0}
                onKeyDown={(e) => e.key === 'Enter' && setSelected(c.id)}
                data-testid="support-conversation"
              >
                <List.Item.Meta
                  title={
                    <span>
                      {c.member?.nickname ?? c.name ?? t('visitor')} <Badge count={c.unread} />
                    </span>
                  }
                  description={
                    <Typography.Text ellipsis type="secondary">
                      {c.lastMessage?.image ? t('imageMessage') : c.lastMessage?.text}
                    </Typography.Text>
                  }
                />
                <small>{formatRecent(c.lastMessageAt, lang)}</small>
              </List.Item>
            )}
          />
        )}
      </Card>
      <div className="support-inbox__pane">
        {selected ? (
          <ConversationPane id={selected} onChange={load} />
        ) : (
          <>
            <Card size="small">
              <Empty description={t('pick')} />
            </Card>
            <StatsPanel />
          </>
        )}
      </div>
    </div>
  );
}
