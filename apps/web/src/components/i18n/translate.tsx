import {
  Fragment,
  cloneElement,
  createElement,
  isValidElement,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';

/**
 * The app's translation functions (issue 8: i18next and react-i18next were 13.4 KB of every first load;
 * this offers the part of their API the app uses, in well under 1 KB). One language per page load (a
 * change of language reloads the page, see index.ts), so the store holds one language's catalogs:
 * namespace -> nested texts. What it supports, as i18next does:
 * - `t('a.b')` looks the dotted path up in the hook's namespace; `t('ns:a.b')` or `{ ns }` in another;
 *   with several namespaces and `{ nsMode: 'fallback' }` the first that has the key wins;
 * - `{{name}}` (also `{{a.b}}`) takes the option's value; a missing value leaves the placeholder;
 * - `{ count }` picks `key_one` / `key_other` ... by the language's plural rules, then the plain key;
 * - `{ defaultValue }` when the key is missing (else the key itself), `{ returnObjects: true }` for a subtree;
 * - `<Trans t i18nKey components={{ tag: <a /> }} />` for texts with `<tag>...</tag>` markup.
 * A component's `useTranslation` re-renders it, with a new `t`, when texts of one of its namespaces
 * arrive later (a lazy catalog added after its first render), so nothing stays shown as a bare key.
 */
type Tree = Record<string, unknown>;
export type TOptions = {
  ns?: string | readonly string[];
  count?: number;
  defaultValue?: string;
  returnObjects?: boolean;
  [value: string]: unknown;
};
export type TFunction = {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
};

const store: Record<string, Tree> = {};
let language = 'zh_CN';
let plurals: Intl.PluralRules | undefined;

const locale = (lang: string) => lang.replace('_', '-');

function find(ns: string, key: string): unknown {
  let node: unknown = store[ns];
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

function interpolate(value: unknown, options: TOptions | undefined): unknown {
  if (typeof value === 'string') {
    if (!options || !value.includes('{{')) return value;
    return value.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (match, path: string) => {
      let v: unknown = options;
      for (const part of path.split('.')) v = v && typeof v === 'object' ? (v as Tree)[part] : undefined;
      return v === undefined || v === null ? match : String(v);
    });
  }
  if (Array.isArray(value)) return value.map((v) => interpolate(v, options));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v, options)]));
  return value;
}

/** The text (or, with returnObjects, the subtree) the key names, before interpolation; undefined when missing. */
function lookup(namespaces: readonly string[], key: string, options?: TOptions): unknown {
  let nss = options?.ns === undefined ? namespaces : typeof options.ns === 'string' ? [options.ns] : options.ns;
  const colon = key.indexOf(':');
  if (colon > 0) {
    nss = [key.slice(0, colon)];
    key = key.slice(colon + 1);
  }
  const keys = [key];
  if (typeof options?.count === 'number') {
    plurals ??= new Intl.PluralRules(locale(language));
    keys.unshift(`${key}_${plurals.select(options.count)}`);
  }
  for (const ns of nss) {
    for (const k of keys) {
      const found = find(ns, k);
      if (typeof found === 'string' || (options?.returnObjects && found && typeof found === 'object')) return found;
    }
  }
  return undefined;
}

function translate(namespaces: readonly string[], key: string, options?: TOptions): unknown {
  return interpolate(
    lookup(namespaces, key, options) ?? options?.defaultValue ?? key.slice(key.indexOf(':') + 1),
    options,
  );
}

/**
 * Per namespace, a stamp that changes whenever its texts change (added, merged, replaced at init), and
 * who listens: useTranslation re-renders its component when a namespace it reads changes, so a page that
 * rendered before its lazy catalog arrived shows the texts once it is there (not the keys for good).
 */
const stamps: Record<string, number> = {};
let nextStamp = 1;
const listeners = new Set<() => void>();
function changed(namespaces: Iterable<string>) {
  for (const ns of namespaces) stamps[ns] = nextStamp++;
  for (const listener of [...listeners]) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
/** What the texts of these namespaces are now: equal strings, same texts. */
const stampOf = (namespaces: readonly string[]) =>
  namespaces.map((ns) => (ns in store ? (stamps[ns] ?? 0) : -1)).join(' ');

const fixed = new Map<string, { stamp: string; t: TFunction }>();
/**
 * A t bound to namespaces (the first is the default; with `fallback` each is tried in turn). Cached: one
 * identity per namespaces while their texts stay the same, a new one after they change (as react-i18next
 * gives a new t when its store changes), so `useMemo(..., [t])` and effects keyed on t see new texts too.
 */
function fixedT(namespaces: readonly string[], fallback = false): TFunction {
  const nss = fallback ? namespaces : namespaces.slice(0, 1);
  const id = nss.join('\n');
  const stamp = stampOf(nss);
  let entry = fixed.get(id);
  if (!entry || entry.stamp !== stamp) {
    entry = { stamp, t: ((key: string, options?: TOptions) => translate(nss, key, options)) as TFunction };
    fixed.set(id, entry);
  }
  return entry.t;
}

export const i18n = {
  get language() {
    return language;
  },
  /** Starts a page load's language with its start-up catalogs (replacing any earlier ones: tests). */
  init(lang: string, catalogs: Record<string, Tree>) {
    language = lang;
    plurals = undefined;
    const before = Object.keys(store);
    for (const ns of before) delete store[ns];
    Object.assign(store, catalogs);
    changed([...before, ...Object.keys(catalogs)]);
  },
  hasResourceBundle: (_lang: string, ns: string) => ns in store,
  /** Adds (merges) a namespace's texts; components that read it re-render. */
  addResourceBundle: (_lang: string, ns: string, texts: Tree) => {
    store[ns] = { ...store[ns], ...texts };
    changed([ns]);
  },
  exists: (key: string, options?: { ns?: string }) => lookup([options?.ns ?? 'common'], key) !== undefined,
  t: (key: string, options?: TOptions) => fixedT(['common'])(key, options),
  getFixedT: (_lang: null, ns: string | readonly string[]) => fixedT(typeof ns === 'string' ? [ns] : ns),
};

/**
 * react-i18next's hook, as the app uses it: no re-render on a language change (that reloads the page), a
 * re-render (and a new t) when texts of one of its namespaces are added, e.g. a lazy catalog that arrives
 * after the component first rendered.
 */
export function useTranslation(
  ns: string | readonly string[] = 'common',
  options?: { nsMode?: 'fallback' | 'default' },
) {
  const nss = typeof ns === 'string' ? [ns] : ns;
  useSyncExternalStore(
    subscribe,
    () => stampOf(nss),
    () => stampOf(nss),
  );
  return { t: fixedT(nss, options?.nsMode === 'fallback'), i18n };
}

/** A text with `<tag>inner</tag>` parts rendered as the given elements (with the inner text as children). */
export function Trans({
  t,
  i18nKey,
  values,
  components,
}: {
  t: TFunction;
  i18nKey: string;
  values?: TOptions;
  components: Record<string, ReactElement>;
}) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  const tag = /<(\w+)>(.*?)<\/\1>/gs;
  let at = 0;
  for (const m of text.matchAll(tag)) {
    if (m.index > at) parts.push(text.slice(at, m.index));
    const el = components[m[1]];
    parts.push(isValidElement(el) ? cloneElement(el, { key: parts.length }, m[2]) : m[2]);
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return createElement(Fragment, null, ...parts);
}
