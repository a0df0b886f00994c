import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createElement as h, type ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { emit } from '../../components/events.js';
import { sendJson, setPageUrl, startLocalServer } from '../../test/localServer.js';
import { exchangeApi } from './api.js';
import { usePostPages } from './usePostPages.js';

/** The feed's paging (issue 11): the next keyset page loads on the main body's load-more event, once, until the last. */
let server: Awaited<ReturnType<typeof startLocalServer>>;
let asked: string[];

const post = (id: string) => ({
  id,
  author: { id: '1', nickname: 'Dara', avatar: null, badges: [] },
  title: null,
  text: `post ${id}`,
  media: { kind: 'none' },
  visibility: 'public',
  counts: { likes: 0, comments: 0, collects: 0 },
  liked: false,
  collected: false,
  mine: false,
  edited: false,
  editedAt: null,
  createdAt: '2026-03-01T08:00:00.000Z',
  status: 'published',
});
// Three pages; the second repeats a post of the first (a new post pushed the list down meanwhile).
const PAGES: Record<string, { list: unknown[]; next: string | null }> = {
  '': { list: [post('9'), post('8')], next: 'c1' },
  c1: { list: [post('8'), post('7')], next: 'c2' },
  c2: { list: [post('6')], next: null },
};

beforeAll(async () => {
  server = await startLocalServer();
  server.handle = (req, res) => {
    const url = new URL(req.url!, server.origin);
    asked.push(`${url.pathname}?${url.searchParams}`);
    sendJson(res, { code: 0, msg: 'ok', data: PAGES[url.searchParams.get('cursor') ?? ''] });
  };
});
afterAll(() => server.close());
beforeEach(() => {
  setPageUrl(`${server.origin}/exchange`);
  asked = [];
});

describe('post pages', () => {
  it('loads the first page, then one page per load-more event with the previous cursor, and nothing after the last', async () => {
    const qc = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => h(QueryClientProvider, { client: qc }, children);
    const { result } = renderHook(
      () => usePostPages(['t', 'latest'], (cursor, signal) => exchangeApi.posts({ tab: 'latest', cursor }, signal)),
      { wrapper },
    );
    await waitFor(() => expect(result.current.posts.map((p) => p.id)).toEqual(['9', '8']));
    expect(asked).toEqual(['/prod-api/client/exchange/v1/post/listPage?tab=latest']);

    // Two events in a row (a fast scroll) ask for the next page once; the post both pages hold shows once.
    act(() => {
      emit('load-more');
      emit('load-more');
    });
    await waitFor(() => expect(result.current.posts.map((p) => p.id)).toEqual(['9', '8', '7']));
    expect(asked).toHaveLength(2);
    act(() => emit('load-more'));
    await waitFor(() => expect(result.current.posts.map((p) => p.id)).toEqual(['9', '8', '7', '6']));
    expect(result.current.query.hasNextPage).toBe(false);
    act(() => emit('load-more'));
    expect(asked).toEqual([
      '/prod-api/client/exchange/v1/post/listPage?tab=latest',
      '/prod-api/client/exchange/v1/post/listPage?tab=latest&cursor=c1',
      '/prod-api/client/exchange/v1/post/listPage?tab=latest&cursor=c2',
    ]);
  });
});
