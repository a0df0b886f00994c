import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import {
  ApiError,
  apiHeaders,
  get,
  isCancelled,
  post,
  reportSessionInvalid,
  setSessionInvalidHandler,
  setToaster,
  toast,
} from './http.js';
import { sendJson, setPageUrl, startLocalServer } from '../../test/localServer.js';

/**
 * Spec section 7 and 8, the rules the first file (http.dom.test.ts) leaves open: the device id, the
 * browser guess, the 60 s time-out, what a call sends, answers that are not JSON, code 90's hand-over.
 */
let server: Awaited<ReturnType<typeof startLocalServer>>;
let toasts: { kind: 'error' | 'success'; text: string; seconds?: number }[];
let seen: { method?: string; url?: string; headers: Record<string, string | string[] | undefined>; body: string }[];

beforeAll(async () => {
  server = await startLocalServer();
  setPageUrl(`${server.origin}/news`);
});
afterAll(() => server.close());
beforeEach(() => {
  toasts = [];
  seen = [];
  localStorage.clear();
  Cookies.remove('access_token', { path: '/' });
  setToaster({
    error: (text, seconds) => toasts.push({ kind: 'error', text, seconds }),
    success: (text) => toasts.push({ kind: 'success', text }),
  });
  server.handle = (req, res, body) => {
    seen.push({ method: req.method, url: req.url, headers: req.headers, body });
    sendJson(res, { code: 0, msg: '', data: null });
  };
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the headers of every call (spec section 7)', () => {
  it('Device-Id is made once, kept in local storage and sent on every call', async () => {
    await post('/a');
    await post('/b');
    const stored = localStorage.getItem('deviceId');
    expect(stored).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(seen.map((s) => s.headers['device-id'])).toEqual([stored, stored]);
  });

  it('Device-Id is 32 random hex digits where the browser has no crypto.randomUUID (older browsers, plain http)', async () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(a: T) => real.getRandomValues(a) });
    await post('/a');
    expect(seen[0]?.headers['device-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('Device-Id is read back, not made again, when the browser already has one', async () => {
    localStorage.setItem('deviceId', 'kept-id');
    await post('/a');
    expect(seen[0]?.headers['device-id']).toBe('kept-id');
  });

  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
      'Edge',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 OPR/105.0',
      'Opera',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36', 'Chrome'],
    ['Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15', 'Safari'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0', 'Firefox'],
    ['curl/8.0', 'Unknown'],
  ])('Os-Version guesses the browser from %s: %s', (ua, name) => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);
    expect(apiHeaders()).toMatchObject({ 'Os-Name': 'PC', 'Os-Version': name, Platform: 'Web' });
  });

  it('Authorization is sent only while the token cookie exists', async () => {
    await post('/a');
    expect(seen[0]?.headers.authorization).toBeUndefined();
    Cookies.set('access_token', 'tok-9', { path: '/' });
    await post('/b');
    expect(seen[1]?.headers.authorization).toBe('Bearer tok-9');
  });
});

describe('what a call sends (spec section 7)', () => {
  it('post sends a JSON body by POST; get sends no body and no JSON content type', async () => {
    await post('/p', { keywords: 'ក' });
    await get('/g', { page: 1 });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/prod-api/p', body: JSON.stringify({ keywords: 'ក' }) });
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(seen[1]).toMatchObject({ method: 'GET', url: '/prod-api/g?page=1', body: '' });
    expect(seen[1]?.headers['content-type']).toBeUndefined();
  });

  it('post without a body sends {}', async () => {
    await post('/p');
    expect(seen[0]?.body).toBe('{}');
  });

  it('get leaves out params that are undefined, null or empty, and keeps 0 and false', async () => {
    await get('/g', { a: undefined, b: null, c: '', d: 0, e: false, f: 'x' });
    expect(seen[0]?.url).toBe('/prod-api/g?d=0&e=false&f=x');
  });
});

describe('failures (spec section 8)', () => {
  it('gives up after 60 000 ms: the time-out is a network error with a 5 s toast, not a silent cancel', async () => {
    const timers: number[] = [];
    const expire = new AbortController();
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      timers.push(ms);
      return expire.signal;
    });
    server.handle = () => {
      expire.abort(new DOMException('signal timed out', 'TimeoutError'));
    };
    const error = await post('/slow').catch((e: unknown) => e);
    expect(timers).toEqual([60_000]);
    expect(isCancelled(error)).toBe(false);
    expect(error).toMatchObject({ code: -1, status: 0 });
    expect(toasts).toEqual([{ kind: 'error', text: expect.any(String), seconds: 5 }]);
  });

  it('an answer that is not JSON toasts its HTTP status for 5 s and rejects with it; silent calls do not toast', async () => {
    // (A proxy's 502, 503 or 504 page says the server is busy instead: http.dom.test.ts.)
    server.handle = (_req, res) => {
      res.writeHead(500, 'Internal Server Error', { 'Content-Type': 'text/html' });
      res.end('<html>proxy error</html>');
    };
    await expect(post('/x')).rejects.toMatchObject({ code: -1, status: 500, message: '500 Internal Server Error' });
    expect(toasts).toEqual([{ kind: 'error', text: '500 Internal Server Error', seconds: 5 }]);
    await expect(post('/x', {}, { silent: true })).rejects.toMatchObject({ status: 500 });
    expect(toasts).toHaveLength(1);
  });

  it('a silent call that meets a network error rejects without a toast', async () => {
    server.handle = (req) => req.socket.destroy();
    await expect(post('/x', {}, { silent: true })).rejects.toMatchObject({ code: -1 });
    expect(toasts).toEqual([]);
  });

  it("a failure without a message rejects with 'Error' and keeps the code and HTTP status", async () => {
    server.handle = (_req, res) => sendJson(res, { code: 1004, msg: '', data: null }, 409);
    const error = await post('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 1004, status: 409, message: 'Error' });
  });

  it('only an aborted DOMException counts as cancelled', () => {
    expect(isCancelled(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isCancelled(new DOMException('x', 'TimeoutError'))).toBe(false);
    expect(isCancelled(Object.assign(new Error('x'), { name: 'AbortError' }))).toBe(false);
    expect(isCancelled(new ApiError(-1, 'x', 0))).toBe(false);
  });

  it('code 90 goes to the session handler with its message, and rejects without a toast of its own', async () => {
    const handed: string[] = [];
    setSessionInvalidHandler((message) => handed.push(message));
    server.handle = (_req, res) => sendJson(res, { code: 90, msg: 'Session expired', data: null }, 401);
    await expect(post('/x')).rejects.toMatchObject({ code: 90, status: 401, message: 'Session expired' });
    expect(handed).toEqual(['Session expired']);
    expect(toasts).toEqual([]);
    reportSessionInvalid('closed by the live socket');
    expect(handed).toEqual(['Session expired', 'closed by the live socket']);
  });

  it('before the app sets its toaster, a failure is written to the console and still rejects with its code', async () => {
    // A fresh copy of the client, as at start-up (main.tsx calls before the app mounts its toasts).
    vi.resetModules();
    const fresh = await import('./http.js');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.handle = (_req, res) => sendJson(res, { code: 1004, msg: 'Too early', data: null }, 409);
    await expect(fresh.post('/x')).rejects.toMatchObject({ code: 1004, status: 409, message: 'Too early' });
    expect(logged.mock.calls).toEqual([['Too early']]);
    expect(toasts).toEqual([]);
  });

  it('toast.success and toast.error reach the toaster, errors for 2 s unless told', () => {
    toast.success('Send successfully');
    toast.error('Nope');
    toast.error('Offline', 5);
    expect(toasts).toEqual([
      { kind: 'success', text: 'Send successfully' },
      { kind: 'error', text: 'Nope', seconds: 2 },
      { kind: 'error', text: 'Offline', seconds: 5 },
    ]);
  });
});
