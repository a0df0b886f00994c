/// <reference lib="webworker" />
/**
 * The service worker that makes the site an installable app (issue 27). Built by
 * scripts/service-worker.mjs into dist/sw.js (served from the root with no-cache, so its scope is the
 * whole site); the page registers it after its load event (components/pwa/register.ts).
 *
 * - Installing, it stores the shell: the first load's files of every language, the Khmer face, the app
 *   icons, and the start page (/) in the reader's language.
 * - Pages: network first. A page the reader opens (loaded whole, or opened in the app: the page tells
 *   the worker) is kept per language; without a connection the kept copy in the reader's language is
 *   served, else the offline page in that language listing what is kept.
 * - Hashed files and uploaded pictures: cache first (their names change with their content).
 * - Public API reads: network first, kept for a visitor only. Any request with a member's token, and
 *   any answer marked private or no-store, passes by untouched: nothing of a member is stored.
 * - A sign-out deletes the reading trail (components/pwa/caches.ts).
 * The rules are in components/pwa/rules.ts; docs/architecture.md ("The installable app") has the list.
 */
import { COOKIE_NAMES, DEFAULT_LANGUAGE, isLanguage, type Language } from '@acsc/shared';
import { CACHES, isTrailCache, pagesCache } from '../components/pwa/caches.js';
import { offlinePageHtml, type OfflineText } from '../components/pwa/offline-page.js';
import {
  askedLanguage,
  isKeepablePage,
  isKeepablePicture,
  isPagePath,
  isPublicRead,
  languageOfPage,
  pageKey,
  routeOf,
  titleOf,
} from '../components/pwa/rules.js';

declare const self: ServiceWorkerGlobalScope & {
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};

/** Written by the build (scripts/service-worker.mjs). */
declare const __SW_BUILD__: {
  /** A hash of the build's shell: a new build is a new worker. */
  version: string;
  /** Paths of the shell: the first load's scripts and stylesheets of every language, the Khmer face, the icons. */
  shell: string[];
  khmerFonts: { weight: number; url: string }[];
  offline: Record<Language, OfflineText>;
};
const BUILD = __SW_BUILD__;
const SHELL = new Set(BUILD.shell);

/** How many entries each cache keeps (the oldest written go first). */
const KEEP = { pagesPerLanguage: 60, reads: 200, media: 150, assets: 600 } as const;
/** The title of a kept page, for the offline page's list. */
const TITLE_HEADER = 'x-acsc-title';
const TEXT_HTML = 'text/html; charset=utf-8';
/** The offline page runs no script and loads only the site's own files. */
const OFFLINE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; font-src 'self'; base-uri 'none'; form-action 'none'";

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const assets = await caches.open(CACHES.assets);
      await assets.addAll(BUILD.shell);
      // The start page, so that the app opens without a connection (a failure here is not the shell's).
      await keepPageAt('/').catch(() => undefined);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The page's request starts while the worker starts: a page is never slower for having a worker.
      await self.registration.navigationPreload?.enable();
      const known = (name: string) => name === CACHES.assets || name === CACHES.state || isTrailCache(name);
      for (const name of await caches.keys()) if (name.startsWith('acsc-') && !known(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const route = routeOf(event.request, self.location.origin);
  if (route === 'page') event.respondWith(page(event));
  else if (route === 'read') event.respondWith(read(event));
  else if (route === 'asset') event.respondWith(cacheFirst(event, CACHES.assets, KEEP.assets, (r) => r.status === 200));
  else if (route === 'media') event.respondWith(cacheFirst(event, CACHES.media, KEEP.media, isKeepablePicture));
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; url?: unknown; lang?: unknown } | null;
  if (data?.type === 'keep' && typeof data.url === 'string')
    event.waitUntil(keepPageAt(data.url).catch(() => undefined));
  else if (data?.type === 'language' && isLanguage(data.lang)) event.waitUntil(rememberLanguage(data.lang));
});

async function page(event: FetchEvent): Promise<Response> {
  const url = new URL(event.request.url);
  try {
    const response = ((await event.preloadResponse) as Response | undefined) ?? (await fetch(event.request));
    if (isKeepablePage(response)) event.waitUntil(keepPage(url, response.clone()));
    return response;
  } catch {
    const lang = await readerLanguage(url);
    const kept = await (await caches.open(pagesCache(lang))).match(pageKey(url));
    return kept ?? offlinePage(url, lang);
  }
}

async function read(event: FetchEvent): Promise<Response> {
  try {
    const response = await fetch(event.request);
    if (isPublicRead(response)) event.waitUntil(put(CACHES.reads, event.request, response.clone(), KEEP.reads));
    return response;
  } catch (error) {
    // Vary: Language is honoured: a read kept in Chinese is not an answer to a Khmer page.
    const kept = await (await caches.open(CACHES.reads)).match(event.request);
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(
  event: FetchEvent,
  cacheName: string,
  keep: number,
  storable: (r: Response) => boolean,
): Promise<Response> {
  const cache = await caches.open(cacheName);
  const kept = await cache.match(event.request);
  if (kept) return kept;
  const response = await fetch(event.request);
  if (storable(response)) event.waitUntil(put(cacheName, event.request, response.clone(), keep));
  return response;
}

/** Fetches a page (the page told the worker it opened it) and keeps it if it may. */
async function keepPageAt(href: string): Promise<void> {
  const url = new URL(href, self.location.origin);
  if (url.origin !== self.location.origin || !isPagePath(url.pathname)) return;
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'text/html' } });
  if (isKeepablePage(response)) await keepPage(url, response);
}

async function keepPage(url: URL, response: Response): Promise<void> {
  const lang = languageOfPage(response)!;
  void rememberLanguage(lang);
  const html = await response.text();
  const headers = new Headers(response.headers);
  // The body is stored decoded.
  headers.delete('content-encoding');
  headers.delete('content-length');
  headers.set(TITLE_HEADER, encodeURIComponent(titleOf(html)));
  await put(pagesCache(lang), pageKey(url), new Response(html, { status: 200, headers }), KEEP.pagesPerLanguage);
}

/** Stores an answer and drops the oldest written entries beyond `keep` (the shell's files stay). */
async function put(cacheName: string, key: RequestInfo, response: Response, keep: number): Promise<void> {
  const cache = await caches.open(cacheName);
  await cache.put(key, response);
  const keys = await cache.keys();
  let excess = keys.length - keep;
  for (const request of keys) {
    if (excess <= 0) break;
    if (SHELL.has(new URL(request.url).pathname)) continue;
    await cache.delete(request);
    excess--;
  }
}

async function offlinePage(url: URL, lang: Language): Promise<Response> {
  const cache = await caches.open(pagesCache(lang));
  const here = pageKey(url);
  const saved = [...(await cache.keys())]
    .reverse()
    .filter((r) => r.url !== here)
    .slice(0, 12);
  const list = await Promise.all(
    saved.map(async (r) => {
      const u = new URL(r.url);
      const title = decodeURIComponent((await cache.match(r))?.headers.get(TITLE_HEADER) ?? '');
      return { url: u.pathname + u.search, title };
    }),
  );
  const html = offlinePageHtml({
    lang,
    text: BUILD.offline[lang],
    url: url.pathname + url.search,
    saved: list,
    khmerFonts: BUILD.khmerFonts,
  });
  return new Response(html, {
    status: 503,
    headers: { 'content-type': TEXT_HTML, 'content-security-policy': OFFLINE_CSP, 'cache-control': 'no-store' },
  });
}

/* The reader's language, as the server reads it for a page: ?lang=, else the language cookie (read
 * through the Cookie Store where the browser has one), else the language of the last page the reader
 * opened or the page said, else zh_CN. */
let lastLanguage: Language | null = null;
const LANGUAGE_KEY = '/__acsc/language';

async function rememberLanguage(lang: Language): Promise<void> {
  if (lang === lastLanguage) return;
  lastLanguage = lang;
  await (await caches.open(CACHES.state)).put(LANGUAGE_KEY, new Response(lang));
}

async function readerLanguage(url: URL): Promise<Language> {
  const asked = askedLanguage(url);
  if (asked) return asked;
  try {
    const cookie = await self.cookieStore?.get(COOKIE_NAMES.language);
    if (isLanguage(cookie?.value)) return cookie.value;
  } catch {
    // No cookie store here: the last language seen.
  }
  if (lastLanguage) return lastLanguage;
  const stored = await (await (await caches.open(CACHES.state)).match(LANGUAGE_KEY))?.text();
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}
