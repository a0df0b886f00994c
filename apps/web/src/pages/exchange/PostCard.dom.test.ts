import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createElement as h, useEffect, useReducer } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '../../components/i18n/index.js';
import type { ServerResponse } from 'node:http';
import type { ExchangePost } from '@acsc/shared';
import { setToaster } from '../../components/api/http.js';
import { on } from '../../components/events.js';
import { clearSession, loadUserInfo, setToken } from '../../components/session/index.js';
import { sendJson, setPageUrl, startLocalServer } from '../../test/localServer.js';
import exchange from '../../components/i18n/exchange/en_US.json';
import common from '../../components/i18n/common/en_US.json';
import { exchangeKeys } from './api.js';
import { PostCard } from './PostCard.js';

/** The post card (issue 11) against a real local HTTP server: what a reader sees and what their taps send. */
let server: Awaited<ReturnType<typeof startLocalServer>>;
let calls: { path: string; body: unknown }[];
const toasts: string[] = [];

const author = { id: '7', nickname: 'Sokha', avatar: null, badges: [] };
const basePost = (over: Partial<ExchangePost> = {}): ExchangePost => ({
  id: '41',
  author,
  title: null,
  text: 'Hello from Phnom Penh',
  media: { kind: 'none' },
  visibility: 'public',
  counts: { likes: 3, comments: 2, collects: 1 },
  liked: false,
  collected: false,
  mine: false,
  edited: false,
  editedAt: null,
  createdAt: '2026-03-01T08:00:00.000Z',
  status: 'published',
  ...over,
});

beforeAll(async () => {
  server = await startLocalServer();
  i18n.init('en_US', { exchange, common });
  setToaster({ error: (text) => toasts.push(text), success: () => {} });
});
afterAll(() => server.close());
beforeEach(() => {
  setPageUrl(`${server.origin}/exchange`);
  calls = [];
  toasts.length = 0;
  localStorage.clear();
  clearSession();
});
afterEach(cleanup);

async function signIn() {
  server.handle = (_req, res) =>
    sendJson(res, {
      code: 0,
      msg: 'ok',
      data: {
        userId: '9',
        nickname: 'Dara',
        avatar: null,
        phone: null,
        email: null,
        countryCode: null,
        language: 'en_US',
        roles: [],
      },
    });
  setToken('tok');
  await loadUserInfo();
}

/** Re-renders on every cache change of the post, as the feed's query does. */
function CardFromCache({ qc, id }: { qc: QueryClient; id: string }) {
  const [, force] = useReducer((n: number) => n + 1, 0);
  useEffect(() => qc.getQueryCache().subscribe(() => force()), [qc]);
  return h(PostCard, { post: qc.getQueryData<ExchangePost>(exchangeKeys.post(id))! });
}

/** Renders the card with its post in the query cache, so the card's cache patches show. */
function renderCard(post: ExchangePost) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  qc.setQueryData(exchangeKeys.post(post.id), post);
  return render(h(QueryClientProvider, { client: qc }, h(MemoryRouter, null, h(CardFromCache, { qc, id: post.id }))));
}

/** A server that holds each answer until the test releases it, so the in-between state can be seen. */
function holdingServer() {
  const held: { res: ServerResponse; path: string }[] = [];
  server.handle = (req, res, body) => {
    calls.push({ path: req.url!, body: JSON.parse(body || '{}') });
    held.push({ res, path: req.url! });
  };
  return held;
}
const likeButton = () => screen.getByRole('button', { name: /^(Like|Unlike),/ });

describe('the post card', () => {
  it('shows member text as text: markup stays visible, line breaks kept, links carry rel="nofollow ugc noopener"', () => {
    renderCard(basePost({ text: '<b>bold</b>\nsee https://acsc.org/x' }));
    expect(screen.getByText(/<b>bold<\/b>/)).toBeTruthy();
    expect(document.querySelector('.xc-card__text b')).toBeNull();
    expect(document.querySelector('.xc-card__text br')).not.toBeNull();
    const link = screen.getByRole('link', { name: 'https://acsc.org/x' });
    expect(link.getAttribute('rel')).toBe('nofollow ugc noopener');
    expect(link.getAttribute('href')).toBe('https://acsc.org/x');
  });

  it('folds a long text behind "more" and unfolds it; a short text has no button', () => {
    renderCard(basePost({ text: 'word '.repeat(60) }));
    const more = screen.getByRole('button', { name: 'more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('.xc-card__text--folded')).not.toBeNull();
    fireEvent.click(more);
    expect(screen.getByRole('button', { name: 'less' }).getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('.xc-card__text--folded')).toBeNull();
    cleanup();
    renderCard(basePost({ text: 'short' }));
    expect(screen.queryByRole('button', { name: 'more' })).toBeNull();
  });

  it('shows nine of twelve images, the ninth saying "+3", each opening the post at its image', () => {
    const images = Array.from({ length: 12 }, (_, i) => ({
      id: String(i + 1),
      url: `/media/${i + 1}.webp`,
      srcset: null,
      width: 100,
      height: 100,
    }));
    renderCard(basePost({ media: { kind: 'images', images } }));
    const grid = screen.getByRole('list', { name: 'Images' });
    const links = within(grid).getAllByRole('link');
    expect(links).toHaveLength(9);
    expect(links[8].textContent).toBe('+3');
    expect(links[8].getAttribute('aria-label')).toBe('3 more images');
    expect(links[1].getAttribute('href')).toBe('/exchange/post/41?image=1');
  });

  it('shows a video as its poster with its length', () => {
    renderCard(
      basePost({
        media: { kind: 'video', video: { id: '5', url: '/media/v.mp4', posterUrl: '/media/p.webp', seconds: 125 } },
      }),
    );
    expect(screen.getByRole('link', { name: 'Video, 2:05' })).toBeTruthy();
  });

  it('likes at once, then shows the exact count the server answers', async () => {
    await signIn();
    const held = holdingServer();
    renderCard(basePost());
    await act(async () => fireEvent.click(likeButton()));
    expect(likeButton().getAttribute('aria-pressed')).toBe('true');
    expect(likeButton().textContent).toContain('4');
    await waitFor(() =>
      expect(calls).toEqual([{ path: '/prod-api/client/exchange/v1/post/like', body: { id: '41', liked: true } }]),
    );
    sendJson(held[0].res, {
      code: 0,
      msg: 'ok',
      data: { id: '41', active: true, counts: { likes: 10, comments: 2, collects: 1 } },
    });
    await waitFor(() => expect(likeButton().textContent).toContain('10'));
  });

  it('puts the like and the count back when the server refuses, and shows why', async () => {
    await signIn();
    const held = holdingServer();
    renderCard(basePost({ liked: true, counts: { likes: 3, comments: 0, collects: 1 } }));
    await act(async () => fireEvent.click(likeButton()));
    expect(likeButton().getAttribute('aria-pressed')).toBe('false');
    expect(likeButton().textContent).toContain('2');
    await waitFor(() => expect(held).toHaveLength(1));
    expect(calls[0].body).toEqual({ id: '41', liked: false });
    sendJson(held[0].res, { code: 5210, msg: 'You are suspended until 2026-03-05', data: null }, 403);
    await waitFor(() => expect(likeButton().getAttribute('aria-pressed')).toBe('true'));
    expect(likeButton().textContent).toContain('3');
    expect(toasts).toEqual(['You are suspended until 2026-03-05']);
  });

  it('collects optimistically too, and rolls back on a network failure', async () => {
    await signIn();
    const held = holdingServer();
    renderCard(basePost());
    const collect = () => screen.getByRole('button', { name: /^(Collect|Remove from collection),/ });
    await act(async () => fireEvent.click(collect()));
    expect(collect().getAttribute('aria-pressed')).toBe('true');
    expect(collect().textContent).toContain('2');
    await waitFor(() => expect(held).toHaveLength(1));
    held[0].res.destroy();
    await waitFor(() => expect(collect().getAttribute('aria-pressed')).toBe('false'));
    expect(collect().textContent).toContain('1');
  });

  it('asks a visitor to sign in instead of liking, and sends nothing', async () => {
    server.handle = (req, res) => {
      calls.push({ path: req.url!, body: null });
      sendJson(res, { code: 0, msg: 'ok', data: null });
    };
    const asked: unknown[] = [];
    const off = on('login-show', (e) => asked.push(e));
    renderCard(basePost());
    await act(async () => fireEvent.click(likeButton()));
    off();
    expect(asked).toEqual([{ returnTo: '/exchange' }]);
    expect(calls).toEqual([]);
    expect(likeButton().textContent).toContain('3');
  });

  it('offers edit and delete to the author only, and report to the others', async () => {
    renderCard(basePost({ mine: true }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'More actions' })));
    expect(await screen.findByText('Edit')).toBeTruthy();
    expect(screen.getByText('Delete')).toBeTruthy();
    cleanup();
    expect(screen.queryByText('Report')).toBeNull();
    cleanup();
    renderCard(basePost({ mine: false }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'More actions' })));
    expect(await screen.findByText('Report')).toBeTruthy();
    expect(screen.queryByText('Edit')).toBeNull();
    expect(screen.queryByText('Delete')).toBeNull();
  });
});
