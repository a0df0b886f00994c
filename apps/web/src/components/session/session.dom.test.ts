import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import Cookies from 'js-cookie';
import { post, setToaster } from '../api/http.js';
import { on } from '../events.js';
import { attachSessionHost, clearSession, initSession, setToken, useSession } from './index.js';
import { sendJson, setPageUrl, startLocalServer } from '../../test/localServer.js';

/** Spec sections 4, 8 and 9: the session, its cookie and code 90, with a real local HTTP server. */
let server: Awaited<ReturnType<typeof startLocalServer>>;
const user = { userId: 'u1', nickname: 'Dara' };

beforeAll(async () => {
  server = await startLocalServer();
});
afterAll(() => server.close());
beforeEach(() => {
  setPageUrl(`${server.origin}/setting`);
  localStorage.clear();
  clearSession();
});
afterEach(() => vi.useRealTimers());

describe('the token cookie (spec section 9)', () => {
  it('lives 604800 s (7 days): there one second before, gone one second after', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T00:00:00Z'));
    setToken('tok');
    expect(Cookies.get('access_token')).toBe('tok');
    expect(localStorage.getItem('access_token')).toBe('tok');
    vi.setSystemTime(new Date('2026-03-01T00:00:00Z').getTime() + (604800 - 1) * 1000);
    expect(Cookies.get('access_token')).toBe('tok');
    vi.setSystemTime(new Date('2026-03-01T00:00:00Z').getTime() + (604800 + 1) * 1000);
    expect(Cookies.get('access_token')).toBeUndefined();
  });
});

describe('the token cookie over https (issue 28)', () => {
  it('is Secure when the site is served over https: the same host over plain http never sees it', () => {
    setPageUrl('https://www.example.org/setting');
    setToken('tok');
    expect(Cookies.get('access_token')).toBe('tok');
    setPageUrl('http://www.example.org/setting');
    expect(Cookies.get('access_token')).toBeUndefined();
    setPageUrl('https://www.example.org/setting');
    clearSession();
    expect(Cookies.get('access_token')).toBeUndefined();
  });

  it('still works on a plain http development site', () => {
    setPageUrl('http://www.example.org/setting');
    setToken('tok');
    expect(Cookies.get('access_token')).toBe('tok');
    clearSession();
    expect(Cookies.get('access_token')).toBeUndefined();
  });
});

describe('code 90 (spec section 8)', () => {
  it('clears userInfo, the token in storage and the cookie, shows the message, emits login type 2 and goes to /', async () => {
    localStorage.setItem('userInfo', JSON.stringify(user));
    setToken('tok');
    initSession();
    const toasts: unknown[] = [];
    setToaster({ error: (text, seconds) => toasts.push([text, seconds]), success: () => {} });
    const navigated: string[] = [];
    attachSessionHost((path) => navigated.push(path));
    const logins: unknown[] = [];
    const off = on('login', (e) => logins.push(e));
    const { result } = renderHook(() => useSession());
    expect(result.current.loggedIn).toBe(true);

    server.handle = (req, res) =>
      sendJson(res, { code: 90, msg: 'Session expired', data: null, auth: req.headers.authorization });
    await act(() => post('/client/member/v1/info').catch(() => {}));
    off();

    expect(result.current.loggedIn).toBe(false);
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(Cookies.get('access_token')).toBeUndefined();
    expect(toasts).toEqual([['Session expired', 2]]);
    expect(logins).toEqual([{ type: 2 }]);
    expect(navigated).toEqual(['/']);
  });

  it('also removes the token cookie set on path /phone/activity', async () => {
    setPageUrl(`${server.origin}/phone/activity/3`);
    document.cookie = 'access_token=phone; path=/phone/activity';
    expect(Cookies.get('access_token')).toBe('phone');
    initSession();
    attachSessionHost(() => {});
    server.handle = (_req, res) => sendJson(res, { code: 90, msg: 'Session expired', data: null });
    await post('/client/member/v1/info').catch(() => {});
    expect(document.cookie).not.toContain('access_token');
  });

  it('sends the token as Authorization Bearer while the cookie exists', async () => {
    setToken('tok-2');
    let auth: string | undefined;
    server.handle = (req, res) => {
      auth = req.headers.authorization;
      sendJson(res, { code: 0, msg: '', data: null });
    };
    await post('/x');
    expect(auth).toBe('Bearer tok-2');
  });
});
