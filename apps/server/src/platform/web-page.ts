import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  API,
  APP_FILES,
  LIMITS,
  apiPath,
  type ArticleDetail,
  type ArticleListItem,
  type ChannelListQuery,
  type Language,
  type NewsChannel,
} from '@acsc/shared';
import { AppError } from './errors.js';
import type { BuiltPage } from './page-cache.js';
import { NO_READ, pageReader, type PageReadMap } from './page-reads.js';
import {
  BANNER_SIZES,
  CARD_SIZES,
  COVER_SIZES,
  HTML_LANG,
  articleShell,
  esc,
  homeShell,
  layoutShell,
  newsListShell,
  translator,
  type HomeBanner,
  type ShellText,
  type Translate,
} from './web-shell.js';

/**
 * A page's own title and meta tags: the head, null for a path the renderer does not know, false for
 * an item page whose item does not exist or is hidden (that page is drawn but not cached).
 */
export type HeadRenderer = (pathname: string, lang: Language) => Promise<string | null | false>;

/**
 * The public reads a page inlines, each a module's service: the same data its API route answers,
 * read without a request in between. Modules give theirs through AppModule.pages.
 */
export interface PageReads {
  siteSettings(lang: Language): Promise<unknown>;
  home(lang: Language, now: Date): Promise<{ banners?: HomeBanner[] }>;
  newsChannels(lang: Language): Promise<NewsChannel[]>;
  channelArticles(q: ChannelListQuery, lang: Language, now: Date): Promise<{ list: ArticleListItem[] }>;
  articleDetail(id: number, lang: Language, now: Date): Promise<ArticleDetail>;
}

/** What a module exposes for the page HTML (AppModule.pages). */
export interface PageHooks {
  reads?: Partial<PageReads>;
  /**
   * The module's public API reads by route path (page-reads.ts): any page whose queries read only these
   * is drawn by the server, as a visitor sees it.
   */
  api?: PageReadMap;
  head?: HeadRenderer;
}

/**
 * Everything a page's HTML depends on. The builder sees nothing else of the request (no cookie, no
 * token, no header), so no visitor's session can end up in a page another visitor is sent.
 */
export interface PageInput {
  pathname: string;
  lang: Language;
  /** /news: the shown channel (as asked; the first one when unknown) and the page number. */
  channel?: number;
  page?: number;
  /** Other pages: the query the page reads (sorted, without lang), e.g. "?tab=hot". */
  search?: string;
}

/** A longer query is not drawn with (the page is drawn as without one). */
const MAX_SEARCH = 200;

/** The page's input from the request's path and query: only the parameters that change the HTML. */
export function pageInput(pathname: string, query: Record<string, unknown>, lang: Language): PageInput {
  if (pathname !== '/news') {
    const entries = Object.entries(query)
      .filter(([k, v]) => k !== 'lang' && typeof v === 'string')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) as [string, string][];
    const search = entries.length ? `?${new URLSearchParams(entries)}` : '';
    return search && search.length <= MAX_SEARCH ? { pathname, lang, search } : { pathname, lang };
  }
  const channel = Number(query.channel);
  const page = Number(query.page);
  return {
    pathname,
    lang,
    channel: Number.isSafeInteger(channel) && channel > 0 ? channel : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The cache key of a page (every field of PageInput). */
export const pageKey = (p: PageInput) => `${p.lang}|${p.pathname}|${p.channel ?? ''}|${p.page ?? ''}|${p.search ?? ''}`;

/** The description of pages without their own (detail pages get theirs from a HeadRenderer); the web app manifest's too. */
export const SITE_DESCRIPTION: Record<Language, string> = {
  zh_CN: '柬埔寨留华学生会与柬中青年协会：新闻、奖学金、校友故事与会员服务。',
  km_KH: 'សមាគមនិស្សិតកម្ពុជានៅប្រទេសចិន និងសមាគមយុវជនកម្ពុជា-ចិន៖ ព័ត៌មាន អាហារូបករណ៍ រឿងរ៉ាវអតីតនិស្សិត និងសេវាសមាជិក។',
  en_US:
    'Association of Cambodian Students in China and Cambodian-Chinese Youth Association: news, scholarships, alumni stories and member services.',
};

/** What the build's first-load.json lists (apps/web/scripts/first-load.mjs). */
interface FirstLoad {
  languages: Record<string, { js: string[]; css: string[] }>;
  /** lazyCss: the stylesheets of the page's lazy parts, which the server renderer draws with it. */
  routes: Record<string, { js: string[]; css: string[]; lazyCss?: string[] }>;
  /** The stylesheets of the header's member tools: linked on a page drawn for a signed-in member. */
  member?: { css: string[] };
  /** The catalog texts of the HTML shell per language (older builds have none: no shell for /news and articles then). */
  text?: Record<string, ShellText>;
}

/** Paths of the default layout, whose first render reads the site settings (the static and phone layouts and the console do not). */
const OTHER_LAYOUT = /^\/(admin|phone)(\/|$)|^\/(terms|privacy)\.html$|^\/static\//;

/** JSON inside <script type="application/json">: no "</script>" or "<!--" can end or alter the element. */
const jsonForHtml = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const preloadImage = (image: { url: string; srcset?: string }, sizes: string) =>
  `<link rel="preload" as="image" href="${esc(image.url)}"${image.srcset ? ` imagesrcset="${esc(image.srcset)}" imagesizes="${sizes}"` : ''} fetchpriority="high">`;

/** The web app's server renderer (apps/web/src/entry-server.tsx, built into dist-ssr). */
interface SsrModule {
  render(
    url: string,
    lang: Language,
    data: Record<string, unknown>,
    origin: string,
    read?: (path: string, query: Record<string, string>) => Promise<unknown>,
    member?: unknown,
  ): Promise<string | Rendered | null>;
  /** Whether the app has a page at the path (not its 404 catch-all); older builds have none. */
  knows?(pathname: string): boolean;
  /** Whether the app draws the path for a signed-in member with their own reads (a personal page). */
  forMember?(pathname: string): boolean;
}

/**
 * A personal page's member (platform/web.ts): their info as the API's member info answers it, and the
 * reads of their page made with their session. A page built with one is theirs alone: never kept.
 */
export interface PageMember {
  user: unknown;
  read: (path: string, query: Record<string, string>) => Promise<unknown>;
}
/** What the renderer answers for a page drawn from its queries' reads (entry-server.tsx). */
interface Rendered {
  html: string;
  queries?: unknown;
  css?: string;
  /** The frame of a page that needs the member (its content area left empty). */
  frame?: boolean;
  failed?: { status: number };
}
/** Pages drawn from the reads web-page.ts makes itself (inlined as the boot data's API paths); every other page is drawn from its queries' reads. */
const SSR_PATH = /^\/(news(\/detail\/\d{1,15})?)?$/;

/** One page build's state: the inlined data, the head tags, and whether the result may be kept. */
interface Build {
  /**
   * Drawn by the renderer: '1' the page, 'frame' a member's page's frame (the app draws it at once),
   * 'member' a personal page drawn for the signed-in member.
   */
  ssr?: '1' | 'frame' | 'member';
  member?: PageMember;
  data: Record<string, unknown>;
  tags: string[];
  /** The first load's scripts (modulepreload links): in the head, or held in a template on a server-drawn page. */
  scripts: string[];
  keep: boolean;
}

/**
 * Builds the HTML of a page (see web.ts for what it carries and why). Each read is a module's
 * service; a read that fails leaves its part out, and a page missing a part for any reason other
 * than "not found" is not kept, so the next request tries again.
 */
export function createPageBuilder(
  webDist: string,
  publicUrl: string,
  reads: Partial<PageReads>,
  heads: HeadRenderer[],
  log: (err: unknown) => void,
  /** The modules' public reads: every other route is drawn from them (PAGE_DRAW_ALL, default on); none, only the three. */
  apiReads?: PageReadMap,
  /** Draws in place of the renderer's own render (web.ts: the same renderer in a worker thread, ssr-worker.ts). */
  render?: (...args: Parameters<SsrModule['render']>) => Promise<unknown>,
) {
  const indexPath = path.join(webDist, 'index.html');
  let indexHtml: string | null = null;
  const readIndex = () => (indexHtml ??= fs.readFileSync(indexPath, 'utf8'));
  const firstLoadPath = path.join(webDist, '.vite/first-load.json');
  let firstLoad: FirstLoad | null | undefined;
  const ssrPath = path.join(webDist, '../dist-ssr/entry-server.js');
  let ssrModule: Promise<SsrModule | null> | undefined;
  // A renderer that fails to load leaves the pages to the HTML shell (logged once).
  const readSsr = () =>
    (ssrModule ??= fs.existsSync(ssrPath)
      ? (import(pathToFileURL(ssrPath).href) as Promise<SsrModule>)
          .then((m): SsrModule =>
            render ? { knows: m.knows, forMember: m.forMember, render: render as SsrModule['render'] } : m,
          )
          .catch((e: unknown) => {
            log(e);
            return null;
          })
      : Promise.resolve(null));
  const readFirstLoad = () =>
    (firstLoad ??= fs.existsSync(firstLoadPath)
      ? (JSON.parse(fs.readFileSync(firstLoadPath, 'utf8')) as FirstLoad)
      : null);

  async function read<T>(b: Build, load: (() => Promise<T>) | undefined): Promise<T | null> {
    if (!load) return null;
    try {
      return await load();
    } catch (e) {
      // Not kept: an unknown or hidden item (a flood of made-up ids must not fill the cache), or a
      // failed read (the next request tries again).
      b.keep = false;
      if (!(e instanceof AppError && e.errorName === 'NOT_FOUND')) log(e);
      return null;
    }
  }

  /** /news: the channels and the shown channel's page, keyed as the web app's boot.ts bootKey() does; the first two cards' pictures preloaded. */
  async function newsReads(p: PageInput, now: Date, b: Build, t: Translate | null): Promise<string> {
    const channels = await read(b, reads.newsChannels && (() => reads.newsChannels!(p.lang)));
    if (!channels) return '';
    b.data[API.newsChannels] = channels;
    const active = channels.find((c) => c.id === p.channel) ?? channels[0];
    let list: { list: ArticleListItem[] } | null = null;
    if (active) {
      const q = { channelId: active.id, pageNum: p.page ?? 1, pageSize: LIMITS.pageSizeDefault };
      const key = `${API.channelArticles}?${new URLSearchParams({ channelId: String(q.channelId), pageNum: String(q.pageNum), pageSize: String(q.pageSize) })}`;
      list = await read(b, reads.channelArticles && (() => reads.channelArticles!(q, p.lang, now)));
      if (list) b.data[key] = list;
    }
    // unshift: the first card's picture ends up first.
    for (const item of (list?.list.slice(0, 2) ?? []).reverse()) {
      // As components/content/ArticleCard.tsx picks it: the cover, else a video's poster.
      const picture = item.cover ?? (item.video ? { url: item.video.poster } : null);
      if (picture) b.tags.unshift(preloadImage(picture, CARD_SIZES));
    }
    return t ? newsListShell(t, p.lang, channels, active, list?.list ?? null) : '';
  }

  /** An article: its detail read (the first render needs it), its cover preloaded (the largest paint), its shell. */
  async function articleReads(id: number, p: PageInput, now: Date, b: Build, t: Translate | null): Promise<string> {
    const article = await read(b, reads.articleDetail && (() => reads.articleDetail!(id, p.lang, now)));
    if (!article) return '';
    b.data[apiPath(API.articleDetail, { id: String(id) })] = article;
    if (article.cover) b.tags.unshift(preloadImage(article.cover, COVER_SIZES));
    return t ? articleShell(t, p.lang, article) : '';
  }

  /**
   * Any other page: drawn by the renderer from the reads its own queries make (the modules' api reads, as a
   * visitor, in the page language); those reads go into the boot data for the app's query cache.
   * A page whose read failed is not drawn: an unknown or hidden item (a followers-only post) is not kept,
   * nor is a failed read (logged); a page reading what no module gives is left to the browser.
   */
  async function drawFromQueries(ssr: SsrModule, p: PageInput, now: Date, b: Build): Promise<Rendered | null> {
    const r = await ssr.render(
      p.pathname + (p.search ?? ''),
      p.lang,
      b.data,
      publicUrl,
      b.member?.read ?? pageReader(apiReads ?? {}, p.lang, now),
      b.member?.user,
    );
    if (r === null || typeof r === 'string') return null;
    if (r.failed) {
      if (r.failed.status !== NO_READ) b.keep = false;
      if (r.failed.status >= 500 && r.failed.status !== NO_READ) log(new Error(`a read of ${p.pathname} failed`));
      return null;
    }
    return r;
  }

  async function pageExtras(p: PageInput, now: Date, b: Build, unknown: boolean): Promise<string> {
    const { pathname, lang } = p;
    // An unknown path gets the 404 page of the default layout, whatever its first part looks like.
    const otherLayout = OTHER_LAYOUT.test(pathname) && !unknown;
    const plan = readFirstLoad();
    // The longest route of the plan that starts the path (a page of its own chunk: /exchange/message), else its feature's.
    const [, first, second] = pathname.split('/');
    const route =
      pathname === '/' ? '/' : plan?.routes[`/${first}/${second}`] && second ? `/${first}/${second}` : `/${first}`;
    if (plan && !pathname.startsWith('/admin')) {
      const js = new Set([...(plan.routes[route]?.js ?? []), ...(plan.languages[lang]?.js ?? [])]);
      const css = new Set([
        ...(plan.languages[lang]?.css ?? []),
        ...(plan.routes[route]?.css ?? []),
        ...(b.member ? (plan.member?.css ?? []) : []),
      ]);
      // Under a shell the scripts replace what is painted already: they come after its stylesheets and pictures.
      const priority = otherLayout ? '' : ' fetchpriority="low"';
      for (const f of css) b.tags.push(`<link rel="stylesheet" crossorigin href="/${f}">`);
      for (const f of js) b.scripts.push(`<link rel="modulepreload"${priority} crossorigin href="/${f}">`);
    }
    const text = plan?.text?.[lang];
    const t = text ? translator(text, lang) : null;
    const [settings, home] = await Promise.all([
      otherLayout ? null : read(b, reads.siteSettings && (() => reads.siteSettings!(lang))),
      pathname === '/' ? read(b, reads.home && (() => reads.home!(lang, now))) : null,
    ]);
    if (settings) b.data[API.siteSettings] = settings;
    let main = '';
    if (home) {
      b.data[API.home] = home;
      const banner = home.banners?.[0];
      if (banner?.image) {
        b.tags.unshift(preloadImage(banner.image, BANNER_SIZES));
        main = homeShell(banner);
      }
    }
    if (pathname === '/news') main = await newsReads(p, now, b, t);
    const articleId = /^\/news\/detail\/(\d{1,15})$/.exec(pathname)?.[1];
    if (articleId) main = await articleReads(Number(articleId), p, now, b, t);
    let queries: unknown;
    const bootData = () => {
      if (Object.keys(b.data).length || queries)
        b.tags.push(
          `<script type="application/json" id="boot-data">${jsonForHtml({ lang, ...(publicUrl ? { origin: publicUrl } : {}), data: b.data, ...(queries ? { queries } : {}), ...(b.member && b.ssr === 'member' ? { member: b.member.user } : {}) })}</script>`,
        );
    };
    if (apiReads && !SSR_PATH.test(pathname) && !unknown && !pathname.startsWith('/admin') && b.keep) {
      const ssr = await readSsr();
      let drawn: Rendered | null = null;
      try {
        drawn = ssr ? await drawFromQueries(ssr, p, now, b) : null;
      } catch (e) {
        b.keep = false;
        log(e);
      }
      if (drawn) {
        queries = drawn.queries;
        b.ssr = drawn.frame ? 'frame' : b.member ? 'member' : '1';
        if (drawn.css) b.tags.push(drawn.css);
        const links = (plan?.routes[route]?.lazyCss ?? []).map(
          (f) => `<link rel="stylesheet" crossorigin href="/${f}">`,
        );
        const after = b.tags.reduce((at, tag, i) => (tag.startsWith('<link rel="stylesheet"') ? i : at), -1);
        b.tags.splice(after + 1, 0, ...links);
        bootData();
        return drawn.html;
      }
      bootData();
      return otherLayout ? '' : layoutShell(main);
    }
    bootData();
    if (otherLayout) return '';
    // Only a page whose reads all came back: without its data the renderer would draw a skeleton nobody
    // replaces (an unknown article: the app, started at once, says it does not exist).
    const ssr = (SSR_PATH.test(pathname) || unknown) && b.keep ? await readSsr() : null;
    if (ssr) {
      const query =
        p.channel || (p.page && p.page > 1)
          ? `?${new URLSearchParams({ ...(p.channel ? { channel: String(p.channel) } : {}), ...(p.page && p.page > 1 ? { page: String(p.page) } : {}) })}`
          : '';
      try {
        const html = await ssr.render(pathname + query, lang, b.data, publicUrl);
        if (typeof html === 'string' && html) {
          b.ssr = '1';
          // The lazy parts the renderer drew (the home page's lower sections) come styled, as the rest of the
          // page: after the page's own stylesheets, where the app would add them when it loads those parts.
          const links = (plan?.routes[route]?.lazyCss ?? []).map(
            (f) => `<link rel="stylesheet" crossorigin href="/${f}">`,
          );
          const after = b.tags.reduce((at, tag, i) => (tag.startsWith('<link rel="stylesheet"') ? i : at), -1);
          b.tags.splice(after + 1, 0, ...links);
          return html;
        }
      } catch (e) {
        // The page goes out with its plain shell (the browser draws it), and is not kept: the next request tries again.
        b.keep = false;
        log(e);
      }
    }
    return layoutShell(main);
  }

  /**
   * The HTML of a page. With `member` (a personal page, platform/web.ts) it is drawn for that member from
   * their own reads, and is never kept.
   */
  async function buildPage(p: PageInput, now: Date, member?: PageMember): Promise<BuiltPage> {
    const b: Build = { data: {}, tags: [], scripts: [], keep: true, member };
    const { pathname, lang } = p;
    // A path the app has no page for answers 404 (search engines and link checkers read the status) with
    // the 404 page drawn in the reader's language. A build without its renderer cannot tell: 200, as before.
    const unknown = !pathname.startsWith('/admin') && (await readSsr())?.knows?.(pathname) === false;
    // data-lang as components/i18n sets it: the Khmer type and line heights apply to the shell too.
    let html = readIndex().replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[lang]}" data-lang="${lang}"`);
    let head: string | null = null;
    for (const render of heads) {
      const h = await render(pathname, lang);
      if (h === false) b.keep = false;
      if (h) {
        head = h;
        break;
      }
    }
    // A renderer's head carries its own description, so the app's default one goes; else it is in the page language.
    html = html.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      head ? '' : `<meta name="description" content="${esc(SITE_DESCRIPTION[lang])}" />`,
    );
    // Replacer functions: a title with "$'" or "$&" in it must stay text, not a replacement pattern.
    if (head) html = html.replace(/<title>[\s\S]*?<\/title>/, () => head);
    // The installable app's manifest in the page language (modules/share/manifest.ts): the name the phone
    // shows under its icon is the reader's. Without ?lang= a browser would get the default: it fetches
    // manifests without cookies.
    b.tags.push(`<link rel="manifest" href="${APP_FILES.manifest}?lang=${lang}">`);
    const shell = await pageExtras(p, now, b, unknown);
    if (shell) {
      html = html.replace(
        '<div id="root"></div>',
        () => `<div id="root"${b.ssr ? ` data-ssr="${b.ssr}"` : ''}>${shell}</div>`,
      );
      // The build's own entry script and module preload too: after the shell's stylesheets and pictures, like the page's.
      html = html.replace(
        /<(script type="module"|link rel="modulepreload") crossorigin/g,
        '<$1 fetchpriority="low" crossorigin',
      );
    }
    // A server-drawn page needs no script until the visitor's first intent; fetching and compiling the app's
    // 30-odd files during the load cost a phone 0.5-1 s of main thread. They wait in an inert template that
    // the entry adds to the head when it starts the app (main.tsx), so that start is still one round trip.
    const at = b.tags.findIndex((tag) => tag.startsWith('<script type="application/json"'));
    b.tags.splice(
      at < 0 ? b.tags.length : at,
      0,
      ...(b.ssr === '1' || b.ssr === 'member'
        ? [`<template id="app-preload">${b.scripts.join('').replaceAll(' fetchpriority="low"', '')}</template>`]
        : b.scripts),
    );
    const extraHead = b.tags.join('\n    ');
    if (extraHead) html = html.replace('</head>', () => `  ${extraHead}\n  </head>`);
    // A member's page is theirs alone: never kept (web.ts does not offer it to the cache either).
    return { html, keep: b.keep && !member, status: unknown ? 404 : 200 };
  }
  return Object.assign(buildPage, {
    /** Whether the app draws the path for a signed-in member with their own reads (false without a renderer). */
    forMember: async (pathname: string) => (await readSsr())?.forMember?.(pathname) === true,
  });
}
