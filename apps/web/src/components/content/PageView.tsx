import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@acsc/shared';
import { ErrorRetry } from './ErrorRetry.js';
import { Pager } from './Pager.js';

/**
 * The states of a paged read, the same on every list page: the failure with a retry, the skeleton
 * until the first answer, the page's empty state, or the list. With `pageNum` the list is dimmed and
 * marked busy while another page loads (the previous one stays shown) and the pager follows it.
 */
export function PageView<T>({
  query,
  skeleton,
  empty,
  compact = false,
  pageNum,
  children,
}: {
  query: UseQueryResult<Page<T>, unknown>;
  skeleton: ReactNode;
  empty: ReactNode;
  /** The smaller error box of a section inside a page. */
  compact?: boolean;
  pageNum?: number;
  children: (list: T[]) => ReactNode;
}) {
  if (query.isError) return <ErrorRetry compact={compact} error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <>{skeleton}</>;
  if (query.data.list.length === 0) return <>{empty}</>;
  if (pageNum === undefined) return <>{children(query.data.list)}</>;
  return (
    <div className={query.isPlaceholderData ? 'is-refreshing' : undefined} aria-busy={query.isPlaceholderData}>
      {children(query.data.list)}
      <Pager total={query.data.total} pageNum={pageNum} pageSize={query.data.pageSize} />
    </div>
  );
}
