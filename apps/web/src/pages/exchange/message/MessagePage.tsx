import { Badge, Button, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../components/i18n/index.js';
import { useEffect } from 'react';
import type { ConversationItem } from '@acsc/shared';
import { MemberCard } from '../../../components/member/MemberCard.js';
import { EmptyState } from '../../../components/layout/EmptyState.js';
import { PageFrame } from '../../../components/layout/PageFrame.js';
import { onLiveReady, onLiveResync, useLiveEvent } from '../../../components/live/index.js';
import { messageApi } from '../../../components/messages/api.js';
import { getUser } from '../../../components/session/index.js';
import { ConversationView } from './ConversationView.js';
import './message.css';

export const conversationsKey = ['exchange', 'conversations'] as const;

/**
 * /exchange/message (issue 11): the member's conversations and one conversation. Desktop shows both
 * panes; a phone shows the list, then the conversation (`?to=<memberId>`, also how a member page starts
 * one). New messages arrive over the live socket.
 */
export function MessagePage() {
  const { t } = useTranslation('messages');
  const [params, setParams] = useSearchParams();
  const selected = /^[1-9][0-9]{0,17}$/.test(params.get('to') ?? '') ? params.get('to') : null;
  const queryClient = useQueryClient();
  const conversations = useInfiniteQuery({
    queryKey: conversationsKey,
    queryFn: ({ pageParam }) => messageApi.conversations(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

  const reload = () => void queryClient.invalidateQueries({ queryKey: conversationsKey });
  useLiveEvent('message', reload);
  useLiveEvent('messageUnread', reload);
  useEffect(() => {
    const offReady = onLiveReady(() => void queryClient.invalidateQueries({ queryKey: conversationsKey }));
    const offResync = onLiveResync(() => void queryClient.invalidateQueries({ queryKey: conversationsKey }));
    return () => {
      offReady();
      offResync();
    };
  }, [queryClient]);

  const open = (memberId: string | null) => setParams(memberId ? { to: memberId } : {}, { replace: false });
  const items = conversations.data?.pages.flatMap((p) => p.list) ?? [];
  const me = getUser()?.userId;

  const list = (
    <nav className="msg-list" aria-label={t('conversations')}>
      {conversations.isPending && <Skeleton avatar active paragraph={{ rows: 2 }} />}
      {conversations.isError && (
        <EmptyState
          title={t('failed')}
          action={<Button onClick={() => void conversations.refetch()}>{t('retry')}</Button>}
        />
      )}
      {conversations.isSuccess && items.length === 0 && <EmptyState title={t('empty')} description={t('emptyHint')} />}
      <ul>
        {items.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className={`msg-list__item${c.other.id === selected ? ' is-active' : ''}`}
              aria-current={c.other.id === selected ? 'true' : undefined}
              onClick={() => open(c.other.id)}
            >
              <MemberCard member={c.other} link={false} />
              <span className="msg-list__last">{lastLine(c, me, t)}</span>
              {c.unread > 0 && (
                <Badge count={c.unread} overflowCount={99} aria-label={t('unread', { count: c.unread })} />
              )}
            </button>
          </li>
        ))}
      </ul>
      {conversations.hasNextPage && (
        <Button
          block
          type="link"
          loading={conversations.isFetchingNextPage}
          onClick={() => void conversations.fetchNextPage()}
        >
          {t('loadMore')}
        </Button>
      )}
    </nav>
  );

  return (
    <PageFrame title={t('title')}>
      <div className={`msg-page card${selected ? ' has-selection' : ''}`}>
        {list}
        <section className="msg-pane">
          {selected ? (
            <ConversationView key={selected} withId={selected} onBack={() => open(null)} onChange={reload} />
          ) : (
            <EmptyState title={t('pick')} />
          )}
        </section>
      </div>
    </PageFrame>
  );
}

function lastLine(c: ConversationItem, me: string | undefined, t: (key: string) => string): string {
  const m = c.lastMessage;
  if (!m) return '';
  const body = m.hidden ? t('hidden') : (m.text ?? t('imageMessage'));
  return m.senderId === me ? `${t('you')}${body}` : body;
}
