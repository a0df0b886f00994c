import { afterAll, beforeAll, beforeEach, expect, it, onTestFinished, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import Cookies from 'js-cookie';
import { ApiError, post, setToaster } from '../api/http.js';
import { on } from '../events.js';
import { attachSessionHost, initSession, useSession } from './index.js';
import { sendJson, setPageUrl, startLocalServer } from '../../test/localServer.js';

/**
 * Spec section 4, the session before the app has mounted (a fresh module: no host attached yet, no
 * navigator set): a visitor is not "pending", a visitor's code 90 is silent, a logout leaves by a page load.
 */
let server: Awaited<ReturnType<typeof startLocalServer>>;
let toasts: unknown[];
let logins: unknown[];

beforeAll(async () => {
  server = await startLocalServer();
  on('login', (e) => logins.push(e));
});
afterAll(() => server.close());
beforeEach(() => {
  toasts = [];
  logins = [];
  setToaster({
    error: (text, seconds) => toasts.push(['error', text, seconds]),
    success: (text) => toasts.push(['success', text]),
  });
});

it('a visitor is neither signed in nor pending before anything happens', () => {
  const { result } = renderHook(() => useSession());
  expect(result.current).toEqual({ user: null, loggedIn: false, pending: false, leaving: false });
});

it("a visitor's code 90 before mount is handed over as code 90 and stays silent once the host attaches", async () => {
  setPageUrl(`${server.origin}/news`);
  initSession();
  server.handle = (_req, res) => sendJson(res, { code: 90, msg: 'Session expired', data: null }, 401);
  const error = await post('/client/notice/v1/unread').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ code: 90 });
  const navigated: string[] = [];
  attachSessionHost((path) => navigated.push(path));
  expect([toasts, logins, navigated]).toEqual([[], [], ['/']]);
});

it('without a navigator a logout from a login-required page leaves for / by a page load; with one, through it', async () => {
  // A fresh module again: the host attached above replaced the navigator.
  vi.resetModules();
  const session = await import('./index.js');
  const http = await import('../api/http.js');
  http.setToaster({ error: () => {}, success: () => {} });
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  setPageUrl(`${server.origin}/work/record`);
  session.setToken('tok');
  server.handle = (_req, res) => sendJson(res, { code: 0, msg: '', data: null });
  await session.logout('Exit successfully');
  expect(assign).toHaveBeenCalledWith('/');
  expect(Cookies.get('access_token')).toBeUndefined();
  // Once the router sets its navigator, leaving goes through it instead.
  const navigated: string[] = [];
  session.setNavigator((path) => navigated.push(path));
  session.setToken('tok');
  await session.logout('Exit successfully');
  expect(navigated).toEqual(['/']);
  expect(assign).toHaveBeenCalledTimes(1);
});

/**
 * A fresh session module on `path` with a token cookie and no stored member info; the member-info call is held
 * until `answer()`.
 */
async function tokenWithoutInfo(path: string) {
  vi.resetModules();
  const session = await import('./index.js');
  setPageUrl(`${server.origin}${path}`);
  localStorage.clear();
  Cookies.set('access_token', 'tok', { path: '/' });
  let answer: () => void = () => {};
  server.handle = (_req, res) => {
    answer = () => sendJson(res, { code: 0, msg: '', data: { userId: 7, nickname: 'Dara' } });
  };
  session.initSession();
  onTestFinished(() => Cookies.remove('access_token', { path: '/' }));
  return { session, answer: () => answer() };
}

it("a token without the member's stored info: the session is known (signed in) once their info is read", async () => {
  const { session, answer } = await tokenWithoutInfo('/reservation/appointment/1');
  let known = false;
  const waiting = session.sessionKnown().then(() => (known = true));
  await new Promise((r) => setTimeout(r, 50));
  // The app does not draw yet: the member would be shown as a visitor.
  expect(known).toBe(false);
  expect(session.isLoggedIn()).toBe(false);
  answer();
  await waiting;
  expect(session.isLoggedIn()).toBe(true);
});

it('a member-info call that never answers holds the app no longer than the wait', async () => {
  const { session, answer } = await tokenWithoutInfo('/reservation');
  await session.sessionKnown(100);
  expect(session.isLoggedIn()).toBe(false);
  answer();
});
