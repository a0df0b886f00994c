import { useEffect, useState } from 'react';
import Cookies from 'js-cookie';
import { emit } from '../events.js';
import { COOKIE_NAMES, DEFAULT_LANGUAGE, LIMITS, STORAGE_KEYS, parseLanguage, type Language } from '@acsc/shared';
import { i18n } from './translate.js';
import { isServer, serverRender } from '../ssr.js';

export { Trans, i18n, useTranslation, type TFunction } from './translate.js';

/**
 * Catalogs live beside this file, one folder per area (common/, auth/, ...), each with zh_CN.json,
 * km_KH.json and en_US.json holding the same keys. Only the current language is downloaded.
 */
type Catalog = () => Promise<{ default: Record<string, unknown> }>;
// The console's catalogs (admin/, admin-<feature>/) are not even listed here: their loaders live in the
// console's chunk (admin/catalogs.ts adds them), which keeps some sixty import stubs out of the entry.
const catalogs: Record<string, Catalog> = import.meta.glob<{ default: Record<string, unknown> }>([
  './*/*.json',
  '!./admin*/*.json',
]);
/**
 * Texts only some pages or dialogs read, fetched by them, not on every first load: the agreements, sign-in
 * and register (components/auth/texts.ts), the settings pages (pages/setting/routes.ts), the app download page, the footer and the support chat (footer, support), notifications, members' pages, the privacy settings, the exchange pages, private messages, the report dialog.
 */
const LAZY_NAMESPACES = new Set([
  'legal',
  'admin',
  'auth',
  'setting-account',
  'download',
  'footer',
  'notifications',
  'member',
  'privacy',
  'exchange',
  'messages',
  'report',
  'reservation',
  'work',
  'support',
  'alumni-cert',
  'vitae',
]);
/** The staff console's per-feature catalogs (admin-news, admin-media, ...) load with the console, never at start. */
const LAZY_PREFIXES = ['admin-'];
const isLazy = (ns: string) => LAZY_NAMESPACES.has(ns) || LAZY_PREFIXES.some((p) => ns.startsWith(p));

/** The language of this page load: ?lang= (shared links), then the stored choice, then the cookie, then zh_CN. */
export function currentLanguage(): Language {
  if (isServer) return serverRender.lang ?? DEFAULT_LANGUAGE;
  const fromQuery = new URLSearchParams(window.location.search).get('lang');
  if (fromQuery) return parseLanguage(fromQuery);
  return parseLanguage(
    localStorage.getItem(STORAGE_KEYS.language) ?? Cookies.get(COOKIE_NAMES.language) ?? DEFAULT_LANGUAGE,
  );
}

export async function initI18n(lang: Language) {
  const resources: Record<string, Record<string, unknown>> = {};
  await Promise.all(
    Object.entries(catalogs)
      .filter(([file]) => file.endsWith(`/${lang}.json`) && !isLazy(file.split('/')[1]))
      .map(async ([file, load]) => {
        const ns = file.split('/')[1];
        resources[ns] = (await load()).default;
      }),
  );
  i18n.init(lang, resources);
  if (isServer) return i18n;
  document.documentElement.lang = { zh_CN: 'zh-CN', km_KH: 'km', en_US: 'en' }[lang];
  document.documentElement.dataset.lang = lang;
  return i18n;
}

/** The server renderer's catalogs: every public one of the language, the lazy ones too (a page it draws may use any). */
export async function initAllCatalogs(lang: Language) {
  await initI18n(lang);
  await Promise.all(
    Object.keys(catalogs)
      .filter((file) => file.endsWith(`/${lang}.json`) && isLazy(file.split('/')[1]))
      .map((file) => loadNamespace(file.split('/')[1])),
  );
}

/** Makes more catalogs loadable by loadNamespace (keys as here: './<namespace>/<language>.json'). */
export function addCatalogs(more: Record<string, Catalog>) {
  Object.assign(catalogs, more);
}

/** Loads a lazy namespace of the current language (idempotent, one download however many ask at once); pages call it before using its keys. */
const loading = new Map<string, Promise<void>>();
export function loadNamespace(ns: string): Promise<void> {
  const lang = i18n.language;
  if (i18n.hasResourceBundle(lang, ns)) return Promise.resolve();
  const load = catalogs[`./${ns}/${lang}.json`];
  if (!load) return Promise.reject(new Error(`no catalog ${ns}/${lang}`));
  let pending = loading.get(ns);
  if (!pending) {
    pending = load()
      .then((m) => i18n.addResourceBundle(lang, ns, m.default))
      .finally(() => loading.delete(ns));
    loading.set(ns, pending);
  }
  return pending;
}

/** For a component inside a page that does not load its lazy namespace itself: false until it is there. */
export function useNamespaceReady(ns: string): boolean {
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(i18n.language, ns));
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadNamespace(ns).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ns, ready]);
  return ready;
}

/** Spec section 4: set locale, cookie (7 days) and storage, emit language-change, then reload after 500 ms. */
export function changeLanguage(lang: Language) {
  localStorage.setItem(STORAGE_KEYS.language, lang);
  Cookies.set(COOKIE_NAMES.language, lang, { expires: LIMITS.languageCookieSeconds / 86_400, path: '/' });
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    window.history.replaceState(window.history.state, '', url);
  }
  emit('language-change', { language: lang });
  window.setTimeout(() => window.location.reload(), LIMITS.languageReloadDelayMs);
}
