import { APP_FILES } from '@acsc/shared';

/**
 * Registers the service worker (src/sw/sw.ts), loaded by the entry after the page's load event so that
 * nothing of it competes with the first paint. Then it tells the worker the page's language (for the
 * offline page) and which pages the reader opens: the page this load opened when no worker served it
 * yet, and each page opened inside the app (the Navigation API's entry changes; browsers without it keep
 * the pages loaded whole), so that they open again without a connection.
 */
export async function registerServiceWorker(): Promise<void> {
  const sw = navigator.serviceWorker;
  const servedByWorker = Boolean(sw.controller);
  try {
    await sw.register(APP_FILES.serviceWorker, { scope: '/', updateViaCache: 'none' });
  } catch {
    // No worker (a private window, a browser that blocks it): the site works as it does without one.
    return;
  }
  const registration = await sw.ready;
  const post = (message: object) => (sw.controller ?? registration.active)?.postMessage(message);
  const lang = document.documentElement.dataset.lang;
  if (lang) post({ type: 'language', lang });
  let kept = servedByWorker ? window.location.href : '';
  const keep = () => {
    if (window.location.href === kept) return;
    kept = window.location.href;
    post({ type: 'keep', url: kept });
  };
  keep();
  (window as { navigation?: EventTarget }).navigation?.addEventListener('currententrychange', keep);
}
