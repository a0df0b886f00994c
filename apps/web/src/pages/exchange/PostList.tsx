import { Button, Skeleton } from 'antd';
import { useTranslation } from '../../components/i18n/index.js';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { PostCard } from './PostCard.js';
import type { usePostPages } from './usePostPages.js';

/** A list of post cards with its loading, empty, failed and "more" states. */
export function PostList({
  pages,
  empty,
}: {
  pages: ReturnType<typeof usePostPages>;
  empty: { title: string; description?: ReactNode; action?: ReactNode };
}) {
  const { t } = useTranslation('exchange');
  const { query, posts, loadMore } = pages;
  if (query.isPending) {
    return (
      <div className="xc-list" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <div className="xc-card" key={i}>
            <Skeleton avatar active paragraph={{ rows: 3 }} />
          </div>
        ))}
      </div>
    );
  }
  if (query.isError && !posts.length) {
    return (
      <EmptyState
        title={t('feed.failed')}
        action={<Button onClick={() => void query.refetch()}>{t('feed.retry')}</Button>}
      />
    );
  }
  if (!posts.length) return <EmptyState {...empty} />;
  return (
    <div className="xc-list">
      <ul className="xc-list__items" aria-label={t('feed.label')}>
        {posts.map((p) => (
          <li key={p.id}>
            <PostCard post={p} />
          </li>
        ))}
      </ul>
      <div className="xc-list__foot" aria-live="polite">
        {query.isFetchingNextPage ? (
          <span>{t('feed.loading')}</span>
        ) : query.hasNextPage ? (
          <Button onClick={loadMore}>{t('feed.loadMore')}</Button>
        ) : (
          <span className="xc-list__end">{t('feed.end')}</span>
        )}
      </div>
    </div>
  );
}
