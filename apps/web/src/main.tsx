import { COOKIE_NAMES, STORAGE_KEYS } from '@acsc/shared';
import { formatDate, formatDateTime } from './components/content/numericDates.js';
import { countViewEarly } from './components/api/early-view.js';
import { deviceId } from './components/api/headers.js';
import { installChunkReload } from './app/chunkReload.js';
import { handOver } from './app/handover.js';
import { promptInstall, watchInstall } from './components/pwa/install.js';
import './app/global.css';

/*
 * The entry decides when the app starts. A page the server drew with the app's own components
 * (#root[data-ssr], for a visitor) is whole already: its text, pictures and links work without the
 * app, which a reader does not need. The app then starts at the visitor's first intent (a tap, a key,
 * a focus) and hydrates the page it finds; a tap on a button before it is ready is replayed once it is.
 * Every other page, and any page of a signed-in member, starts the app at once.
 */
// First: a start-up chunk that no longer exists (a deploy since this page loaded) reloads the page once.
installChunkReload();
// The browser's offer to install the site as an app can come before the app starts: kept for its buttons.
watchInstall();
// The service worker (offline reading, the installed app) after the load: nothing of it before the first paint.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener(
    'load',
    () => void import('./components/pwa/register.js').then((m) => m.registerServiceWorker()),
    { once: true },
  );
}
const root = document.getElementById('root');
const boot = () => {
  // The start-up's files, which the server holds back on a page it drew (web-page.ts): all fetched at once.
  const preload = document.getElementById('app-preload');
  if (preload instanceof HTMLTemplateElement) document.head.append(preload.content);
  return import('./app/start.js').then((m) => m.start());
};

/** The visitor chose another language on this device than the one the server drew the page in (no ?lang= link). */
const otherLanguage = () => {
  if (new URLSearchParams(window.location.search).has('lang')) return false;
  const stored = window.localStorage.getItem(STORAGE_KEYS.language);
  return stored !== null && stored !== document.documentElement.dataset.lang;
};

/** A cookie's value (read by hand: the session module's js-cookie stays out of the entry). */
const cookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1)
    .replace(/%[0-9A-F]{2}/gi, decodeURIComponent);
const member = cookie(COOKIE_NAMES.accessToken) !== undefined;
// A page the server drew for this member with their session (data-ssr="member": the member's pages, the
// exchange's feed and posts) is theirs already, and starts the app at the first intent as a visitor's does.
const personal = member && root?.dataset.ssr === 'member';
// The server's other pages are a visitor's: a member's header tools wait for the app (global.css), not "Sign in" first.
if (member && !personal) document.documentElement.dataset.member = '';
/** The page is whole without the app until the reader's first intent. */
const whole = personal || (root?.dataset.ssr === '1' && !member);

/** Once the browser has nothing else to do (Safari has no requestIdleCallback: the next task there). */
const whenIdle = (work: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(work) : setTimeout(work, 0);

/**
 * Work a server-drawn page does not need for its first paint runs after it, each piece in a task of its
 * own: on a phone the first localStorage read and the first fetch() cost milliseconds each, and one long
 * start-up task delays the page's first answer to a tap (Lighthouse's total blocking time).
 */
const afterFirstPaint = (work: () => void) => requestAnimationFrame(() => setTimeout(work, 0));

// Every server-drawn page, a member's too: the rule that hides its dates (global.css) waits for this, and a
// member's app draws the page anew in the same #root, whose marks stay (issue 27: a member saw no dates).
if (root?.dataset.ssr) localTimes(root);

// A visitor who chose another language on this device than the one the server drew the page in: the app
// draws the page in it at once, and the server's page is not shown meanwhile (a name read, a field filled
// in the language about to go), as the shell would not be (global.css).
const redraw = root !== null && whole && otherLanguage();
if (redraw) {
  root.dataset.redraw = '';
  window.addEventListener('app-ready', () => delete root.dataset.redraw, { once: true });
}

if (root && whole) {
  let started = false;
  const article = /^\/news\/detail\/(\d{1,15})$/.exec(window.location.pathname);
  // Once the app has started (a tap in the first frame), its article page counts the view itself.
  if (article)
    afterFirstPaint(() => {
      if (started) return;
      // The device's id (the first localStorage read, or a new id on a first visit), then the call, apart.
      deviceId();
      setTimeout(() => !started && countViewEarly(Number(article[1]), document.documentElement.dataset.lang ?? ''), 0);
    });
  // Not a pointer passing over the page: Chrome sends mouseover after a layout under a still pointer.
  // A field changed without a key (a list picked by a script, an autofill) is an intent too.
  const intents = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'input', 'change'] as const;
  // What is typed before the start is kept from the first moment; a tap waits from the first intent on.
  const handover = handOver(root, redraw);
  let stopListening = () => {};
  const start = () => {
    if (started) return;
    started = true;
    stopListening();
    for (const type of intents) window.removeEventListener(type, start, true);
    handover.holdTaps();
    void boot();
  };
  for (const type of intents) window.addEventListener(type, start, { capture: true, passive: true });
  // A visitor who chose another language gets the app at once; a page holding what only the app draws (a
  // chart's canvas, a part the app reads itself and the server drew as a skeleton: an open conversation) gets
  // it once that part is in view (at once when it is on the first screen).
  if (redraw) start();
  else
    afterFirstPaint(() => {
      const parts = root.querySelectorAll('[data-needs-app], .ant-skeleton');
      if (!parts.length || started) return;
      const seen = new IntersectionObserver((entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        seen.disconnect();
        start();
      });
      parts.forEach((p) => seen.observe(p));
    });
  // A member's page hears what is new for them (a message, a notification, a sign-out elsewhere) before the app
  // has started: a bare live socket opens once the page has loaded and the browser is idle (components/live/
  // wake.ts), and what arrives starts the app, which draws it (the header's counts, the conversation).
  if (personal)
    window.addEventListener(
      'load',
      () =>
        whenIdle(() => {
          if (started) return;
          const token = cookie(COOKIE_NAMES.accessToken);
          // Its own small chunk: only a member's page loads it.
          if (token)
            void import('./components/live/wake.js').then(({ listenForNews }) => {
              if (!started) stopListening = listenForNews(token, document.documentElement.dataset.lang ?? '', start);
            });
        }),
      { once: true },
    );
  // The install button of /download (drawn by the server, pages/download): the browser's dialog opens from
  // this very tap, which the app then carries out as well and gets the same answer (components/pwa/install.ts).
  window.addEventListener(
    'click',
    (e) =>
      document.documentElement.dataset.app !== 'ready' &&
      e.target instanceof Element &&
      e.target.closest('.download-install') &&
      void promptInstall().catch(() => false),
    { capture: true },
  );
} else {
  // A member's page drawn by the server (the visitor's page, or a member page's frame), which the app
  // draws anew at once: what the member taps or types meanwhile is handed to the app's own page.
  if (root?.dataset.ssr) handOver(root, true).holdTaps();
  void boot();
}

/**
 * The server writes dates in its own time zone and hides them (global.css); the app shows them in the
 * visitor's (components/content/format.ts). They are rewritten here, before the app is needed, with the
 * same formats, so the hydrated page and the server's HTML agree.
 */
function localTimes(container: HTMLElement) {
  for (const el of container.querySelectorAll('time[datetime]')) {
    const iso = el.getAttribute('datetime') ?? '';
    const text = el.textContent ?? '';
    if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) el.textContent = formatDateTime(iso);
    else if (/^\d{4}-\d{2}-\d{2}$/.test(text)) el.textContent = formatDate(iso);
  }
  container.dataset.times = 'local';
}
