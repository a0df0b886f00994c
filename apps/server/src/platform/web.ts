import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_BASE, APP_FILES, COOKIE_NAMES, DEFAULT_LANGUAGE, LIMITS, isLanguage, type Language } from '@acsc/shared';
import type { Database } from './db.js';
import { sendApiNotFound } from './envelope.js';
import { PageCache, preparePage, type PageEntry } from './page-cache.js';
import { redisSharedPages } from './page-shared.js';
import { createPredraw, type Predraw } from './page-predraw.js';
import { contentVersionReader } from './read-cache.js';
import { createSsrWorker } from './ssr-worker.js';
import { pageMember } from './web-member.js';
import {
  createPageBuilder,
  pageInput,
  pageKey,
  type HeadRenderer,
  type PageInput,
  type PageReads,
} from './web-page.js';
import type { PageReadMap } from './page-reads.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The page HTML's cache and its drawing ahead (tests and the bench look at them). */
    pages: { cache: PageCache; predraw: Predraw };
  }
}

export type { HeadRenderer, PageHooks, PageReads } from './web-page.js';
export { pageRead, type PageRead, type PageReadMap } from './page-reads.js';

/** The page language: ?lang=, else the language cookie, else zh_CN (the web app decides the same way). */
export function pageLanguage(request: FastifyRequest): Language {
  const q = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLanguage(q)) return q;
  const c = request.cookies?.[COOKIE_NAMES.language];
  return isLanguage(c) ? c : DEFAULT_LANGUAGE;
}

/**
 * Pages only a signed-in member or the staff open (the web app's login routes, the console): their
 * HTML is built for each request and never kept or shared. No page's HTML holds anything of the
 * visitor's session (the builder is not given the request), so this is a second fence, not the first.
 */
const PRIVATE_PAGES =
  /^\/(admin|setting|notifications)(\/|$)|^\/alumnus\/submit|^\/exchange\/(edit|message|user)|^\/reservation\/record|^\/work\/(record|vitae)/;
/**
 * The member-only routes among them: drawn for a visitor (or for a member past MEMBER_PAGES_AT_ONCE) each is the
 * frame the app draws at once, which holds nothing of anyone, so it is kept like a public page: drawn per
 * request it had waited behind the members' pages in the renderer's queue (p50 0.9 s at 50 members at once).
 */
const FRAME_PAGES =
  /^\/(setting|notifications)(\/|$)|^\/alumnus\/submit|^\/exchange\/(edit|message)(\/|$)|^\/reservation\/record|^\/work\/(record|vitae)/;
/** The exchange's pages: they show what its own freshness counter follows (modules/exchange/feed.ts). */
const EXCHANGE_PAGES = /^\/exchange(\/|$)/;
/** The reservation pages: places left follow the reservations' counter (modules/reservation/reads.ts). */
const RESERVATION_PAGES = /^\/(reservation|phone\/activity)(\/|$)/;
/**
 * How long the start-up waits for the popular pages' drawing (app.ts gives the hooks 30 s): 1-3 s, the
 * renderer's loading most of it, but 5-7 s measured at a load average of 9 on two cores.
 */
const READY_WAIT_MS = 20_000;
/** Longer paths are not kept (nothing of the site is that long). */
const MAX_CACHED_PATH = 256;

export interface WebOptions {
  webDist: string;
  /** The site's public address (PUBLIC_URL): the server-drawn pages' share links. */
  publicUrl?: string;
  database: Database;
  now: () => Date;
  /** Byte cap of the page cache (HTML and its brotli and gzip copies). */
  pageCacheBytes: number;
  /**
   * Personal pages drawn for their member at once (MEMBER_PAGES_AT_ONCE). Each is drawn for each request
   * (/setting: about 240 ms of the renderer's thread, which draws one page at a time; /exchange about 100 ms),
   * so past this a member gets the visitor's page, kept and fast, which their app draws at once, as before
   * issue 30: at 50 members at once the drawn pages had all waited past 10 s (docs/benchmarks.md).
   */
  memberPagesAtOnce?: number;
  heads?: HeadRenderer[];
  reads?: Partial<PageReads>;
  /** The modules' public API reads by route path: what any other drawn page's queries read (page-reads.ts). */
  apiReads?: PageReadMap;
  /** With REDIS_URL: the processes share their page drawings (one draws a page per slot, page-shared.ts). */
  redisUrl?: string;
  redisPrefix?: string;
  /** Draw the popular and recently asked-for pages at start-up and ahead of each slot (page-predraw.ts). */
  predraw?: boolean;
}

/**
 * Serves the built web app: hashed assets with a one-year cache (brotli/gzip copies written by the
 * build are sent as they are), index.html (never cached) for every other path so the SPA's history
 * routing and its 404 page work. Unknown /prod-api paths get JSON.
 *
 * The HTML of a page also carries what its first render needs, so a phone on a slow network spends one
 * round trip where the import chain took five: modulepreload links for the App, the language's locale
 * and catalog chunks and the route's page chunk; the page's first API reads inlined as JSON
 * (#boot-data, used once by the web app when the language matches); the largest paint's image (the
 * home's first banner, /news's first cards, an article's cover) preloaded; and an HTML shell of the
 * page drawn from those reads (web-shell.ts), so that paint needs no JavaScript. Under a shell the
 * scripts load at low priority: the stylesheets and pictures it paints with come first (on HTTP/1.1 a
 * phone's six connections would otherwise share them with 30 script files).
 */
export async function registerWeb(app: FastifyInstance, opts: WebOptions) {
  const { webDist } = opts;
  const indexPath = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  const serviceWorkerFile = path.join(webDist, APP_FILES.serviceWorker);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Without this, @fastify/static's own "max-age=0" replaces the header set below.
      cacheControl: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        // The service worker: browsers compare it byte for byte on every check, so a new build reaches
        // installed apps at their next start instead of after an hour. Served from the root, its scope is
        // the whole site.
        else if (filePath === serviceWorkerFile) res.setHeader('cache-control', 'no-cache');
        else res.setHeader('cache-control', 'public, max-age=3600');
      },
    });
  }
  const logError = (err: unknown) => app.log.error({ err }, 'page read failed');
  const memberPagesAtOnce = opts.memberPagesAtOnce ?? 4;
  let drawingForMembers = 0;
  // The renderer draws in a worker thread: a drawing does not hold the other requests (ssr-worker.ts).
  const ssrPath = path.join(webDist, '../dist-ssr/entry-server.js');
  const worker = hasWeb && fs.existsSync(ssrPath) ? createSsrWorker(ssrPath, logError) : null;
  const buildPage = createPageBuilder(
    webDist,
    opts.publicUrl ?? '',
    opts.reads ?? {},
    opts.heads ?? [],
    logError,
    opts.apiReads,
    worker?.render,
  );
  const shared = opts.redisUrl ? redisSharedPages(opts.redisUrl, opts.redisPrefix ?? '') : undefined;
  const cache = new PageCache({ maxBytes: opts.pageCacheBytes, shared, log: logError });
  // A page is valid for one version of what it shows: the editorial content, and for the exchange's pages
  // the exchange's own counter too (a post hidden by a report, an edit: the visitor feed's freshness rule),
  // for the reservation pages the reservations' (places left).
  // Both only grow, so their sum changes whenever either does.
  const contentVersion = contentVersionReader(opts.database);
  const exchangeVersion = contentVersionReader(opts.database, 'exchange');
  const reservationVersion = contentVersionReader(opts.database, 'reservation');
  const version = async (p: PageInput) =>
    EXCHANGE_PAGES.test(p.pathname)
      ? (await contentVersion()) + (await exchangeVersion())
      : RESERVATION_PAGES.test(p.pathname)
        ? (await contentVersion()) + (await reservationVersion())
        : contentVersion();
  const predraw = createPredraw({ cache, version, build: buildPage, now: opts.now, log: logError });
  app.decorate('pages', { cache, predraw });
  if (hasWeb && opts.predraw)
    app.addHook('onReady', async () => {
      // The first visitor after start-up gets a drawn page (the renderer loaded, the popular pages drawn):
      // the server answers once they are, or after READY_WAIT_MS (they go on drawing; a request joins them).
      const t = Date.now();
      const started = predraw
        .start()
        .then(() => app.log.info({ ms: Date.now() - t, draws: cache.draws }, 'popular pages drawn at start-up'))
        .catch(logError);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([started, new Promise((r) => (timer = setTimeout(r, READY_WAIT_MS)))]);
      clearTimeout(timer);
    });
  // Nothing is drawn once the app closes (the database closes after).
  app.addHook('preClose', async () => {
    await predraw.stop();
  });
  app.addHook('onClose', async () => {
    await worker?.close();
    await shared?.close();
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    if (url === API_BASE || url.startsWith(API_BASE + '/') || url.startsWith(API_BASE + '?'))
      return sendApiNotFound(request, reply);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !hasWeb) return sendApiNotFound(request, reply);
    const pathname = url.split('?')[0];
    // A missing hashed asset must not answer HTML: the web app's chunk-reload logic relies on a failed load.
    if (pathname.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not found');
    const input = pageInput(pathname, (request.query ?? {}) as Record<string, unknown>, pageLanguage(request));
    // A shared link's ?lang= becomes the language of a visitor who has not chosen one (the language cookie,
    // 7 days, as the web app's switch sets it): the pages they open next by links that load them whole (a
    // server-drawn page before the app starts, or without JavaScript) stay in it. A chosen language stays.
    const asked = (request.query as Record<string, unknown> | undefined)?.lang;
    if (isLanguage(asked) && !isLanguage(request.cookies?.[COOKIE_NAMES.language])) {
      reply.setCookie(COOKIE_NAMES.language, asked, {
        path: '/',
        maxAge: LIMITS.languageCookieSeconds,
        sameSite: 'lax',
        // Over https (directly, or as the trusted proxy says in X-Forwarded-Proto) the browser keeps it to https.
        secure: request.protocol === 'https',
      });
    }
    const now = opts.now();
    // A signed-in member's personal page (their own pages, the exchange's feed and posts) is drawn for them
    // with their session, and is theirs alone: never kept, never shared (web-member.ts).
    const token = request.cookies?.[COOKIE_NAMES.accessToken];
    if (token && hasWeb && drawingForMembers < memberPagesAtOnce) {
      drawingForMembers++;
      try {
        const member =
          (await buildPage.forMember(pathname)) &&
          (await pageMember(app, token, request, input.lang).catch((e: unknown) => {
            logError(e);
            return null;
          }));
        if (member)
          return sendPage(
            request,
            reply,
            await preparePage(await buildPage(input, now, member)),
            false,
            input.lang,
            true,
          );
      } finally {
        drawingForMembers--;
      }
    }
    const kept = (!PRIVATE_PAGES.test(pathname) || FRAME_PAGES.test(pathname)) && pathname.length <= MAX_CACHED_PATH;
    let entry: PageEntry;
    if (kept) {
      const key = pageKey(input);
      entry = await cache.get(key, await version(input), now, () => buildPage(input, now));
      // A kept page is drawn ahead of the next slot (an unknown item's page is not kept, nor drawn ahead).
      if (cache.has(key)) predraw.seen(key, input);
    } else entry = await preparePage(await buildPage(input, now));
    return sendPage(request, reply, entry, kept, input.lang);
  });
}

/**
 * Sends a page as the client takes it (brotli, gzip or as is: copies made once per entry) with an
 * ETag per coding, or 304 when If-None-Match names the page. `no-cache`: a browser revalidates each
 * time (a language switch or a content edit shows at once), and mostly gets a 304. The HTML varies
 * with Accept-Encoding and, through the language cookie, with Cookie. HEAD sends the same headers
 * from the same entry, without a body.
 */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: PageEntry,
  shared: boolean,
  lang: Language,
  /** Drawn for the signed-in member: no copy is kept anywhere (a shared device's back button, a proxy). */
  personal = false,
) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const coding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
  const etag = coding ? `"${entry.hash}-${coding === 'br' ? 'br' : 'gz'}"` : `"${entry.hash}"`;
  reply
    .header('cache-control', personal ? 'private, no-store' : shared ? 'no-cache' : 'private, no-cache')
    .header('vary', 'accept-encoding, cookie')
    // The service worker files a page it keeps for offline reading under this language (apps/web/src/sw).
    .header('content-language', lang.replace('_', '-'))
    .header('etag', etag);
  const inm = request.headers['if-none-match'];
  // A 404 page is sent whole each time: "not modified" is for pages that exist.
  if (
    entry.status === 200 &&
    inm &&
    inm
      .split(',')
      .some((t) =>
        [`"${entry.hash}"`, `"${entry.hash}-br"`, `"${entry.hash}-gz"`].includes(t.trim().replace(/^W\//, '')),
      )
  )
    return reply.status(304).send();
  reply.status(entry.status).type('text/html; charset=utf-8');
  // @fastify/compress only hooks routes, and this handler is not one: the entry's own copies are sent.
  if (coding === 'br') return reply.header('content-encoding', 'br').send(entry.br);
  if (coding === 'gzip') return reply.header('content-encoding', 'gzip').send(entry.gzip);
  return reply.send(entry.html);
}
