import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createElement as h } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { reportSessionInvalid, setToaster } from '../components/api/http.js';
import { AuthDialogs } from '../components/auth/AuthDialogs.js';
import { currentRequest } from '../components/auth/requests.js';
import { initSession, setToken, useSession } from '../components/session/index.js';
import { setPageUrl } from '../test/localServer.js';
import { page } from './featureRoutes.js';

/**
 * A member whose session ends on one of their pages (a sign-out on another device closes the live socket
 * with code 90) is taken to /. Until / has loaded, the page shows its frame: never the visitor's "Sign in"
 * it has for a signed-out reader, nor the login dialog (a CI journey found "Sign in" on the page while /
 * was still loading on a slow machine). A visitor still gets the invitation.
 */
const user = { userId: 'u1', nickname: 'Dara' };

/** A member's page as the settings page is: the member's own content, or an invitation to sign in. */
function SettingsLike() {
  const { loggedIn } = useSession();
  return loggedIn ? h('p', null, 'Your settings') : h('button', { type: 'button' }, 'Sign in');
}

/** The app's routes: a layout with the auth host, a home page that loads when the test says, one member page. */
function app() {
  let homeLoaded!: () => void;
  const homeLoading = new Promise<void>((done) => (homeLoaded = done));
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: h('div', null, h(AuthDialogs), h(Outlet)),
        children: [
          {
            index: true,
            lazy: async () => {
              await homeLoading;
              return { Component: () => h('h1', null, 'Home') };
            },
          },
          page('setting', async () => SettingsLike, { member: true, light: true }),
        ],
      },
    ],
    { initialEntries: ['/setting'] },
  );
  render(h(RouterProvider, { router }));
  return { router, homeLoaded };
}

const signIn = () => screen.queryByRole('button', { name: 'Sign in' });
const frame = () => document.querySelector('.page-frame[aria-busy="true"]');

/** On its way to /, which is still loading: still the frame; then / loads and is shown. */
async function leavesForHome({ router, homeLoaded }: ReturnType<typeof app>) {
  await act(() => new Promise((done) => setTimeout(done, 20)));
  expect(router.state.navigation.location?.pathname).toBe('/');
  expect([signIn(), !!frame()]).toEqual([null, true]);
  setPageUrl('http://localhost/');
  await act(async () => homeLoaded());
  expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
}

beforeEach(() => {
  setToaster({ error: () => {}, success: () => {} });
  setPageUrl('http://localhost/setting');
  localStorage.clear();
});
afterEach(cleanup);

describe('a session that ends on a member page', () => {
  it('before the app has mounted (its page drawn after the code 90): the frame, no dialog, then /', async () => {
    setToken('tok');
    localStorage.setItem('userInfo', JSON.stringify(user));
    initSession();
    reportSessionInvalid('Session expired');
    const shown = app();
    expect(await screen.findByText('', { selector: '.page-frame' })).toBeTruthy();
    expect(signIn()).toBeNull();
    expect(currentRequest()).toBeNull();
    await leavesForHome(shown);
    expect(currentRequest()).toBeNull();
  });

  it('while the member reads it: the frame until / has loaded, then a visitor opening it again is invited to sign in', async () => {
    setToken('tok');
    localStorage.setItem('userInfo', JSON.stringify(user));
    initSession();
    const shown = app();
    const { router } = shown;
    expect(await screen.findByText('Your settings')).toBeTruthy();
    await act(async () => reportSessionInvalid('Session expired'));
    expect(screen.queryByText('Your settings')).toBeNull();
    expect([signIn(), !!frame()]).toEqual([null, true]);
    await leavesForHome(shown);
    // Now a visitor: the member page invites them to sign in.
    setPageUrl('http://localhost/setting');
    await act(() => router.navigate('/setting'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(frame()).toBeNull();
  });
});
