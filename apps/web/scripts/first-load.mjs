// What a visitor's browser needs before a public page first renders, read from Vite's build manifest:
//   1. the entry chunk (index.html) and everything it imports statically;
//   2. what main.tsx imports dynamically before it renders: the App chunk and the language's i18n
//      catalogs (minus the lazy namespaces);
//   3. the route's lazy page chunk, which the router loads before its first render;
// each with its static imports. One definition for two users: scripts/bundle-size.mjs (the 160 KB
// budget) and the build's first-load.json, from which the server writes <link rel="modulepreload">
// tags so the browser fetches all of it in parallel instead of one import level at a time.
import fs from 'node:fs';
import path from 'node:path';

export const LANGUAGES = ['zh_CN', 'km_KH', 'en_US'];

// antd's and dayjs's locales are not among them: they load with antd's ConfigProvider
// (components/antd/AntdConfig.tsx), which only the pages and dialogs that render antd need (issue 8).

/** Routes whose pages render no antd component (app/router.tsx, `light`); the others preload antd's provider. */
const LIGHT_ROUTES = new Set(['/', '/news']);
const ANTD_CONFIG = /^src\/components\/antd\/AntdConfig\.tsx$/;

/** Public route prefixes and the page module the router loads for them (app/router.tsx). */
export const ROUTE_PAGES = {
  '/': /^src\/pages\/home\/HomePage\.tsx$/,
  '/news': /^src\/pages\/news\/NewsPages\.tsx$/,
  '/association': /^src\/pages\/association\/AssociationPages\.tsx$/,
  '/scholarship': /^src\/pages\/scholarship\/ScholarshipPages\.tsx$/,
  '/alumnus': /^src\/pages\/alumnus\/AlumnusPages\.tsx$/,
  '/alumnus/submit': /^src\/pages\/alumnus\/SubmitPage\.tsx$/,
  '/download': /^src\/pages\/download\/DownloadPage\.tsx$/,
  '/exchange': /^src\/pages\/exchange\/ExchangePages\.tsx$/,
  // Pages of their own chunk under a feature's path (the server picks the longest route that starts the path):
  // drawn by the server (a visitor's event page, a member's own pages), they come with their own stylesheets.
  '/exchange/message': /^src\/pages\/exchange\/message\/MessagePage\.tsx$/,
  '/exchange/edit': /^src\/pages\/exchange\/EditPage\.tsx$/,
  '/work': /^src\/pages\/work\/JobPages\.tsx$/,
  '/work/record': /^src\/pages\/work\/RecordPage\.tsx$/,
  '/work/vitae': /^src\/pages\/work\/vitae\/VitaePages\.ts$/,
  '/reservation': /^src\/pages\/reservation\/ReservationPages\.tsx$/,
  '/reservation/activity': /^src\/pages\/reservation\/ActivityPages\.tsx$/,
  '/reservation/record': /^src\/pages\/reservation\/ActivityPages\.tsx$/,
  '/register': /^src\/pages\/register\/RegisterPage\.tsx$/,
  '/member': /^src\/pages\/member\/MemberPage\.tsx$/,
  '/setting': /^src\/pages\/setting\/SettingPages\.tsx$/,
  '/notifications': /^src\/pages\/notifications\/NotificationsPage\.tsx$/,
  '/phone': /^src\/pages\/activity\/ActivityPage\.tsx$/,
  '/terms.html': /^src\/pages\/legal\/LegalPage\.tsx$/,
  '/privacy.html': /^src\/pages\/legal\/LegalPage\.tsx$/,
  '/static': /^src\/pages\/association\/AssociationPages\.tsx$/,
};

/**
 * Namespaces the i18n module does not load at start (components/i18n/index.ts): those named in
 * LAZY_NAMESPACES and every catalog folder whose name starts with one of LAZY_PREFIXES.
 */
export function lazyNamespaces(webRoot) {
  const dir = path.join(webRoot, 'src/components/i18n');
  const source = fs.readFileSync(path.join(dir, 'index.ts'), 'utf8');
  const quoted = (name) =>
    [
      ...(source.match(new RegExp(`${name}\\s*=\\s*(?:new Set\\()?\\[([^\\]]*)\\]`))?.[1] ?? '').matchAll(/'([^']+)'/g),
    ].map((m) => m[1]);
  const prefixes = quoted('LAZY_PREFIXES');
  const folders = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  return new Set([...quoted('LAZY_NAMESPACES'), ...folders.filter((f) => prefixes.some((p) => f.startsWith(p)))]);
}

/**
 * The first load as manifest keys, in parts: { entry, App, catalogs, page } per language and
 * route. Throws when the manifest no longer has the shape this expects (a renamed module).
 */
export function firstLoadParts(manifest, lazy, lang, route = '/') {
  const keys = Object.keys(manifest);
  const find = (re) => keys.filter((k) => re.test(k));
  const one = (re, what) => {
    const hit = find(re);
    if (hit.length !== 1)
      throw new Error(`first-load: expected one manifest entry for ${what} (${re}), found ${hit.length}`);
    return hit[0];
  };
  return {
    entry: [one(/^index\.html$/, 'the entry'), one(/src\/app\/start\.tsx$/, 'the start-up')],
    App: [one(/src\/app\/App\.tsx$/, 'App')],
    // Start-up catalogs are grouped per language ("_i18n-<lang>-<hash>.js"); separate files otherwise.
    catalogs: find(new RegExp(`components/i18n/([^/]+)/${lang}\\.json$|^_i18n-${lang}-[\\w-]+\\.js$`)).filter(
      (k) => !lazy.has(k.split('/').at(-2)),
    ),
    page: [
      one(ROUTE_PAGES[route], `the page of ${route}`),
      ...(LIGHT_ROUTES.has(route) ? [] : [one(ANTD_CONFIG, "antd's provider")]),
    ],
  };
}

/** The JavaScript files (and CSS files) of manifest keys with all their static imports. */
export function closure(manifest, starts, files = new Set(), css = new Set()) {
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const k of starts) visit(k);
  return { files, css };
}

/**
 * first-load.json for the server: per language the files every public page needs (App,
 * catalogs) and per route prefix the page chunk's files, each minus what index.html already loads.
 */
export function preloadPlan(manifest, lazy) {
  const inHtml = closure(manifest, ['index.html']);
  const minus = ({ files, css }) => ({
    js: [...files].filter((f) => f.endsWith('.js') && !inHtml.files.has(f)),
    css: [...css].filter((f) => !inHtml.css.has(f)),
  });
  const languages = {};
  for (const lang of LANGUAGES) {
    const p = firstLoadParts(manifest, lazy, lang);
    languages[lang] = minus(closure(manifest, [...p.entry, ...p.App, ...p.catalogs]));
  }
  const routes = {};
  for (const route of Object.keys(ROUTE_PAGES)) {
    const parts = firstLoadParts(manifest, lazy, 'zh_CN', route).page;
    const page = minus(closure(manifest, parts));
    // What the server renderer draws beyond the page chunk: its lazy parts, which the browser fetches
    // (with their CSS) only when the app renders them.
    const drawn = closure(manifest, lazyParts(manifest, parts[0])).css;
    const lazyCss = [...drawn].filter((f) => !inHtml.css.has(f) && !page.css.includes(f));
    routes[route] = { ...page, lazyCss };
  }
  // A page drawn for a signed-in member has the header's member tools (messages, notifications: lazy parts of
  // the header), whose stylesheets the browser would fetch only when the app draws them.
  const memberParts = Object.keys(manifest).filter((k) => MEMBER_HEADER.test(k));
  const member = { css: [...closure(manifest, memberParts).css].filter((f) => !inHtml.css.has(f)) };
  return { languages, routes, member };
}

/** The header's parts drawn only for a signed-in member (components/layout/Header.tsx). */
const MEMBER_HEADER = /^src\/components\/(notifications\/NotificationBell|messages\/MessageBadge)\.tsx$/;

/**
 * The lazy parts of a page module (React.lazy over its own modules: the home page's lower sections),
 * and theirs in turn, as manifest keys. The server renderer (entry-server.tsx) waits for every lazy
 * part it meets and draws it whole, so a server-drawn page must link their stylesheets itself: without
 * them the home page's alumni stories came unstyled until the app loaded that part (issue 27). Only
 * what the page's own modules import lazily: the app's lazy pages and dialogs are not drawn with it.
 */
export function lazyParts(manifest, pageKey) {
  const parts = new Set();
  const visit = (key) => {
    for (const dep of manifest[key]?.dynamicImports ?? []) {
      if (parts.has(dep) || !manifest[dep]?.src?.startsWith('src/')) continue;
      parts.add(dep);
      visit(dep);
    }
  };
  visit(pageKey);
  return [...parts];
}

/**
 * The few catalog texts the server's HTML shell of /news and an article writes before any JavaScript
 * runs (apps/server/src/platform/web-shell.ts), per language, keyed "namespace:key"; plural keys come
 * with their suffixed forms ("content:card.views_one", "..._other").
 */
export const SHELL_TEXT_KEYS = [
  'layout:breadcrumb.home',
  'pages:frames.news.title',
  'pages:frames.newsText.title',
  'pages:frames.newsVideo.title',
  'content:card.video',
  'content:card.views',
  'content:languages.zh_CN',
  'content:languages.km_KH',
  'content:languages.en_US',
  'content:fallback.notice',
  'content:fallback.readIn',
];

export function shellText(webRoot) {
  const text = {};
  for (const lang of LANGUAGES) {
    const out = (text[lang] = {});
    for (const name of SHELL_TEXT_KEYS) {
      const [ns, key] = name.split(':');
      const catalog = JSON.parse(fs.readFileSync(path.join(webRoot, `src/components/i18n/${ns}/${lang}.json`), 'utf8'));
      const parts = key.split('.');
      const parent = parts.slice(0, -1).reduce((o, k) => o?.[k], catalog);
      const last = parts.at(-1);
      let found = false;
      for (const [k, v] of Object.entries(parent ?? {})) {
        if ((k === last || k.startsWith(`${last}_`)) && typeof v === 'string') {
          out[`${ns}:${parts.slice(0, -1).concat(k).join('.')}`] = v;
          found = true;
        }
      }
      if (!found) throw new Error(`first-load: no text ${name} in ${lang}; update SHELL_TEXT_KEYS`);
    }
  }
  return text;
}
