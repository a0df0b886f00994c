import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API, API_BASE, COOKIE_NAMES, DEFAULT_LANGUAGE, LIMITS, apiPath, isLanguage, type Language } from '@acsc/shared';
import { sendApiNotFound } from './envelope.js';

/** Hook that lets a module put a page's own title and meta tags into the HTML of a route. */
export type HeadRenderer = (request: FastifyRequest, pathname: string) => Promise<string | null>;

/** The page language: ?lang=, else the language cookie, else zh_CN (the web app decides the same way). */
export function pageLanguage(request: FastifyRequest): Language {
  const q = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLanguage(q)) return q;
  const c = request.cookies?.[COOKIE_NAMES.language];
  return isLanguage(c) ? c : DEFAULT_LANGUAGE;
}

/** <html lang> as the web app sets it (components/i18n). */
const HTML_LANG: Record<Language, string> = { zh_CN: 'zh-CN', km_KH: 'km', en_US: 'en' };
/** The description of pages without their own (detail pages get theirs from a HeadRenderer). */
const DESCRIPTION: Record<Language, string> = {
  zh_CN: '柬埔寨留华学生会与柬中青年协会：新闻、奖学金、校友故事与会员服务。',
  km_KH: 'សមាគមនិស្សិតកម្ពុជានៅប្រទេសចិន និងសមាគមយុវជនកម្ពុជា-ចិន៖ ព័ត៌មាន អាហារូបករណ៍ រឿងរ៉ាវអតីតនិស្សិត និងសេវាសមាជិក។',
  en_US: 'Association of Cambodian Students in China and Cambodian-Chinese Youth Association: news, scholarships, alumni stories and member services.',
};

/** What the build's first-load.json lists (apps/web/scripts/first-load.mjs). */
interface FirstLoad {
  languages: Record<string, { js: string[]; css: string[] }>;
  routes: Record<string, { js: string[]; css: string[] }>;
}

/** Paths of the default layout, whose first render reads the site settings (the static and phone layouts and the console do not). */
const OTHER_LAYOUT = /^\/(admin|phone)(\/|$)|^\/(terms|privacy)\.html$|^\/static\//;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside <script type="application/json">: no "</script>" or "<!--" can end or alter the element. */
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

interface HomeBanner {
  title: string;
  image: { url: string; srcset?: string; width: number; height: number } | null;
}
/** The banner image's sizes attribute, as pages/home/HomeBanners.tsx renders it. */
const BANNER_SIZES = '(max-width: 767px) 100vw, 720px';
/** A row card's picture's, as components/content/ArticleCard.tsx renders it. */
const CARD_SIZES = '(max-width: 640px) 40vw, 280px';
interface ListItem {
  cover: { url: string; srcset?: string } | null;
  video: { poster: string } | null;
}
/** The article cover's, as pages/news/NewsDetailPage.tsx renders it. */
const COVER_SIZES = '(max-width: 900px) 100vw, 820px';

/**
 * A first paint before any JavaScript runs: the default layout's header and menu bar and, on the home
 * page, the first banner, drawn with the app's own classes (their stylesheets are linked in the head).
 * React replaces all of it on its first render (nothing in it moves, so it cannot shift the layout);
 * hidden from assistive technology, which reads the real page.
 */
function layoutShell(main: string): string {
  return [
    '<div class="shell" aria-hidden="true">',
    '<header class="shell-header"><div class="shell-container shell-header__inner"><span class="shell-brand"><span class="shell-brand__text"><strong>ACSC | CCYA</strong></span></span></div></header>',
    '<div class="shell-menu"><div class="shell-container"><span class="shell-menu__item"></span></div></div>',
    `<div class="shell-body"><div class="shell-main">${main}</div></div>`,
    '</div>',
  ].join('');
}

function homeShell(banner: HomeBanner): string {
  const img = banner.image!;
  const srcset = img.srcset ? ` srcset="${esc(img.srcset)}" sizes="${BANNER_SIZES}"` : '';
  return [
    '<div class="home"><div class="home-hero"><div class="shell-container home-hero__inner"><div class="home-hero__text"></div>',
    '<div class="banners"><div class="banners__viewport"><div class="banners__track"><div class="banners__slide"><span class="banners__link">',
    `<img src="${esc(img.url)}"${srcset} width="${img.width}" height="${img.height}" alt="" fetchpriority="high">`,
    `<span class="banners__caption"><span class="banners__title">${esc(banner.title)}</span></span>`,
    '</span></div></div></div><div class="banners__controls banners__controls--placeholder"></div></div>',
    '</div></div></div>',
  ].join('');
}

/**
 * Serves the built web app: hashed assets with a one-year cache (brotli/gzip copies written by the
 * build are sent as they are), index.html (never cached) for every other path so the SPA's history
 * routing and its 404 page work. Unknown /prod-api paths get JSON.
 *
 * The HTML of a page also carries what its first render needs, so a phone on a slow network spends one
 * round trip where the import chain took five: modulepreload links for the App, the language's locale
 * and catalog chunks and the route's page chunk; the page's first API reads inlined as JSON
 * (#boot-data, used once by the web app when the language matches); and the home's first banner image
 * preloaded at high priority, as it is the largest paint.
 */
export async function registerWeb(app: FastifyInstance, webDist: string, heads: HeadRenderer[] = []) {
  const indexPath = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Without this, @fastify/static's own "max-age=0" replaces the header set below.
      cacheControl: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'public, max-age=3600');
      },
    });
  }
  let indexHtml: string | null = null;
  const readIndex = () => (indexHtml ??= fs.readFileSync(indexPath, 'utf8'));
  const firstLoadPath = path.join(webDist, '.vite/first-load.json');
  let firstLoad: FirstLoad | null | undefined;
  const readFirstLoad = () => (firstLoad ??= fs.existsSync(firstLoadPath) ? (JSON.parse(fs.readFileSync(firstLoadPath, 'utf8')) as FirstLoad) : null);

  /** An API read as the web app would make it, for the inlined boot data; null when it fails. */
  async function read(apiPath: string, lang: Language): Promise<unknown> {
    const res = await app.inject({ method: 'GET', url: API_BASE + apiPath, headers: { language: lang } });
    if (res.statusCode !== 200) return null;
    const body = res.json() as { code: number; data: unknown };
    return body.code === 0 ? body.data : null;
  }

  /**
   * /news: the channels and the shown channel's page, keyed as the web app's boot.ts bootKey() does;
   * the pictures of the first two cards (loaded eagerly by the list, the largest paint) are preloaded.
   */
  async function newsReads(query: Record<string, unknown>, lang: Language, data: Record<string, unknown>, tags: string[]) {
    const channels = (await read(API.newsChannels, lang)) as { id: number }[] | null;
    if (!channels) return;
    data[API.newsChannels] = channels;
    const active = channels.find((c) => c.id === Number(query.channel)) ?? channels[0];
    const page = Number(query.page);
    const pageNum = Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
    if (!active) return;
    const key = `${API.channelArticles}?${new URLSearchParams({ channelId: String(active.id), pageNum: String(pageNum), pageSize: String(LIMITS.pageSizeDefault) })}`;
    const list = (await read(key, lang)) as { list: ListItem[] } | null;
    if (!list) return;
    data[key] = list;
    for (const item of list.list.slice(0, 2)) {
      // As components/content/ArticleCard.tsx picks it: the cover, else a video's poster.
      const picture = item.cover ?? (item.video ? { url: item.video.poster } : null);
      if (!picture) continue;
      const srcset = picture.srcset ? ` imagesrcset="${esc(picture.srcset)}" imagesizes="${CARD_SIZES}"` : '';
      tags.unshift(`<link rel="preload" as="image" href="${esc(picture.url)}"${srcset}>`);
    }
  }

  async function pageExtras(pathname: string, query: Record<string, unknown>, lang: Language): Promise<{ head: string; shell: string }> {
    const tags: string[] = [];
    let shell = '';
    const plan = readFirstLoad();
    if (plan && !pathname.startsWith('/admin')) {
      const route = pathname === '/' ? '/' : `/${pathname.split('/')[1]}`;
      const js = new Set([...(plan.routes[route]?.js ?? []), ...(plan.languages[lang]?.js ?? [])]);
      const css = new Set([...(plan.languages[lang]?.css ?? []), ...(plan.routes[route]?.css ?? [])]);
      for (const f of css) tags.push(`<link rel="stylesheet" crossorigin href="/${f}">`);
      for (const f of js) tags.push(`<link rel="modulepreload" crossorigin href="/${f}">`);
    }
    if (!OTHER_LAYOUT.test(pathname)) {
      const data: Record<string, unknown> = {};
      const [settings, home] = await Promise.all([read(API.siteSettings, lang), pathname === '/' ? read(API.home, lang) : null]);
      if (settings) data[API.siteSettings] = settings;
      let main = '';
      if (home) {
        data[API.home] = home;
        const banner = (home as { banners?: HomeBanner[] }).banners?.[0];
        if (banner?.image) {
          const image = banner.image;
          const srcset = image.srcset ? ` imagesrcset="${esc(image.srcset)}" imagesizes="${BANNER_SIZES}"` : '';
          tags.unshift(`<link rel="preload" as="image" href="${esc(image.url)}"${srcset} fetchpriority="high">`);
          main = homeShell(banner);
        }
      }
      if (pathname === '/news') await newsReads(query, lang, data, tags);
      // An article's first render needs its detail read, and its cover is the largest paint.
      const articleId = /^\/news\/detail\/(\d{1,15})$/.exec(pathname)?.[1];
      if (articleId) {
        const detailPath = apiPath(API.articleDetail, { id: articleId });
        const article = (await read(detailPath, lang)) as { cover?: { url: string; srcset?: string } | null } | null;
        if (article) {
          data[detailPath] = article;
          if (article.cover) {
            const srcset = article.cover.srcset ? ` imagesrcset="${esc(article.cover.srcset)}" imagesizes="${COVER_SIZES}"` : '';
            tags.unshift(`<link rel="preload" as="image" href="${esc(article.cover.url)}"${srcset} fetchpriority="high">`);
          }
        }
      }
      if (Object.keys(data).length) tags.push(`<script type="application/json" id="boot-data">${jsonForHtml({ lang, data })}</script>`);
      shell = layoutShell(main);
    }
    return { head: tags.join('\n    '), shell };
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    if (url === API_BASE || url.startsWith(API_BASE + '/') || url.startsWith(API_BASE + '?')) return sendApiNotFound(request, reply);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !hasWeb) return sendApiNotFound(request, reply);
    const pathname = url.split('?')[0];
    // A missing hashed asset must not answer HTML: the web app's chunk-reload logic relies on a failed load.
    if (pathname.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not found');
    const lang = pageLanguage(request);
    let html = readIndex().replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[lang]}"`);
    let head: string | null = null;
    for (const render of heads) {
      head = await render(request, pathname);
      if (head) break;
    }
    // A renderer's head carries its own description, so the app's default one goes; else it is in the page language.
    html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, head ? '' : `<meta name="description" content="${esc(DESCRIPTION[lang])}" />`);
    if (head) html = html.replace(/<title>[\s\S]*?<\/title>/, head);
    const extras = await pageExtras(pathname, (request.query ?? {}) as Record<string, unknown>, lang);
    if (extras.head) html = html.replace('</head>', `  ${extras.head}\n  </head>`);
    if (extras.shell) html = html.replace('<div id="root"></div>', `<div id="root">${extras.shell}</div>`);
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    // @fastify/compress only hooks routes, and this handler is not one: the page (with its inlined data) is compressed here.
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
    if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html, { level: 6 }));
    return reply.send(html);
  });
}
