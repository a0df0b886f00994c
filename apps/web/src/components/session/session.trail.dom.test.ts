import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import { post, setToaster } from '../api/http.js';
import { i18n } from '../i18n/index.js';
import common from '../i18n/common/en_US.json';
import { attachSessionHost, clearSession, initSession, logout, setToken, useSession } from './index.js';
import { sendJson, setPageUrl, startLocalServer } from '../../test/localServer.js';

/**
 * What the session does beyond spec section 4's rules: a member's sign-out or ended session deletes the
 * reading trail the service worker kept (issue 27) and a visitor's code 90 leaves it; the logout notice in
 * the page's language; a visitor's server-drawn page hydrates with the session's state. happy-dom has no
 * CacheStorage: the one the worker fills is stood in for by a list of cache names (the real one is
 * e2e/tests/installable-app.spec.ts's).
 */
let server: Awaited<ReturnType<typeof startLocalServer>>;
let toasts: unknown[];
let cacheNames: string[];
let listed: number;
const user = { userId: 'u1', nickname: 'Dara' };
const WORKER_CACHES = ['acsc-assets', 'acsc-pages-en_US', 'acsc-pages-km_KH', 'acsc-reads', 'acsc-media', 'acsc-state'];
const WITHOUT_TRAIL = ['acsc-assets', 'acsc-state'];

beforeAll(async () => {
  server = await startLocalServer();
  // Loaded once here, the session's own import of it resolves within a few turns in every test.
  await import('../pwa/caches.js');
});
afterAll(() => server.close());
beforeEach(async () => {
  setPageUrl(`${server.origin}/news`);
  localStorage.clear();
  clearSession();
  await settled();
  toasts = [];
  setToaster({
    error: (text, seconds) => toasts.push(['error', text, seconds]),
    success: (text) => toasts.push(['success', text]),
  });
  cacheNames = [...WORKER_CACHES];
  listed = 0;
  vi.stubGlobal('caches', {
    keys: async () => (listed++, [...cacheNames]),
    delete: async (name: string) => ((cacheNames = cacheNames.filter((n) => n !== name)), true),
  });
  server.handle = (req, res) =>
    sendJson(res, { code: 0, msg: '', data: req.url?.endsWith('/member/v1/info') ? user : null });
});
afterEach(() => vi.unstubAllGlobals());

/** Lets a deletion the session started (a loaded module's import, a listing, the deletes) run to its end. */
async function settled() {
  for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
}

describe('the reading trail', () => {
  it("a member's sign-out deletes the pages, reads and pictures kept for offline reading, not the app's own files", async () => {
    setToken('tok');
    localStorage.setItem('userInfo', JSON.stringify(user));
    initSession();
    attachSessionHost(() => {});
    await logout('Exit successfully');
    await settled();
    expect(cacheNames).toEqual(WITHOUT_TRAIL);
  });

  it('a token whose member info never came (code 90 at start-up) still deletes it', async () => {
    setToken('expired');
    attachSessionHost(() => {});
    server.handle = (_req, res) => sendJson(res, { code: 90, msg: 'Session expired', data: null }, 401);
    initSession();
    await vi.waitFor(() => expect(localStorage.getItem('access_token')).toBeNull());
    await settled();
    expect(cacheNames).toEqual(WITHOUT_TRAIL);
  });

  it("a visitor's code 90 leaves it: there was no session, and the visitor's offline pages stay", async () => {
    initSession();
    attachSessionHost(() => {});
    server.handle = (_req, res) => sendJson(res, { code: 90, msg: 'Session expired', data: null }, 401);
    await post('/client/member/v1/info').catch(() => {});
    await settled();
    expect([listed, cacheNames]).toEqual([0, WORKER_CACHES]);
  });
});

describe('the logout notice', () => {
  it('without a text of its own, says "Exit successfully" in the page language, loading the sign-in texts first', async () => {
    i18n.init('en_US', { common });
    setToken('tok');
    await logout();
    expect(toasts).toEqual([['success', 'Exit successfully']]);
  });
});

describe('a server-drawn page', () => {
  it("hydrates with the session's state: a visitor's page drawn signed out is taken over signed out, without a mismatch", async () => {
    function Probe() {
      const { loggedIn, pending } = useSession();
      return h('p', null, loggedIn ? 'member' : pending ? 'pending' : 'visitor');
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(h(Probe));
    expect(container.textContent).toBe('visitor');
    document.body.appendChild(container);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, h(Probe), {
        onRecoverableError: (e) => errors.push(e),
        onUncaughtError: (e) => errors.push(e),
      }),
    );
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('visitor');
    act(() => root.unmount());
    container.remove();
  });
});
