import { useEffect, useRef } from 'react';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { ExchangePost, PostPage } from '@acsc/shared';
import { on } from '../../components/events.js';

/**
 * A keyset-paged list of posts (issue 11): the next page loads when the main body emits 'load-more'
 * (ScrollContainer, 100 px from the bottom) or when the reader presses "load more". A post that moved
 * between pages (a new one pushed the list down) is shown once.
 */
export function usePostPages(
  key: QueryKey,
  load: (cursor: string | null, signal: AbortSignal) => Promise<PostPage>,
  enabled = true,
) {
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => load(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled,
  });
  // Set at once (the query's own flag only changes on the next render), so two events in a row ask once.
  const loading = useRef(false);
  const next = useRef(() => {});
  next.current = () => {
    if (loading.current || !query.hasNextPage || query.isFetchingNextPage || query.isError) return;
    loading.current = true;
    void query.fetchNextPage().finally(() => (loading.current = false));
  };
  useEffect(() => on('load-more', () => next.current()), []);

  const seen = new Set<string>();
  const posts: ExchangePost[] = (query.data?.pages ?? [])
    .flatMap((p) => p.list)
    .filter((p) => !seen.has(p.id) && Boolean(seen.add(p.id)));
  return { query, posts, loadMore: () => next.current() };
}
