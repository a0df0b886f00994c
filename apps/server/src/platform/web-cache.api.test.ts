import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { articles } from '../db/schema/index.js';
import { ADMIN_API, API, apiPath } from '@acsc/shared';
import { call } from '../test/app.js';
import { useTestApp } from '../test/kit.js';
import { contentFactories } from '../test/content-factories.js';
import { phoneMember } from '../modules/auth/auth.testkit.js';
import { staffCall } from '../modules/admin/admin.testkit.js';

/*
 * The page HTML is served from a cache (platform/page-cache.ts): these check what a visitor would
 * notice if that cache were wrong: stale content after an edit, the wrong language, a draft, another
 * visitor's session, validators that do not validate.
 */

let editor: { token: string };
let channelId: number;

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-web-'));
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
fs.mkdirSync(path.join(webDist, '.vite'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ACSC | CCYA</title><meta name="description" content="default" /><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
);
const text = (news: string) => ({
  'layout:breadcrumb.home': 'Home',
  'pages:frames.news.title': news,
  'content:card.views_other': '{{count}}',
});
fs.writeFileSync(
  path.join(webDist, '.vite/first-load.json'),
  JSON.stringify({
    languages: {},
    routes: {},
    text: { zh_CN: text('新闻'), km_KH: text('ព័ត៌មាន'), en_US: text('News') },
  }),
);
const { app, clock, signUpStaff } = await useTestApp({ clock: true, config: { webDist } });
beforeAll(async () => {
  editor = await signUpStaff(['editor']);
  const res = await staffCall(app, editor.token, 'POST', ADMIN_API.channel.create, {
    code: 'campus',
    name: { zh_CN: '校园', km_KH: 'សាកលវិទ្យាល័យ', en_US: 'Campus' },
  });
  expect(res.body.code).toBe(0);
  channelId = res.body.data.id;
});

const page = async (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => {
  const res = await app.inject({ method, url, headers: { 'accept-encoding': 'br, gzip', ...headers } });
  const body =
    res.headers['content-encoding'] === 'br' && res.rawPayload.length
      ? zlib.brotliDecompressSync(res.rawPayload).toString('utf8')
      : res.body;
  return { res, body };
};
const cardTitles = (html: string) =>
  [...html.matchAll(/<h2 class="article-card__title"[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);
const pageTitle = (html: string) => /<h1 class="page__title">([^<]*)<\/h1>/.exec(html)?.[1];
const newsOfChannel = () => `/news?channel=${channelId}`;

describe('the cached page HTML', () => {
  it('shows a staff edit of an article on the next request, in the list and on the article page', async () => {
    const created = await staffCall(app, editor.token, 'POST', ADMIN_API.article.create, {
      channelId,
      title: { zh_CN: '迎新晚会', km_KH: 'ពិធីស្វាគមន៍', en_US: 'Welcome party' },
      summary: { zh_CN: '欢迎' },
      body: { zh_CN: '<p>正文</p>' },
    });
    const id = created.body.data.id as number;
    expect((await page(`/news/detail/${id}`)).body).not.toContain('迎新晚会');
    await staffCall(app, editor.token, 'POST', apiPath(ADMIN_API.article.publish, { id }));
    const before = await page(`/news/detail/${id}?lang=en_US`);
    expect(pageTitle(before.body)).toBe('Welcome party');
    expect(cardTitles((await page(`${newsOfChannel()}&lang=en_US`)).body)).toContain('Welcome party');
    // Served again from the cache: the same bytes, the same validator.
    expect((await page(`/news/detail/${id}?lang=en_US`)).res.headers.etag).toBe(before.res.headers.etag);

    const edited = await staffCall(app, editor.token, 'POST', apiPath(ADMIN_API.article.update, { id }), {
      channelId,
      title: { zh_CN: '迎新晚会', km_KH: 'ពិធីស្វាគមន៍', en_US: 'Welcome party 2031' },
      summary: { zh_CN: '欢迎' },
      body: { zh_CN: '<p>正文</p>' },
    });
    expect(edited.body.code).toBe(0);
    const after = await page(`/news/detail/${id}?lang=en_US`);
    expect(pageTitle(after.body)).toBe('Welcome party 2031');
    expect(after.body).toContain('<title>Welcome party 2031 |');
    expect(after.res.headers.etag).not.toBe(before.res.headers.etag);
    expect(cardTitles((await page(`${newsOfChannel()}&lang=en_US`)).body)).toContain('Welcome party 2031');
  });

  it('shows a write made by another process, straight to the database, on the next request', async () => {
    const { id } = await contentFactories(app).article(channelId, { title: { zh_CN: '旧的标题', en_US: 'Old title' } });
    expect(pageTitle((await page(`/news/detail/${id}?lang=en_US`)).body)).toBe('Old title');
    const title = { zh_CN: '新的标题', en_US: 'New title' };
    const url = app.ctx.config.databaseUrl;
    if (url) {
      // PostgreSQL: another connection, as another server process would write.
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      await other.query('UPDATE articles SET title = $1 WHERE id = $2', [JSON.stringify(title), id]);
      await other.end();
    } else {
      await app.ctx.database.db.update(articles).set({ title }).where(eq(articles.id, id));
    }
    expect(pageTitle((await page(`/news/detail/${id}?lang=en_US`)).body)).toBe('New title');
    expect(cardTitles((await page(`${newsOfChannel()}&lang=en_US`)).body)).toContain('New title');
  });

  it('shows a scheduled article once its time has come, within the same 30 s as the API', async () => {
    const f = contentFactories(app);
    const due = new Date(clock.now().getTime() + 10_000);
    const { id } = await f.article(channelId, {
      title: { zh_CN: '定时文章', en_US: 'Scheduled story' },
      status: 'scheduled',
      publishAt: due,
    });
    expect(cardTitles((await page(`${newsOfChannel()}&lang=en_US`)).body)).not.toContain('Scheduled story');
    expect((await page(`/news/detail/${id}?lang=en_US`)).body).not.toContain('Scheduled story');
    clock.advance(31);
    expect(cardTitles((await page(`${newsOfChannel()}&lang=en_US`)).body)).toContain('Scheduled story');
    expect(pageTitle((await page(`/news/detail/${id}?lang=en_US`)).body)).toBe('Scheduled story');
  });

  it('never shows a draft, on the list, on its own page or in the inlined reads', async () => {
    const f = contentFactories(app);
    const { id } = await f.article(channelId, { title: { zh_CN: '草稿文章', en_US: 'Draft story' }, status: 'draft' });
    for (const url of [
      newsOfChannel(),
      `${newsOfChannel()}&lang=en_US`,
      `/news/detail/${id}`,
      `/news/detail/${id}?lang=en_US`,
      '/',
    ]) {
      const { body } = await page(url);
      expect(body).not.toContain('草稿文章');
      expect(body).not.toContain('Draft story');
    }
  });

  it('follows a language switch by ?lang= and by the cookie, each language its own page', async () => {
    const zh = await page(newsOfChannel());
    const en = await page(`${newsOfChannel()}&lang=en_US`);
    const kmCookie = await page(newsOfChannel(), { cookie: 'language=km_KH' });
    const enOverCookie = await page(`${newsOfChannel()}&lang=en_US`, { cookie: 'language=km_KH' });
    const zhAgain = await page(newsOfChannel());
    expect(pageTitle(zh.body)).toBe('新闻');
    expect(zh.body).toContain('<html lang="zh-CN"');
    expect(pageTitle(en.body)).toBe('News');
    expect(cardTitles(en.body)).toContain('Welcome party 2031');
    expect(pageTitle(kmCookie.body)).toBe('ព័ត៌មាន');
    expect(kmCookie.body).toContain('<html lang="km"');
    expect(cardTitles(kmCookie.body)).toContain('ពិធីស្វាគមន៍');
    expect(enOverCookie.body).toBe(en.body);
    expect(zhAgain.body).toBe(zh.body);
    // The page varies with the cookie (the language) and the coding.
    expect(zh.res.headers.vary).toMatch(/accept-encoding/i);
    expect(zh.res.headers.vary).toMatch(/cookie/i);
    // A made-up ?lang= is the default language's page.
    expect((await page(`${newsOfChannel()}&lang=xx_YY`)).body).toBe(zh.body);
  });

  it("never gives a signed-in member's session to a visitor, nor a visitor's page to a member with anything of theirs", async () => {
    const member = await phoneMember(app);
    const info = await call(app, '/client/member/v1/info', { token: member.token });
    const userId = String(info.body.data.userId);
    const session = { cookie: `access_token=${member.token}; language=en_US`, authorization: `Bearer ${member.token}` };
    // The member opens first (if anything of theirs were kept, the visitor would get it), then the other way round.
    const memberHome = await page('/', session);
    const visitorHome = await page('/?lang=en_US');
    const visitorNews = await page(`${newsOfChannel()}&lang=en_US`);
    const memberNews = await page(newsOfChannel(), session);
    for (const { body } of [memberHome, visitorHome, visitorNews, memberNews]) {
      expect(body).not.toContain(member.token);
      expect(body).not.toContain(member.phone.slice(4));
      expect(body).not.toMatch(new RegExp(`"userId":"?${userId}\\b`));
    }
    expect(memberHome.body).toBe(visitorHome.body);
    expect(memberNews.body).toBe(visitorNews.body);
    // A member's own pages not drawn for them (no renderer here, or past MEMBER_PAGES_AT_ONCE) are the visitor's
    // frame, which holds nothing of anyone and is kept; the console is built for each request and kept by nobody.
    const settings = await page('/setting', session);
    expect(settings.body).not.toContain(member.token);
    expect(settings.body).not.toMatch(new RegExp(`"userId":"?${userId}\\b`));
    expect(settings.body).toBe((await page('/setting?lang=en_US')).body);
    expect((await page('/admin', session)).res.headers['cache-control']).toBe('private, no-cache');
    expect((await page('/admin/news', session)).res.headers['cache-control']).toBe('private, no-cache');
    expect((await page('/')).res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 to a matching If-None-Match, and 200 with a new ETag once the page changed', async () => {
    const first = await page('/news');
    const etag = first.res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await page('/news', { 'if-none-match': etag });
    expect(again.res.statusCode).toBe(304);
    expect(again.res.rawPayload.length).toBe(0);
    expect(again.res.headers.etag).toBe(etag);
    // A proxy that recompressed it may send it back weak; an uncompressed copy's validator names the same page.
    expect((await page('/news', { 'if-none-match': `W/${etag}` })).res.statusCode).toBe(304);
    const identity = await app.inject({ method: 'GET', url: '/news', headers: { 'if-none-match': etag } });
    expect(identity.statusCode).toBe(304);
    expect((await page('/news', { 'if-none-match': '"something-else"' })).res.statusCode).toBe(200);

    await contentFactories(app).article(channelId, { title: { zh_CN: '新的文章' } });
    const changed = await page(newsOfChannel(), { 'if-none-match': etag });
    expect(changed.res.statusCode).toBe(200);
    expect(cardTitles(changed.body)).toContain('新的文章');
  });

  it('answers HEAD / with the headers of GET / and no body', async () => {
    const get = await page('/');
    const head = await page('/', {}, 'HEAD');
    expect(head.res.statusCode).toBe(200);
    expect(head.res.rawPayload.length).toBe(0);
    expect(head.res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.res.headers['content-encoding']).toBe('br');
    expect(head.res.headers.etag).toBe(get.res.headers.etag);
    expect(Number(head.res.headers['content-length'])).toBe(get.res.rawPayload.length);
  });

  it('keeps serving the popular page through a flood of made-up article ids and list pages', async () => {
    const popular = await page('/news?lang=en_US');
    for (let n = 0; n < 60; n++) {
      const unknown = await page(`/news/detail/${900000 + n}`);
      expect(unknown.res.statusCode).toBe(200);
      await page(`/news?page=${n + 2}&lang=en_US`);
    }
    const again = await page('/news?lang=en_US', { 'if-none-match': popular.res.headers.etag as string });
    expect(again.res.statusCode).toBe(304);
  });
});

describe('the inlined reads', () => {
  it('are the data the API answers, read without a request in between', async () => {
    const { body } = await page(`${newsOfChannel()}&lang=en_US`);
    const boot = JSON.parse(/<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(body)![1]) as {
      data: Record<string, unknown>;
    };
    const channels = await call(app, API.newsChannels, { method: 'GET', lang: 'en_US' });
    expect(boot.data[API.newsChannels]).toEqual(channels.body.data);
    const listKey = `${API.channelArticles}?channelId=${channelId}&pageNum=1&pageSize=10`;
    const list = await call(app, listKey, { method: 'GET', lang: 'en_US' });
    expect(boot.data[listKey]).toEqual(list.body.data);
    const settings = await call(app, API.siteSettings, { method: 'GET', lang: 'en_US' });
    expect(boot.data[API.siteSettings]).toEqual(settings.body.data);
  });
});
