import type { Language, UserInfo } from '@acsc/shared';

/**
 * Server rendering (entry-server.tsx draws /, /news and an article with the app's own components; the
 * browser hydrates that HTML, see app/start.tsx). While one page renders on the server, `serverRender`
 * holds what the browser would read from its location and the page: the language, the inlined reads, the
 * path and the site's public address. Renders run one at a time (entry-server.tsx), so one render reads them.
 */
export const isServer = typeof window === 'undefined';
export const serverRender: {
  lang?: Language;
  data?: Record<string, unknown>;
  url?: string;
  origin?: string;
  /**
   * The server's public read of an API GET (path with its ids filled in, query parameters): what the
   * app's queries call instead of fetch while a page is drawn (components/api/http.ts).
   */
  read?: ServerRead;
  /**
   * The signed-in member a personal page is drawn for (platform/web.ts: the page is theirs alone, never
   * kept): the session module reads them as signed in, and `read` answers with their session.
   */
  member?: UserInfo;
} = {};

/** A public API read on the server: resolves with the envelope's data, rejects like the API would (not found, bad input). */
export type ServerRead = (path: string, params: Record<string, string>) => Promise<unknown>;

/** The page's address: the browser's location, or the page being rendered on the server. */
export function currentUrl(): URL {
  return isServer
    ? new URL(serverRender.url ?? '/', serverRender.origin ?? 'http://localhost')
    : new URL(window.location.href);
}

/**
 * True when the page in #root was drawn by the server renderer (not the plain HTML shell): for a visitor
 * ('1'), or for the signed-in member whose cookie came with the request ('member').
 */
export const serverDrawn = () => {
  const ssr = isServer ? undefined : document.getElementById('root')?.dataset.ssr;
  return ssr === '1' || ssr === 'member';
};
