import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { QueryClient, dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { StyleProvider, createCache, extractStyle } from '@ant-design/cssinjs';
import type { Language, UserInfo } from '@acsc/shared';
import { isKnownPath, isPersonalPath, routes } from './app/routes.js';
import { AppFrame } from './app/AppFrame.js';
import { initAllCatalogs } from './components/i18n/index.js';
import { serverRender, type ServerRead } from './components/ssr.js';

/*
 * The server's renderer (built by `vite build --ssr` into dist-ssr, loaded by the server's
 * platform/web-page.ts): a public page drawn by the app's own components from the reads the server
 * inlines, so the browser hydrates what it shows instead of drawing it again (app/start.tsx).
 */
const handler = createStaticHandler(routes);

/** Whether the app has a page at this path: the server answers the others 404, with the 404 page drawn here. */
export const knows = isKnownPath;
/** Whether the server draws the path for a signed-in member with their own reads (never kept or shared). */
export const forMember = isPersonalPath;
/** React's mark of a Suspense boundary the server did not finish (pending or left to the client). */
const UNFINISHED = /<!--\$[?!]-->/;

/** A drawn page: the HTML inside #root, and what the browser's first render needs to draw the same. */
export interface Rendered {
  html: string;
  /** The reads the page's queries made (tanstack's dehydrated state): the app's query cache starts from them. */
  queries?: DehydratedState;
  /** antd's styles of the drawn components (antd writes them at run time): in the head, before the app starts. */
  css?: string;
  /** The frame of a page that needs the member: the layout with an empty content area. */
  frame?: boolean;
  /** A read the page needs failed (an unknown or hidden item: 404, a read the server does not give: 501): not drawn. */
  failed?: { status: number };
}

/** How many rounds of reads a page may take (a post, then its comments): each round draws the page again. */
const MAX_ROUNDS = 3;

/**
 * The HTML inside #root for `url` (path and query) in `lang`, with the reads the page's queries take
 * from the boot data; null when the route redirects. Throws when a component fails: the server then
 * sends the page with its plain shell and the browser draws it.
 *
 * With `read` (the server's public reads), any route is drawn: the page is drawn once, the reads its
 * queries asked for are made through `read` (the same API paths the app calls, as a visitor), and it is
 * drawn again with them, until no query waits. A login route draws its frame (RequireLogin).
 */
export function render(
  url: string,
  lang: Language,
  data: Record<string, unknown>,
  origin: string,
): Promise<string | null>;
export function render(
  url: string,
  lang: Language,
  data: Record<string, unknown>,
  origin: string,
  read: ServerRead,
  member?: UserInfo,
): Promise<Rendered | null>;
export function render(
  url: string,
  lang: Language,
  data: Record<string, unknown>,
  origin: string,
  read?: ServerRead,
  member?: UserInfo,
): Promise<string | Rendered | null> {
  // One render at a time: the catalogs and serverRender are the module's, and a render in another
  // language must not switch them while this one waits for its route's chunks.
  const run = queue.then(() => renderOne(url, lang, data, origin, read, member));
  queue = run.catch(() => undefined);
  return run;
}
let queue: Promise<unknown> = Promise.resolve();

/** Whether a query would run in the browser (not switched off by its `enabled`). */
const enabled = (q: Query) => {
  const e = (q.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof e === 'function' ? e(q) !== false : e !== false;
};

async function renderOne(
  url: string,
  lang: Language,
  data: Record<string, unknown>,
  origin: string,
  read?: ServerRead,
  member?: UserInfo,
): Promise<string | Rendered | null> {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // The language's start-up catalogs (module imports, loaded once per language, then cached by the import).
  await initAllCatalogs(lang);
  // With `member`, a personal page drawn for them: `read` answers with their session (platform/web.ts).
  Object.assign(serverRender, { lang, data, url, origin: origin || undefined, read, member });
  try {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    let styles = createCache();
    const page = () => {
      styles = createCache();
      return (
        <StyleProvider cache={styles}>
          <AppFrame client={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppFrame>
        </StyleProvider>
      );
    };
    let html = renderToString(page());
    // A lazy part not loaded yet (the home page's lower sections, the first time) would be left to the
    // browser: load it (prerender waits for every lazy part), then draw the page again, whole.
    const whole = async () => {
      if (!UNFINISHED.test(html)) return;
      const { prelude } = await prerenderToNodeStream(page());
      for await (const _chunk of prelude);
      html = renderToString(page());
    };
    await whole();
    let failed: Rendered['failed'];
    let notFoundParts = false;
    const hasParams = Object.values(context.matches.at(-1)?.params ?? {}).some((v) => v !== undefined && v !== '');
    for (let round = 0; read && round < MAX_ROUNDS; round++) {
      const waiting = client
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && enabled(q));
      if (!waiting.length) break;
      await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
      const errors = waiting.filter((q) => q.state.status === 'error');
      // A fixed page (no id in its path) whose part is not written yet (the association's sections) is
      // drawn as the app shows it, and kept; a page of an item that is not there (a made-up id, a hidden or
      // followers-only post) is not drawn.
      const status = (q: Query) => (q.state.error as { status?: number } | null)?.status ?? 500;
      if (errors.length && errors.every((q) => status(q) === 404) && !hasParams) {
        notFoundParts = true;
      } else if (errors.length) {
        failed = {
          status: Math.min(...errors.map((q) => (q.state.error as { status?: number } | null)?.status ?? 500)),
        };
        break;
      }
      html = renderToString(page());
      await whole();
    }
    if (UNFINISHED.test(html)) throw new Error(`server rendering of ${url} left a part to the browser`);
    if (!read) return html;
    const css = extractStyle(styles);
    // A page that needs the member (RequireLogin), drawn for a visitor: its frame, the app draws it at once.
    const frame =
      !member && context.matches.some((m) => (m.route.handle as { member?: boolean } | undefined)?.member === true);
    // The parts not found go with the page as errors, so the browser's first render draws them as the server did.
    const queries = dehydrate(client, notFoundParts ? { shouldDehydrateQuery: () => true } : undefined);
    return { html, queries, css: css || undefined, failed, frame };
  } finally {
    for (const key of Object.keys(serverRender) as Array<keyof typeof serverRender>) delete serverRender[key];
  }
}
