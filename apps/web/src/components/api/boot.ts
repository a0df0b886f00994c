import type { UserInfo } from '@acsc/shared';
import { currentLanguage } from '../i18n/index.js';
import { isServer, serverRender } from '../ssr.js';

/**
 * API reads the server inlined into the page (#boot-data, see the server's platform/web.ts), so the
 * first render has its data without another round trip. Each is handed out once (later reads go to
 * the API) and only when it was read in the page's language (the server guesses it from ?lang= and the
 * cookie; local storage can disagree).
 */
let boot:
  | { lang: string; origin?: string; data: Record<string, unknown>; queries?: unknown; member?: UserInfo }
  | null
  | undefined;

/** The key of a read with query parameters, in the order the caller gives them (the server builds the same). */
export const bootKey = (apiPath: string, params: Record<string, string | number>) =>
  `${apiPath}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

/**
 * The site's public address (the server's PUBLIC_URL) for links that leave the site (share links): the
 * server writes it into the boot data, so its HTML and the browser's render agree; else this origin.
 */
export function publicOrigin(): string {
  if (isServer) return serverRender.origin ?? 'http://localhost';
  readBoot();
  return boot?.origin || window.location.origin;
}

/** The language the server built the page in (its boot data), or null without boot data. */
export function bootLanguage(): string | null {
  readBoot();
  return boot?.lang ?? null;
}

function readBoot() {
  if (boot !== undefined) return;
  try {
    boot = JSON.parse(document.getElementById('boot-data')?.textContent || 'null');
  } catch {
    boot = null;
  }
}

export function takeBootData<T>(apiPath: string): T | undefined {
  if (isServer) return serverRender.data?.[apiPath] as T | undefined;
  readBoot();
  if (!boot || boot.lang !== currentLanguage() || !(apiPath in boot.data)) return undefined;
  const value = boot.data[apiPath] as T;
  delete boot.data[apiPath];
  return value;
}

/**
 * The reads of a page the server drew from its queries (entry-server.tsx: tanstack's dehydrated state,
 * the public window as a visitor sees it), once, when drawn in the page language; the app's query cache
 * starts from them (app/start.tsx).
 */
export function takeBootQueries(): unknown {
  readBoot();
  if (!boot?.queries || boot.lang !== currentLanguage()) return undefined;
  const queries = boot.queries;
  delete boot.queries;
  return queries;
}

/**
 * The member a personal page was drawn for (platform/web.ts, with the session cookie): the session starts
 * from them, so the app's first render is the page the server drew. Null on a visitor's page.
 */
export function bootMember(): UserInfo | null {
  if (isServer) return null;
  readBoot();
  return boot?.member?.userId ? boot.member : null;
}
