import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { get, isCancelled, latestOnly, post, setToaster, ApiError } from './http.js';
import { sendJson, setPageUrl, startLocalServer } from '../../test/localServer.js';
import { resetKhmerFace } from '../i18n/khmerFace.js';
import { errorMessage } from '@acsc/shared';

/** Spec sections 7 and 8: the envelope, toasts and cancelling, against a real local HTTP server. */
let server: Awaited<ReturnType<typeof startLocalServer>>;
let toasts: { kind: 'error' | 'success'; text: string; seconds?: number }[];

beforeAll(async () => {
  server = await startLocalServer();
  setPageUrl(`${server.origin}/news`);
});
afterAll(() => server.close());
beforeEach(() => {
  toasts = [];
  setToaster({
    error: (text, seconds) => toasts.push({ kind: 'error', text, seconds }),
    success: (text) => toasts.push({ kind: 'success', text }),
  });
});

describe('the envelope (spec section 8)', () => {
  it.each([0, 200, 'success'])('code %j is a success: the call gives data and shows nothing', async (code) => {
    server.handle = (_req, res) => sendJson(res, { code, msg: '', data: { n: 7 } });
    await expect(post('/x')).resolves.toEqual({ n: 7 });
    expect(toasts).toEqual([]);
  });

  it.each([1, 201, 'fail', 500])(
    'code %j is a failure: an error toast of 2 seconds with the message, and the call is rejected',
    async (code) => {
      server.handle = (_req, res) => sendJson(res, { code, msg: 'Nope', data: null });
      await expect(post('/x')).rejects.toBeInstanceOf(ApiError);
      expect(toasts).toEqual([{ kind: 'error', text: 'Nope', seconds: 2 }]);
    },
  );

  it("a failure without a message toasts 'Error'", async () => {
    server.handle = (_req, res) => sendJson(res, { code: 3, msg: '', data: null });
    await expect(post('/x')).rejects.toMatchObject({ code: 3 });
    expect(toasts).toEqual([{ kind: 'error', text: 'Error', seconds: 2 }]);
  });

  it('a silent call shows no toast', async () => {
    server.handle = (_req, res) => sendJson(res, { code: 3, msg: 'Nope', data: null });
    await expect(post('/x', {}, { silent: true })).rejects.toMatchObject({ code: 3 });
    expect(toasts).toEqual([]);
  });

  it('a busy server (503 SERVER_BUSY) toasts its message, in the reader’s language, for 5 seconds', async () => {
    const msg = 'ម៉ាស៊ីនមេកំពុងរវល់ សូមព្យាយាមម្តងទៀតបន្តិចទៀត';
    server.handle = (_req, res) => sendJson(res, { code: 1504, msg, data: null }, 503);
    await expect(post('/x')).rejects.toMatchObject({ code: 1504, status: 503 });
    expect(toasts).toEqual([{ kind: 'error', text: msg, seconds: 5 }]);
  });

  it.each(['zh_CN', 'km_KH', 'en_US'] as const)(
    'a proxy’s own 503 page (not the envelope) says the server is busy in the page language (%s)',
    async (lang) => {
      setPageUrl(`${server.origin}/news?lang=${lang}`);
      server.handle = (_req, res) => {
        res.writeHead(503, { 'Content-Type': 'text/html' });
        res.end('<html><body>503 Service Temporarily Unavailable</body></html>');
      };
      try {
        await expect(post('/x')).rejects.toMatchObject({ code: 1504, status: 503 });
      } finally {
        setPageUrl(`${server.origin}/news`);
      }
      expect(toasts).toEqual([{ kind: 'error', text: errorMessage('SERVER_BUSY', lang), seconds: 5 }]);
    },
  );

  it('a network error toasts its message for 5 seconds', async () => {
    server.handle = (req) => req.socket.destroy();
    await expect(post('/x')).rejects.toMatchObject({ code: -1 });
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ kind: 'error', seconds: 5 });
  });
});

describe('the calls (spec section 7)', () => {
  it('go under /prod-api with the spec headers; get sends its params', async () => {
    let seen: { url?: string; method?: string; headers: Record<string, unknown> } = { headers: {} };
    server.handle = (req, res) => {
      seen = { url: req.url, method: req.method, headers: req.headers };
      sendJson(res, { code: 0, msg: '', data: null });
    };
    await get('/client/article/v1/search/listPage', { keywords: 'abc', pageNum: 2 }, { language: 'km_KH' });
    expect(seen.method).toBe('GET');
    expect(seen.url).toBe('/prod-api/client/article/v1/search/listPage?keywords=abc&pageNum=2');
    expect(seen.headers).toMatchObject({ language: 'km_KH', 'os-name': 'PC', platform: 'Web' });
    expect(seen.headers['device-id']).toEqual(expect.any(String));
  });

  it('latestOnly: a new search cancels the one still in flight; the cancelled one is silent', async () => {
    const held: (() => void)[] = [];
    server.handle = (req, res, body) => {
      const answer = () => sendJson(res, { code: 0, msg: '', data: JSON.parse(body) });
      if (JSON.parse(body).keywords === 'slow') held.push(answer);
      else answer();
    };
    const next = latestOnly();
    const first = post('/client/article/v1/search/listPage', { keywords: 'slow' }, { signal: next() });
    const firstOutcome = first.then(
      () => 'answered',
      (error: unknown) => (isCancelled(error) ? 'cancelled' : 'failed'),
    );
    await waitFor(() => held.length === 1);
    const second = await post('/client/article/v1/search/listPage', { keywords: 'fast' }, { signal: next() });
    expect(second).toEqual({ keywords: 'fast' });
    expect(await firstOutcome).toBe('cancelled');
    held.forEach((answer) => answer());
    expect(toasts).toEqual([]);
  });

  it('two calls of different kinds (two latestOnly) do not cancel each other', async () => {
    server.handle = (_req, res, body) => sendJson(res, { code: 0, msg: '', data: JSON.parse(body) });
    const search = latestOnly();
    const channel = latestOnly();
    const [a, b] = await Promise.all([
      post('/s', { k: 1 }, { signal: search() }),
      post('/c', { k: 2 }, { signal: channel() }),
    ]);
    expect([a, b]).toEqual([{ k: 1 }, { k: 2 }]);
  });
});

/** Polls a condition the local server sets (no timed wait: each turn yields to the event loop). */
async function waitFor(condition: () => boolean) {
  for (let i = 0; i < 1000 && !condition(); i++) await new Promise((resolve) => setImmediate(resolve));
  expect(condition()).toBe(true);
}

describe('Khmer member text on a Chinese or English page', () => {
  it('hands an answer with Khmer over only once the Khmer face has loaded (400 and 600), once per page; others at once', async () => {
    resetKhmerFace();
    const asked: string[] = [];
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const original = Object.getOwnPropertyDescriptor(document, 'fonts');
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { load: (font: string) => (asked.push(font), arrived.then(() => [])) },
    });
    try {
      server.handle = (_req, res) => sendJson(res, { code: 0, msg: '', data: { nickname: 'Sophea 陈' } });
      await expect(post('/x')).resolves.toEqual({ nickname: 'Sophea 陈' });
      expect(asked).toEqual([]);

      server.handle = (_req, res) => sendJson(res, { code: 0, msg: '', data: { nickname: 'សុភា' } });
      let settled = false;
      const call = post('/x').then((d) => ((settled = true), d));
      await expect.poll(() => asked).toEqual(['400 1em "Noto Sans Khmer Script"', '600 1em "Noto Sans Khmer Script"']);
      for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
      expect(settled).toBe(false);
      arrive();
      await expect(call).resolves.toEqual({ nickname: 'សុភា' });

      await expect(post('/x')).resolves.toEqual({ nickname: 'សុភា' });
      expect(asked).toHaveLength(2);
    } finally {
      if (original) Object.defineProperty(document, 'fonts', original);
      else delete (document as { fonts?: unknown }).fonts;
    }
  });
});
