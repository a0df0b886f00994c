import { currentLanguage } from '../i18n/index.js';

/**
 * API reads the server inlined into the page (#boot-data, see the server's platform/web.ts), so the
 * first render has its data without another round trip. Each is handed out once (later reads go to
 * the API) and only when it was read in the page's language (the server guesses it from ?lang= and the
 * cookie; local storage can disagree).
 */
let boot: { lang: string; data: Record<string, unknown> } | null | undefined;

/** The key of a read with query parameters, in the order the caller gives them (the server builds the same). */
export const bootKey = (apiPath: string, params: Record<string, string | number>) => `${apiPath}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

export function takeBootData<T>(apiPath: string): T | undefined {
  if (boot === undefined) {
    try {
      boot = JSON.parse(document.getElementById('boot-data')?.textContent || 'null');
    } catch {
      boot = null;
    }
  }
  if (!boot || boot.lang !== currentLanguage() || !(apiPath in boot.data)) return undefined;
  const value = boot.data[apiPath] as T;
  delete boot.data[apiPath];
  return value;
}
