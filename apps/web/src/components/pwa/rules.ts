import { API_BASE, isLanguage, type Language } from '@acsc/shared';

/*
 * What the service worker (src/sw/sw.ts) does with a request and what it may store: pure functions, so
 * the rules that keep a member's data off the device are tested on their own (rules.test.ts).
 */

/**
 * - `page`: a page the reader opens (network first; offline: the copy kept in their language, else the
 *   offline page);
 * - `read`: a public API read (network first; offline: the copy kept, if any);
 * - `asset`: a hashed build file or an app icon (cache first: its name changes with its content);
 * - `media`: an uploaded picture (cache first: media paths are never reused);
 * - null: the worker stays out of it and the browser does what it does without one.
 */
export type Route = 'page' | 'read' | 'asset' | 'media' | null;

export interface RequestLike {
  method: string;
  url: string;
  mode: string;
  headers: Headers;
}

export function routeOf(request: RequestLike, origin: string): Route {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  // A member's call carries their token: it never passes through the worker, so no answer meant for
  // one member can be stored on the device (or served to the next person who uses it).
  if (request.headers.has('authorization')) return null;
  // Parts of a video or a document: the browser's own range handling.
  if (request.headers.has('range')) return null;
  const path = url.pathname;
  if (path.startsWith(`${API_BASE}/`)) return 'read';
  if (request.mode === 'navigate') return isPagePath(path) ? 'page' : null;
  if (path.startsWith('/assets/') || path.startsWith('/icons/')) return 'asset';
  if (path.startsWith('/media/')) return 'media';
  return null;
}

/** Paths whose HTML is a page of the web app (not the API, a file, the uploads or a feed). */
export function isPagePath(path: string): boolean {
  return (
    !/^\/(prod-api|assets|icons|media|rss)(\/|$)/.test(path) && !/\.(xml|txt|webmanifest|js|png|svg|ico)$/.test(path)
  );
}

const cacheControl = (response: Response) => (response.headers.get('cache-control') ?? '').toLowerCase();
const forOneReader = (response: Response) => /\b(private|no-store)\b/.test(cacheControl(response));

/** A read the server marked public (shareable by any cache), answered in full. */
export function isPublicRead(response: Response): boolean {
  return response.status === 200 && /\bpublic\b/.test(cacheControl(response)) && !forOneReader(response);
}

/** The language the server drew a page in (its Content-Language, e.g. km-KH), or null. */
export function languageOfPage(response: Response): Language | null {
  const code = (response.headers.get('content-language') ?? '').trim().replace('-', '_');
  return isLanguage(code) ? code : null;
}

/**
 * A page the worker may keep for offline reading: a whole HTML page, in a known language, that the
 * server did not mark as one reader's (a member's own pages and the console are `private`), reached
 * without a redirect (kept under its own address, it would show another page).
 */
export function isKeepablePage(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.redirected &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !forOneReader(response) &&
    languageOfPage(response) !== null
  );
}

/** An uploaded picture to keep: a whole public image. */
export function isKeepablePicture(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('image/') &&
    !forOneReader(response)
  );
}

/** The key of a kept page: its address without `?lang=` (the language is the cache's) and without the fragment. */
export function pageKey(url: URL): string {
  const key = new URL(url.href);
  key.searchParams.delete('lang');
  key.hash = '';
  return key.href;
}

/** The language a shared link asks for (?lang=), as the server reads it first. */
export function askedLanguage(url: URL): Language | null {
  const lang = url.searchParams.get('lang');
  return isLanguage(lang) ? lang : null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * What a kept page is called in the offline page's list: its first heading where the server drew one
 * (an article's title, a section's name), else its <title>; as text, character references decoded.
 */
export function titleOf(html: string): string {
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]*>/g, ' ');
  return decode(heading?.trim() ? heading : (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''));
}

function decode(raw: string): string {
  return raw
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
      if (ref[0] !== '#') return ENTITIES[ref.toLowerCase()] ?? whole;
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
