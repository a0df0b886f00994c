import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initI18n, currentLanguage } from '../components/i18n/index.js';
import { getToken, initSession, sessionKnown } from '../components/session/index.js';
import { on } from '../components/events.js';
import { bootLanguage, bootMember, takeBootQueries } from '../components/api/boot.js';
import { serverDrawn } from '../components/ssr.js';

export async function start() {
  const lang = currentLanguage();
  // dayjs and antd's locales load with antd's ConfigProvider, only where antd renders
  // (components/antd/AntdConfig.tsx): the public pages format their dates without a library.
  await initI18n(lang);
  // A page the server drew for this member (their session cookie): the session starts from what it was drawn with.
  const drawnFor = document.getElementById('root')?.dataset.ssr === 'member' ? bootMember() : null;
  initSession(drawnFor);
  // Evaluated after i18n starts: the router loads the page's chunk at once, and pages may read the catalogs
  // when their module loads (the server's modulepreload links have fetched all of it already).
  // A token without the member's stored info: their info is read meanwhile, and the app draws the page
  // knowing who reads it (a tap held on a drawn page is then carried out as theirs, not a visitor's).
  const [{ App, routerReady, primeQueries }] = await Promise.all([import('./App.js'), sessionKnown()]);
  // A page the server drew for this member (their session cookie): its reads are theirs, fresh.
  const personal = !!getToken() && !!drawnFor;
  primeQueries(takeBootQueries(), !!getToken() && !personal);
  // The first render replaces the server's HTML shell (platform/web.ts): with the page, not with a blank.
  await routerReady();
  const container = document.getElementById('root')!;
  // The server drew this page for a visitor, or for this member, in the language the app reads: hydrate it
  // (no second drawing, no layout again). Else (a member on a visitor's page, or a stored language other
  // than the server's guess) draw it anew.
  if (serverDrawn() && (personal || !getToken()) && bootLanguage() === lang) {
    startTransition(() => void hydrateRoot(container, <App />));
  } else {
    const root = createRoot(container);
    // As a transition React renders in slices and yields between them, so a tap or a scroll on the shell
    // is not held up by one long task; the shell stays until the page commits in one piece.
    startTransition(() => root.render(<App />));
  }
  startLiveForMembers();
}

/**
 * The live connection is for signed-in members only, and not needed for the first paint: its chunk (the
 * live protocol's schemas, 8.6 KB gzipped) loads after the first render when there is a token, else at
 * the first sign-in, never for a visitor who only reads (its evaluation was one of the long start-up tasks).
 */
function startLiveForMembers() {
  const start = () => void import('../components/live/index.js').then((live) => live.startLive());
  if (getToken()) return start();
  const off = on('login', ({ type }) => {
    if (type !== 1) return;
    off();
    start();
  });
}
