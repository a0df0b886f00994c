import { Button, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/index.js';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { NotificationItem, NotificationPage } from '@acsc/shared';
import { toast } from '../api/http.js';
import { EmptyState } from '../layout/EmptyState.js';
import { formatDateTime } from '../content/format.js';
import { listKey, notificationApi, setUnread, useUnread } from './api.js';
import './notifications.css';

type Pages = InfiniteData<NotificationPage, number>;

/** Marks items read in the cached pages, so the list changes at once (the server's answer sets the count). */
function useMarkCached() {
  const queryClient = useQueryClient();
  return (read: (n: NotificationItem) => boolean) =>
    queryClient.setQueryData<Pages>(listKey, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((p) => ({ ...p, list: p.list.map((n) => (read(n) ? { ...n, read: true } : n)) })),
          }
        : data,
    );
}

/** "Mark all as read", beside the list's title (drawer or page); disabled when nothing is unread. */
export function MarkAllRead() {
  const { t } = useTranslation('notifications');
  const unread = useUnread();
  const markCached = useMarkCached();
  const markAll = async () => {
    try {
      const r = await notificationApi.readAll();
      markCached(() => true);
      setUnread(r.unread);
      toast.success(t('allRead'));
    } catch {
      // toasted by the client
    }
  };
  return (
    <Button size="small" disabled={!unread} onClick={() => void markAll()}>
      {t('markAllRead')}
    </Button>
  );
}

/**
 * The member's notifications, newest first, as the server rendered them in the page's language; ten at
 * a time with "load more". Opening one marks it read and follows its link (the thing it is about).
 */
export function NotificationList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('notifications');
  const markCached = useMarkCached();
  const query = useInfiniteQuery({
    queryKey: listKey,
    queryFn: ({ pageParam }) => notificationApi.list(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
    staleTime: 0,
  });

  // Pages are offsets: an item that arrived between two pages shows up twice; keep its first copy.
  const seen = new Set<number>();
  const items = (query.data?.pages ?? [])
    .flatMap((p) => p.list)
    .filter((n) => !seen.has(n.id) && Boolean(seen.add(n.id)));

  const open = (n: NotificationItem) => {
    if (!n.read) {
      markCached((x) => x.id === n.id);
      notificationApi.read(n.id).then(
        (r) => setUnread(r.unread),
        () => {},
      );
    }
    if (n.link) onNavigate?.();
  };

  if (query.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (query.isError && !query.data) {
    return (
      <EmptyState
        compact
        title={t('failed')}
        action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  if (!items.length) return <EmptyState compact title={t('empty')} description={t('emptyHint')} />;

  return (
    <div className="notification-list">
      <ul aria-label={t('title')}>
        {items.map((n) => {
          const content = (
            <>
              <span className="notification-item__title">
                {!n.read && (
                  <span className="notification-item__dot" title={t('unread')} aria-label={t('unread')} role="img" />
                )}
                {n.title}
              </span>
              <span className="notification-item__body">{n.body}</span>
              <time className="notification-item__time" dateTime={n.createdAt}>
                {formatDateTime(n.createdAt)}
              </time>
            </>
          );
          const className = n.read ? 'notification-item' : 'notification-item notification-item--unread';
          return (
            <li key={n.id} data-testid="notification">
              {n.link ? (
                <Link to={n.link} className={className} onClick={() => open(n)}>
                  {content}
                </Link>
              ) : (
                <button type="button" className={className} onClick={() => open(n)}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {query.hasNextPage && (
        <Button
          block
          className="notification-list__more"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('loadMore')}
        </Button>
      )}
    </div>
  );
}
