import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createElement as h, type ReactNode } from 'react';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ServerResponse } from 'node:http';
import { sendJson, setPageUrl, startLocalServer } from '../../test/localServer.js';
import { isCancelled, setToaster } from './http.js';
import { useArticleSearch, useChannelArticles } from './content.js';

/**
 * Spec section 7: the channel article list and the news search cancel an earlier request of the same kind
 * still in flight. Shown through the hooks the news pages use (NewsListPage, NewsSearchPage), against a
 * real local HTTP server. Both readers stay mounted, so the query cache itself cancels nothing: only the
 * cancel-the-earlier-request helper can end the first call.
 */
let server: Awaited<ReturnType<typeof startLocalServer>>;
let held: { path: string; res: ServerResponse }[];
let closedUnanswered: string[];
const toasts: string[] = [];

beforeAll(async () => {
  server = await startLocalServer();
  setToaster({ error: (text) => toasts.push(text), success: () => {} });
  server.handle = (req, res) => {
    const url = new URL(req.url!, server.origin);
    const path = `${url.pathname}?${url.searchParams}`;
    res.on('close', () => res.writableEnded || closedUnanswered.push(path));
    held.push({ path, res });
  };
});
afterAll(() => server.close());
beforeEach(() => {
  setPageUrl(`${server.origin}/news`);
  held = [];
  closedUnanswered = [];
  toasts.length = 0;
});
afterEach(() => {
  cleanup();
  held.forEach(({ res }) => res.writableEnded || res.destroyed || res.end());
});

const page = (title: string) => ({ list: [{ id: 1, title }], total: 1, pageNum: 1, pageSize: 10 });
const answer = (path: string, data: unknown) =>
  sendJson(held.find((x) => x.path === path)!.res, { code: 0, msg: 'ok', data });

function wrapperOf() {
  const qc = new QueryClient();
  return ({ children }: { children: ReactNode }) => h(QueryClientProvider, { client: qc }, children);
}

const CHANNEL_1 = '/prod-api/client/article/v1/channel/listPage?channelId=1&pageNum=1&pageSize=10';
const CHANNEL_2 = '/prod-api/client/article/v1/channel/listPage?channelId=2&pageNum=1&pageSize=10';
const SEARCH_A = '/prod-api/client/article/v1/search/listPage?keywords=angkor&pageNum=1&pageSize=10';
const SEARCH_B = '/prod-api/client/article/v1/search/listPage?keywords=mekong&pageNum=1&pageSize=10';

describe('the channel list and the news search cancel their earlier request', () => {
  it('a second channel list aborts the first one still in flight: its connection closes unanswered, silently', async () => {
    const wrapper = wrapperOf();
    const first = renderHook(() => useChannelArticles(1, { pageNum: 1, pageSize: 10 }), { wrapper });
    await waitFor(() => expect(held.map((x) => x.path)).toEqual([CHANNEL_1]));
    const second = renderHook(() => useChannelArticles(2, { pageNum: 1, pageSize: 10 }), { wrapper });
    await waitFor(() => expect(held.map((x) => x.path)).toEqual([CHANNEL_1, CHANNEL_2]));

    await waitFor(() => expect(closedUnanswered).toEqual([CHANNEL_1]));
    await waitFor(() => expect(isCancelled(first.result.current.error)).toBe(true));
    answer(CHANNEL_2, page('second'));
    await waitFor(() => expect(second.result.current.data).toEqual(page('second')));
    expect(first.result.current.data).toBeUndefined();
    expect(toasts).toEqual([]);
  });

  it('a second search aborts the first one still in flight', async () => {
    const wrapper = wrapperOf();
    const first = renderHook(() => useArticleSearch('angkor', { pageNum: 1, pageSize: 10 }), { wrapper });
    await waitFor(() => expect(held.map((x) => x.path)).toEqual([SEARCH_A]));
    const second = renderHook(() => useArticleSearch('mekong', { pageNum: 1, pageSize: 10 }), { wrapper });
    await waitFor(() => expect(closedUnanswered).toEqual([SEARCH_A]));
    await waitFor(() => expect(isCancelled(first.result.current.error)).toBe(true));
    answer(SEARCH_B, page('mekong'));
    await waitFor(() => expect(second.result.current.data).toEqual(page('mekong')));
    expect(toasts).toEqual([]);
  });

  it('a search does not cancel a channel list in flight, nor the other way round', async () => {
    const wrapper = wrapperOf();
    const list = renderHook(() => useChannelArticles(1, { pageNum: 1, pageSize: 10 }), { wrapper });
    await waitFor(() => expect(held).toHaveLength(1));
    const search = renderHook(() => useArticleSearch('angkor', { pageNum: 1, pageSize: 10 }), { wrapper });
    await waitFor(() => expect(held).toHaveLength(2));
    answer(CHANNEL_1, page('list'));
    answer(SEARCH_A, page('search'));
    await waitFor(() => expect(list.result.current.data).toEqual(page('list')));
    await waitFor(() => expect(search.result.current.data).toEqual(page('search')));
    expect(closedUnanswered).toEqual([]);
  });
});
