/**
 * The service worker's caches (src/sw/sw.ts), named here because the page deletes some of them itself.
 *
 * - `acsc-assets`: the build's hashed files (and the app icons): the shell it stores when it installs,
 *   and every script, stylesheet and font a page loads after. Nothing in it belongs to anyone.
 * - the reading trail: the pages a reader opened (`acsc-pages-<language>`), the public reads their
 *   pages made as a visitor (`acsc-reads`) and the pictures they showed (`acsc-media`). None holds a
 *   member's data (the worker never stores an answer to a request with a member's token, nor one marked
 *   private), but together they say what was read on this device: a sign-out deletes them.
 * - `acsc-state`: the reader's language, for the offline page.
 */
export const CACHES = {
  assets: 'acsc-assets',
  pagesPrefix: 'acsc-pages-',
  reads: 'acsc-reads',
  media: 'acsc-media',
  state: 'acsc-state',
} as const;

export const pagesCache = (lang: string) => `${CACHES.pagesPrefix}${lang}`;

/** The caches that hold the reading trail of whoever used the site on this device. */
export const isTrailCache = (name: string) =>
  name.startsWith(CACHES.pagesPrefix) || name === CACHES.reads || name === CACHES.media;

/**
 * Deletes the reading trail (a sign-out, an ended session): the next person on this device finds
 * nothing of what was read before. The start page is kept again at once (online: it is a sign-out), so
 * the installed app still opens without a connection.
 */
export async function forgetReadingTrail(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter(isTrailCache).map((name) => caches.delete(name)));
  navigator.serviceWorker?.controller?.postMessage({ type: 'keep', url: '/' });
}
