import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ExchangePost, PostPage } from '@acsc/shared';
import { exchangeKeys } from './api.js';

/**
 * One post appears in several cached lists (feeds, a member's posts, the collection) and on its page;
 * a change made from any of them is applied to all, so the counts a reader sees agree everywhere.
 */
export function patchPost(qc: QueryClient, id: string, patch: (p: ExchangePost) => ExchangePost) {
  qc.setQueriesData<InfiniteData<PostPage>>({ queryKey: exchangeKeys.posts }, (data) =>
    data?.pages
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, list: page.list.map((p) => (p.id === id ? patch(p) : p)) })),
        }
      : data,
  );
  qc.setQueryData<ExchangePost>(exchangeKeys.post(id), (p) => (p ? patch(p) : p));
}

/** A deleted post leaves every cached list and its page. */
export function dropPost(qc: QueryClient, id: string) {
  qc.setQueriesData<InfiniteData<PostPage>>({ queryKey: exchangeKeys.posts }, (data) =>
    data?.pages
      ? { ...data, pages: data.pages.map((page) => ({ ...page, list: page.list.filter((p) => p.id !== id) })) }
      : data,
  );
  qc.removeQueries({ queryKey: exchangeKeys.post(id) });
}
