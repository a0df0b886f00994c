import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, currentLanguage } from './components/i18n/index.js';
import { initSession } from './components/session/index.js';
import { installChunkReload } from './app/chunkReload.js';
import './app/global.css';

async function start() {
  installChunkReload();
  const lang = currentLanguage();
  // dayjs and antd's locales load with antd's ConfigProvider, only where antd renders
  // (components/antd/AntdConfig.tsx): the public pages format their dates without a library.
  await initI18n(lang);
  initSession();
  // Evaluated after i18n starts: the router loads the page's chunk at once, and pages may read i18next
  // when their module loads (the server's modulepreload links have fetched all of it already).
  const { App, routerReady } = await import('./app/App.js');
  // The first render replaces the server's HTML shell (platform/web.ts): with the page, not with a blank.
  await routerReady();
  const root = createRoot(document.getElementById('root')!);
  // As a transition React renders in slices and yields between them, so a tap or a scroll on the shell
  // is not held up by one long task; the shell stays until the page commits in one piece.
  startTransition(() => root.render(<App />));
  // The live connection (signed-in members only) is not needed for the first paint.
  void import('./components/live/index.js').then((live) => live.startLive());
}

void start();
