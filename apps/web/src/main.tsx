import { COOKIE_NAMES, STORAGE_KEYS } from '@acsc/shared';
import { formatDate, formatDateTime } from './components/content/numericDates.js';
import { countViewEarly } from './components/api/early-view.js';
import { deviceId } from './components/api/headers.js';
import { installChunkReload } from './app/chunkReload.js';
import { watchInstall } from './components/pwa/install.js';
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

const member = document.cookie.split('; ').some((c) => c.startsWith(`${COOKIE_NAMES.accessToken}=`));
// The server's pages are a visitor's: a member's header tools wait for the app (global.css), not "Sign in" first.
if (member) document.documentElement.dataset.member = '';

/**
 * Work a server-drawn page does not need for its first paint runs after it, each piece in a task of its
 * own: on a phone the first localStorage read and the first fetch() cost milliseconds each, and one long
 * start-up task delays the page's first answer to a tap (Lighthouse's total blocking time).
 */
const afterFirstPaint = (work: () => void) => requestAnimationFrame(() => setTimeout(work, 0));

// Every server-drawn page, a member's too: the rule that hides its dates (global.css) waits for this, and a
// member's app draws the page anew in the same #root, whose marks stay (issue 27: a member saw no dates).
if (root?.dataset.ssr) localTimes(root);

if (root?.dataset.ssr === '1' && !member) {
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
  let pending: HTMLElement | null = null;
  // Until the app is ready, a click on a control (not a link: links load their page without the app)
  // waits for it; the same element is clicked again once hydration has attached the app's handlers.
  const hold = (e: MouseEvent) => {
    const target = e.target instanceof Element ? e.target : null;
    if (!target || !root.contains(target) || target.closest('a[href]')) return;
    // Fields and labels work without the app (focus, typing); only a button waits for its handler.
    const control = target.closest<HTMLElement>('button, [role="button"], summary');
    if (!control) return;
    e.preventDefault();
    e.stopPropagation();
    pending = control;
  };
  // What is typed into a field before the app is ready: hydration leaves the text on screen but the app's
  // state empty (a search would go out without its words), so it is given to the app once it is ready.
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string>();
  const remember = (e: Event) => {
    const t = e.target;
    if (
      (t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement) &&
      root.contains(t)
    )
      typed.set(t, t.value);
  };
  window.addEventListener('input', remember, true);
  const start = () => {
    if (started) return;
    started = true;
    for (const type of intents) window.removeEventListener(type, start, true);
    window.addEventListener('click', hold, true);
    window.addEventListener(
      'app-ready',
      () => {
        window.removeEventListener('click', hold, true);
        window.removeEventListener('input', remember, true);
        for (const [field, value] of typed) {
          if (!field.isConnected || field.value !== value) continue;
          // The app's own setter marks the field empty, the element's native one puts the text back, and the
          // input event is then a change the app's handler sees.
          if (field instanceof HTMLSelectElement) {
            field.dispatchEvent(new Event('change', { bubbles: true }));
            continue;
          }
          field.value = '';
          Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
          field.dispatchEvent(new Event('input', { bubbles: true }));
        }
        typed.clear();
        // The tap after the text: once the app has taken the text in.
        const control = pending;
        pending = null;
        if (control?.isConnected) setTimeout(() => control.click(), 0);
      },
      { once: true },
    );
    void boot();
  };
  for (const type of intents) window.addEventListener(type, start, { capture: true, passive: true });
  // A visitor who chose another language on this device gets the app (which draws the page in it) at once,
  // and so does a page holding what only the app draws (a chart's canvas).
  afterFirstPaint(() => (otherLanguage() || root.querySelector('[data-needs-app]')) && start());
} else {
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
