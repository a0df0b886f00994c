import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import Cookies from 'js-cookie';
import { post, reportSessionInvalid, setToaster } from '../api/http.js';
import { on } from '../events.js';
import {
  attachSessionHost,
  clearSession,
  getUser,
  initSession,
  isLoggedIn,
  loadUserInfo,
  logout,
  setToken,
  useSession,
} from './index.js';
import { sendJson, setPageUrl, startLocalServer } from '../../test/localServer.js';

/**
 * Spec section 4: how the session starts, loads user info, logs out and meets code 90 before the app
 * has mounted. Against a real local HTTP server; the first test runs before any host is attached.
 */
let server: Awaited<ReturnType<typeof startLocalServer>>;
let calls: string[];
let toasts: unknown[];
let logins: unknown[];
const user = { userId: 'u1', nickname: 'Dara' };

beforeAll(async () => {
  server = await startLocalServer();
  on('login', (e) => logins.push(e));
});
afterAll(() => server.close());
beforeEach(() => {
  setPageUrl(`${server.origin}/news`);
  localStorage.clear();
  clearSession();
  calls = [];
  toasts = [];
  logins = [];
  setToaster({
    error: (text, seconds) => toasts.push(['error', text, seconds]),
    success: (text) => toasts.push(['success', text]),
  });
  server.handle = (req, res) => {
    calls.push(req.url ?? '');
    sendJson(res, { code: 0, msg: '', data: req.url?.endsWith('/member/v1/info') ? user : null });
  };
});

describe('code 90 before the app has mounted', () => {
  it('waits for the host (two calls meeting it at once): clears the session at once, then shows the message, emits type 2 and goes to / once attached', async () => {
    setPageUrl(`${server.origin}/work/record`);
    setToken('old');
    localStorage.setItem('userInfo', JSON.stringify(user));
    initSession();
    server.handle = (_req, res) => sendJson(res, { code: 90, msg: 'Session expired', data: null }, 401);
    await Promise.allSettled([post('/client/member/v1/info'), post('/client/notice/v1/unread')]);
    expect(Cookies.get('access_token')).toBeUndefined();
    expect(toasts).toEqual([]);
    expect(logins).toEqual([]);
    const navigated: string[] = [];
    attachSessionHost((path) => navigated.push(path));
    expect(toasts).toEqual([['error', 'Session expired', 2]]);
    expect(logins).toEqual([{ type: 2 }]);
    expect(navigated).toEqual(['/']);
    attachSessionHost((path) => navigated.push(path));
    expect(navigated).toEqual(['/']);
  });

  it('a visitor without a session who meets code 90 on / gets no message, no event and stays', async () => {
    setPageUrl(`${server.origin}/`);
    initSession();
    const navigated: string[] = [];
    attachSessionHost((path) => navigated.push(path));
    server.handle = (_req, res) => sendJson(res, { code: 90, msg: 'Session expired', data: null }, 401);
    await post('/client/member/v1/info').catch(() => {});
    expect([toasts, logins, navigated]).toEqual([[], [], []]);
  });

  it('a visitor without a session who meets code 90 on another page is taken to /, silently', async () => {
    initSession();
    const navigated: string[] = [];
    attachSessionHost((path) => navigated.push(path));
    server.handle = (_req, res) => sendJson(res, { code: 90, msg: 'Session expired', data: null }, 401);
    await post('/client/member/v1/info').catch(() => {});
    expect([toasts, logins, navigated]).toEqual([[], [], ['/']]);
  });
});

describe('start-up (spec section 4)', () => {
  it('token and stored user info: uses the info, asks nothing', () => {
    setToken('tok');
    localStorage.setItem('userInfo', JSON.stringify(user));
    initSession();
    expect(getUser()).toEqual(user);
    expect(isLoggedIn()).toBe(true);
    expect(calls).toEqual([]);
  });

  it('token without info: fetches it, stores it, emits login type 1; pending while it is on the way', async () => {
    setToken('tok');
    const { result } = renderHook(() => useSession());
    let release = () => {};
    server.handle = (req, res) => {
      calls.push(req.url ?? '');
      release = () => sendJson(res, { code: 0, msg: '', data: user });
    };
    act(() => initSession());
    await waitFor(() => calls.length === 1);
    expect(calls).toEqual(['/prod-api/client/member/v1/info']);
    expect(result.current).toMatchObject({ loggedIn: false, pending: true });
    await act(async () => {
      release();
      await waitFor(() => getUser() !== null);
    });
    expect(result.current).toMatchObject({ loggedIn: true, pending: false, user });
    expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toEqual(user);
    expect(logins).toEqual([{ type: 1 }]);
  });

  it('no token cookie: logged out, and a token or user info left in storage is removed', () => {
    localStorage.setItem('access_token', 'stale');
    localStorage.setItem('userInfo', JSON.stringify(user));
    initSession();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(isLoggedIn()).toBe(false);
    expect(calls).toEqual([]);
  });

  it('stored user info that is not JSON counts as none: the info is fetched', async () => {
    setToken('tok');
    localStorage.setItem('userInfo', '{broken');
    initSession();
    await waitFor(() => getUser() !== null);
    expect(calls).toEqual(['/prod-api/client/member/v1/info']);
  });

  it('loading user info without asking for the event emits nothing', async () => {
    setToken('tok');
    await loadUserInfo();
    expect(getUser()).toEqual(user);
    expect(logins).toEqual([]);
  });

  it('a user is logged in only with both the token cookie and a userId', () => {
    localStorage.setItem('userInfo', JSON.stringify(user));
    setToken('tok');
    initSession();
    expect(isLoggedIn()).toBe(true);
    Cookies.remove('access_token', { path: '/' });
    expect(isLoggedIn()).toBe(false);
  });
});

describe('failures while the session starts', () => {
  it('a user info call that fails ends the pending state: signed out, not waiting forever', async () => {
    setToken('tok');
    const { result } = renderHook(() => useSession());
    server.handle = (_req, res) => sendJson(res, { code: 500, msg: 'Try later', data: null }, 500);
    await act(async () => {
      await loadUserInfo().catch(() => {});
    });
    expect(result.current).toMatchObject({ loggedIn: false, pending: false });
  });

  it('a token without user info yet is not signed in', () => {
    setToken('tok');
    expect(isLoggedIn()).toBe(false);
  });

  it('a token whose start-up info call meets code 90 (host attached): the message, type 2, and /', async () => {
    setPageUrl(`${server.origin}/work/record`);
    setToken('expired');
    const navigated: string[] = [];
    attachSessionHost((path) => navigated.push(path));
    server.handle = (_req, res) => sendJson(res, { code: 90, msg: 'Session expired', data: null }, 401);
    initSession();
    await waitFor(() => navigated.length > 0);
    expect([toasts, logins, navigated]).toEqual([[['error', 'Session expired', 2]], [{ type: 2 }], ['/']]);
    expect(Cookies.get('access_token')).toBeUndefined();
  });
});

describe('logout (spec section 4)', () => {
  it('on code 0 clears everything, emits type 2, toasts success and leaves a login-required page for /', async () => {
    setPageUrl(`${server.origin}/work/vitae/info`);
    setToken('tok');
    localStorage.setItem('userInfo', JSON.stringify(user));
    initSession();
    const navigated: string[] = [];
    attachSessionHost((path) => navigated.push(path));
    await logout('Exit successfully');
    expect(calls).toEqual(['/prod-api/client/member/v1/logout']);
    expect([
      Cookies.get('access_token'),
      localStorage.getItem('access_token'),
      localStorage.getItem('userInfo'),
      getUser(),
    ]).toEqual([undefined, null, null, null]);
    expect(logins).toEqual([{ type: 2 }]);
    expect(toasts).toEqual([['success', 'Exit successfully']]);
    expect(navigated).toEqual(['/']);
  });

  it('stays on a page that needs no login', async () => {
    setToken('tok');
    const navigated: string[] = [];
    attachSessionHost((path) => navigated.push(path));
    await logout('Exit successfully');
    expect(navigated).toEqual([]);
  });

  it('a code 90 while the sign-out is under way (the live socket closed by it) is the sign-out: one success message, no error (issue 27)', async () => {
    setPageUrl(`${server.origin}/exchange/message`);
    setToken('tok');
    localStorage.setItem('userInfo', JSON.stringify(user));
    initSession();
    const navigated: string[] = [];
    attachSessionHost((path) => navigated.push(path));
    server.handle = (_req, res) => {
      // The server ends the session, the socket's close (code 90) reaches the page, then the answer.
      reportSessionInvalid('Session expired');
      sendJson(res, { code: 0, msg: '', data: null });
    };
    await logout('Exit successfully');
    expect(toasts).toEqual([['success', 'Exit successfully']]);
    expect(logins).toEqual([{ type: 2 }]);
    expect(navigated).toEqual(['/']);
    expect(getUser()).toBeNull();
  });

  it('signing out a session that had already ended signs out too, with the success message', async () => {
    setToken('tok');
    localStorage.setItem('userInfo', JSON.stringify(user));
    initSession();
    attachSessionHost(() => {});
    server.handle = (_req, res) => sendJson(res, { code: 90, msg: 'Session expired', data: null }, 401);
    await logout('Exit successfully');
    expect(toasts).toEqual([['success', 'Exit successfully']]);
    expect(Cookies.get('access_token')).toBeUndefined();
    expect(logins).toEqual([{ type: 2 }]);
  });

  it('any other code: the message is shown as an error and the member stays signed in', async () => {
    setToken('tok');
    localStorage.setItem('userInfo', JSON.stringify(user));
    initSession();
    server.handle = (_req, res) => sendJson(res, { code: 500, msg: 'Try later', data: null }, 500);
    await expect(logout('Exit successfully')).rejects.toMatchObject({ code: 500 });
    expect(toasts).toEqual([['error', 'Try later', 2]]);
    expect(Cookies.get('access_token')).toBe('tok');
    expect(getUser()).toEqual(user);
    expect(logins).toEqual([]);
  });
});

async function waitFor(condition: () => boolean) {
  for (let i = 0; i < 1000 && !condition(); i++) await new Promise((resolve) => setImmediate(resolve));
  expect(condition()).toBe(true);
}
