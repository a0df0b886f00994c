import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import type { Language } from '@acsc/shared';
import { isKnownPath, routes } from './app/routes.js';
import { AppFrame } from './app/AppFrame.js';
import { initAllCatalogs } from './components/i18n/index.js';
import { serverRender } from './components/ssr.js';

/*
 * The server's renderer (built by `vite build --ssr` into dist-ssr, loaded by the server's
 * platform/web-page.ts): a public page drawn by the app's own components from the reads the server
 * inlines, so the browser hydrates what it shows instead of drawing it again (app/start.tsx).
 */
const handler = createStaticHandler(routes);

/** Whether the app has a page at this path: the server answers the others 404, with the 404 page drawn here. */
export const knows = isKnownPath;
/** React's mark of a Suspense boundary the server did not finish (pending or left to the client). */
const UNFINISHED = /<!--\$[?!]-->/;

/**
 * The HTML inside #root for `url` (path and query) in `lang`, with the reads the page's queries take
 * from the boot data; null when the route redirects. Throws when a component fails: the server then
 * sends the page with its plain shell and the browser draws it.
 */
export function render(
  url: string,
  lang: Language,
  data: Record<string, unknown>,
  origin: string,
): Promise<string | null> {
  // One render at a time: the catalogs and serverRender are the module's, and a render in another
  // language must not switch them while this one waits for its route's chunks.
  const run = queue.then(() => renderOne(url, lang, data, origin));
  queue = run.catch(() => undefined);
  return run;
}
let queue: Promise<unknown> = Promise.resolve();

async function renderOne(
  url: string,
  lang: Language,
  data: Record<string, unknown>,
  origin: string,
): Promise<string | null> {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // The language's start-up catalogs (module imports, loaded once per language, then cached by the import).
  await initAllCatalogs(lang);
  Object.assign(serverRender, { lang, data, url, origin: origin || undefined });
  try {
    const page = () => (
      <AppFrame client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppFrame>
    );
    let html = renderToString(page());
    // A lazy part not loaded yet (the home page's lower sections, the first time) would be left to the
    // browser: load it (prerender waits for every lazy part), then draw the page again, whole.
    if (UNFINISHED.test(html)) {
      const { prelude } = await prerenderToNodeStream(page());
      for await (const _chunk of prelude);
      html = renderToString(page());
      if (UNFINISHED.test(html)) throw new Error(`server rendering of ${url} left a part to the browser`);
    }
    return html;
  } finally {
    for (const key of Object.keys(serverRender) as Array<keyof typeof serverRender>) delete serverRender[key];
  }
}
