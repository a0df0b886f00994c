import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@acsc/shared';
import { useTestApp } from '../test/kit.js';
import { contentFactories } from '../test/content-factories.js';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-web-'));
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
fs.mkdirSync(path.join(webDist, '.vite'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ACSC | CCYA</title><meta name="description" content="default" /><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(
  path.join(webDist, '.vite/first-load.json'),
  JSON.stringify({
    languages: {
      zh_CN: { js: ['assets/App-1.js', 'assets/i18n-zh_CN-1.js'], css: ['assets/App-1.css'] },
      km_KH: { js: ['assets/App-1.js', 'assets/i18n-km_KH-1.js'], css: ['assets/App-1.css'] },
      en_US: { js: ['assets/App-1.js'], css: [] },
    },
    routes: {
      '/': { js: ['assets/HomePage-1.js'], css: ['assets/HomePage-1.css'] },
      '/news': { js: ['assets/NewsPages-1.js'], css: [] },
    },
    // The shell's catalog texts, as apps/web/scripts/first-load.mjs copies them (a subset of the keys).
    text: {
      zh_CN: {
        'layout:breadcrumb.home': '首页',
        'pages:frames.news.title': '新闻',
        'content:card.views_other': '{{count}} 次浏览',
      },
      km_KH: {
        'layout:breadcrumb.home': 'ទំព័រដើម',
        'pages:frames.news.title': 'ព័ត៌មាន',
        'content:card.views_other': 'មើល {{count}} ដង',
      },
      en_US: {
        'layout:breadcrumb.home': 'Home page',
        'pages:frames.news.title': 'News',
        'pages:frames.newsText.title': 'Articles',
        'content:card.views_one': '{{count}} view',
        'content:card.views_other': '{{count}} views',
        'content:languages.zh_CN': 'Chinese',
        'content:languages.en_US': 'English',
        'content:fallback.notice': 'This item is not yet available in {{missing}}; showing {{shown}}.',
      },
    },
  }),
);
fs.writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
const js = 'export const app = "' + 'x'.repeat(4000) + '";\n';
fs.writeFileSync(path.join(webDist, 'assets/App-1.js'), js);
fs.writeFileSync(path.join(webDist, 'assets/App-1.js.br'), zlib.brotliCompressSync(js));
const { app } = await useTestApp({ config: { webDist } });

const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip', ...headers } });
  const body =
    res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.rawPayload).toString('utf8') : res.body;
  return { res, body };
};
/** What the server drew inside the root element React replaces. */
const shellOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
const bootData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html)![1]) as {
    lang: string;
    data: Record<string, unknown>;
  };

describe('the HTML of a page', () => {
  it('is compressed and carries the first load as modulepreload links, the page language and its first reads', async () => {
    const { res, body } = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(body).toContain('<html lang="zh-CN"');
    expect(body).toContain('<meta name="description" content="柬埔寨留华学生会');
    expect(body).not.toContain('content="default"');
    // Under the shell the scripts come after the stylesheets and pictures it paints with.
    for (const f of ['App-1.js', 'i18n-zh_CN-1.js', 'HomePage-1.js'])
      expect(body).toContain(`<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/${f}">`);
    expect(body).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/HomePage-1.css">');
    expect(body).not.toContain('NewsPages-1.js');
    const boot = bootData(body);
    expect(boot.lang).toBe('zh_CN');
    expect(Object.keys(boot.data).sort()).toEqual([API.home, API.siteSettings].sort());
    // The shell painted before JavaScript sits in the root element React replaces.
    expect(body).toMatch(/<div id="root"><div class="shell" aria-hidden="true">/);
  });

  it('follows ?lang= and then the language cookie', async () => {
    const km = await page('/news', { cookie: 'language=km_KH' });
    expect(km.body).toContain('<html lang="km"');
    expect(km.body).toContain('i18n-km_KH-1.js');
    expect(km.body).toContain('NewsPages-1.js');
    expect(bootData(km.body).lang).toBe('km_KH');
    const en = await page('/news?lang=en_US', { cookie: 'language=km_KH' });
    expect(en.body).toContain('<html lang="en"');
    expect(en.body).toContain('Association of Cambodian Students in China');
    expect(bootData(en.body).data[API.newsChannels]).toEqual([]);
  });

  it("makes a shared link's ?lang= the language of a visitor who has none, and leaves a chosen one alone", async () => {
    const first = await page('/news?lang=km_KH');
    expect(first.res.headers['set-cookie']).toMatch(/^language=km_KH; Max-Age=604800; Path=\/; SameSite=Lax$/);
    // The next page, opened by a link without ?lang=, is in that language.
    const next = await page('/news', { cookie: 'language=km_KH' });
    expect(bootData(next.body).lang).toBe('km_KH');
    const chosen = await page('/news?lang=km_KH', { cookie: 'language=en_US' });
    expect(chosen.res.headers['set-cookie']).toBeUndefined();
    expect(bootData(chosen.body).lang).toBe('km_KH');
    expect((await page('/news?lang=xx')).res.headers['set-cookie']).toBeUndefined();
  });

  it('gives the staff console and the static layout neither the shell nor the public reads', async () => {
    const admin = await page('/admin');
    expect(admin.body).not.toContain('modulepreload');
    expect(admin.body).not.toContain('boot-data');
    expect(admin.body).toContain('<div id="root"></div>');
    const terms = await page('/terms.html');
    expect(terms.body).not.toContain('boot-data');
    // Without a shell nothing is painted before the scripts: they keep their usual priority.
    expect(terms.body).toContain('<link rel="modulepreload" crossorigin href="/assets/App-1.js">');
    expect(terms.body).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    expect(terms.body).not.toContain('fetchpriority="low"');
  });

  it('sends a hashed asset as its brotli copy with a one-year cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/App-1.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString('utf8')).toContain('export const app');
  });
});

describe('the installable app (issue 27)', () => {
  it('links the web app manifest in the page language and says the language in Content-Language', async () => {
    for (const [cookie, lang, tag] of [
      ['', 'zh_CN', 'zh-CN'],
      ['language=km_KH', 'km_KH', 'km-KH'],
      ['language=en_US', 'en_US', 'en-US'],
    ]) {
      const { res, body } = await page('/scholarship', cookie ? { cookie } : {});
      expect(body).toContain(`<link rel="manifest" href="/manifest.webmanifest?lang=${lang}">`);
      expect(res.headers['content-language']).toBe(tag);
    }
    const shared = await page('/news?lang=km_KH', { cookie: 'language=en_US' });
    expect(shared.body).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=km_KH">');
    expect(shared.res.headers['content-language']).toBe('km-KH');
  });

  it('sends the service worker from the root with no-cache, so an installed app gets a new build at its next start', async () => {
    const res = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('addEventListener');
    // Other root files keep their hour.
    expect((await app.inject({ method: 'GET', url: '/index.html' })).headers['cache-control']).toBe(
      'public, max-age=3600',
    );
  });

  it("lets the page's policy load the worker and the manifest from the site only", async () => {
    const { res } = await page('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("script-src 'self'");
  });
});

describe('the HTML shell of the news pages', () => {
  const HOUR = 3_600_000;
  let channelId: number;
  const ids: number[] = [];
  let hostile: number;
  let chineseOnly: number;

  beforeAll(async () => {
    const f = contentFactories(app);
    channelId = (await f.channel({ name: { zh_CN: '通知公告', km_KH: 'សេចក្តីជូនដំណឹង', en_US: 'Notices' } })).id;
    // Eight articles, newest first in the list: "Story 1" is the newest.
    for (let i = 1; i <= 8; i++) {
      const a = await f.article(channelId, {
        title: { zh_CN: `新闻${i}`, km_KH: `ព័ត៌មាន ${i}`, en_US: `Story ${i}` },
        views: i === 1 ? 1 : 40 + i,
        publishAt: new Date(Date.now() - i * HOUR),
      });
      ids.push(a.id);
    }
    hostile = (
      await f.article(channelId, {
        title: { zh_CN: '<script>alert(1)</script> & "标题"', en_US: '<img src=x onerror=alert(1)>' },
        summary: { zh_CN: '<b>摘要</b>' },
        publishAt: new Date(Date.now() - 20 * HOUR),
      })
    ).id;
    chineseOnly = (
      await f.article(channelId, { title: { zh_CN: '只有中文的文章' }, publishAt: new Date(Date.now() - 30 * HOUR) })
    ).id;
  });

  it("/news draws the frame, the channel tabs and the first six cards of the channel's first page in the page language", async () => {
    const { body } = await page('/news?lang=en_US');
    const shell = shellOf(body);
    expect(shell).toMatch(/^<div class="shell" aria-hidden="true">/);
    expect(shell).toContain('<h1 class="page__title">News</h1>');
    expect(shell).toContain('<li><a>Home page</a></li>');
    expect(shell).toContain('<a class="channel-tabs__tab" aria-current="page">Notices</a>');
    const titles = [...shell.matchAll(/<h2 class="article-card__title" lang="en">([^<]*)<\/h2>/g)].map((m) => m[1]);
    expect(titles).toEqual(['Story 1', 'Story 2', 'Story 3', 'Story 4', 'Story 5', 'Story 6']);
    // Plural forms by the language's rules; the first two pictures load at high priority as in the app.
    expect(shell).toContain('> 1 view</span>');
    expect(shell).toContain('> 42 views</span>');
    expect(shell.match(/fetchpriority="high"/g)).toHaveLength(2);
    // Nothing in it can take the focus.
    expect(shell).not.toMatch(/href=|tabindex=/);
    expect(body).toContain('<html lang="en" data-lang="en_US"');
  });

  it('/news follows ?channel= and ?page= as the list does', async () => {
    const other = (await contentFactories(app).channel({ name: { zh_CN: '校园生活', en_US: 'Campus life' } })).id;
    const { body } = await page(`/news?lang=en_US&channel=${other}`);
    expect(shellOf(body)).toContain('<a class="channel-tabs__tab" aria-current="page">Campus life</a>');
    expect(shellOf(body)).not.toContain('article-card');
    const second = await page(`/news?lang=en_US&channel=${channelId}&page=2`);
    const titles = [...shellOf(second.body).matchAll(/<h2 class="article-card__title"[^>]*>([^<]*)<\/h2>/g)].map(
      (m) => m[1],
    );
    expect(titles).toEqual([]); // ten articles fit on page 1
  });

  it("an article's shell carries its title, channel and cover in the requested language (?lang=km_KH)", async () => {
    const { res, body } = await page(`/news/detail/${ids[2]}?lang=km_KH`);
    expect(res.statusCode).toBe(200);
    const shell = shellOf(body);
    expect(shell).toMatch(/^<div class="shell" aria-hidden="true">/);
    expect(shell).toContain('<h1 class="page__title">ព័ត៌មាន 3</h1>');
    expect(shell).toContain(
      '<li><a>ទំព័រដើម</a></li><li><a>ព័ត៌មាន</a></li><li><a>សេចក្តីជូនដំណឹង</a></li><li aria-current="page">ព័ត៌មាន 3</li>',
    );
    expect(shell).toContain('<article class="detail card" lang="km">');
    expect(shell).toContain('<a class="tag">សេចក្តីជូនដំណឹង</a>');
    expect(shell).toContain('មើល 43 ដង');
    expect(shell).toMatch(
      /<figure class="detail__cover"><img src="\/media\/demo\/cover-campus\.webp" width="1200" height="675" alt="" fetchpriority="high"><\/figure>/,
    );
    expect(body).toContain('<html lang="km" data-lang="km_KH"');
  });

  it('escapes titles and summaries from the staff in the shell (the inlined JSON escapes them too)', async () => {
    const zh = await page(`/news/detail/${hostile}`);
    const shell = shellOf(zh.body);
    expect(shell).toContain(
      '<h1 class="page__title">&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;标题&quot;</h1>',
    );
    expect(shell).toContain('<p class="detail__summary">&lt;b&gt;摘要&lt;/b&gt;</p>');
    expect(zh.body).not.toContain('<script>alert(1)');
    expect(zh.body).not.toContain('<b>摘要');
    // Replacement patterns of String.replace stay text ("$'" would paste the rest of the page).
    const dollars = (
      await contentFactories(app).article(channelId, {
        title: { zh_CN: "价格 $' 与 $& 和 $1" },
        publishAt: new Date(Date.now() - 40 * HOUR),
      })
    ).id;
    const priced = await page(`/news/detail/${dollars}`);
    expect(shellOf(priced.body)).toContain(`<h1 class="page__title">价格 $' 与 $&amp; 和 $1</h1>`);
    expect(priced.body.match(/<\/html>/g)).toHaveLength(1);
    const en = await page(`/news/detail/${hostile}?lang=en_US`);
    expect(shellOf(en.body)).toContain('<h1 class="page__title">&lt;img src=x onerror=alert(1)&gt;</h1>');
    expect(en.body).not.toContain('<img src=x');
    // A card and a channel tab of the list.
    const f = contentFactories(app);
    const channel = (await f.channel({ name: { zh_CN: '<i>频道</i>' } })).id;
    await f.article(channel, { title: { zh_CN: '</h2><script>alert(2)</script>' } });
    const list = await page(`/news?channel=${channel}`);
    expect(shellOf(list.body)).toContain(
      '<a class="channel-tabs__tab" aria-current="page">&lt;i&gt;频道&lt;/i&gt;</a>',
    );
    expect(shellOf(list.body)).toContain(
      '<h2 class="article-card__title" lang="zh-CN">&lt;/h2&gt;&lt;script&gt;alert(2)&lt;/script&gt;</h2>',
    );
    expect(list.body).not.toMatch(/<script>alert|<i>频道/);
  });

  it('says in the shell when an article is shown in another language, in that language', async () => {
    const { body } = await page(`/news/detail/${chineseOnly}?lang=en_US`);
    const shell = shellOf(body);
    expect(shell).toContain('<article class="detail card" lang="zh-CN">');
    expect(shell).toContain(
      '<span class="lang-notice__text">This item is not yet available in English; showing Chinese.</span>',
    );
  });

  it('marks a card of the list shown in another language than the page’s, as the app does (issue 27)', async () => {
    const f = contentFactories(app);
    const channel = (await f.channel({ name: { zh_CN: '只有中文', km_KH: 'ចិនតែប៉ុណ្ណោះ' } })).id;
    await f.article(channel, { title: { zh_CN: '只有中文的文章' } });
    const shell = shellOf((await page(`/news?channel=${channel}&lang=en_US`)).body);
    expect(shell).toContain('<h2 class="article-card__title" lang="zh-CN">只有中文的文章</h2>');
    expect(shell).toMatch(
      /<p class="article-card__meta"><span class="tag tag--lang" lang="en">.*<span aria-hidden="true">Chinese<\/span><\/span>/,
    );
    expect(shellOf((await page(`/news?channel=${channel}&lang=zh_CN`)).body)).not.toContain('tag--lang');
  });

  it('draws only the header and menu for an article that does not exist', async () => {
    const { res, body } = await page('/news/detail/999999');
    expect(res.statusCode).toBe(200);
    expect(shellOf(body)).toMatch(/<div class="shell-main"><\/div>/);
  });
});
