import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { contentFactories } from '../../test/content-factories.js';

const DAY = 86_400_000;
let now = new Date('2026-03-10T04:00:00Z');
let f: ReturnType<typeof contentFactories>;
let channelId: number;
let otherChannelId: number;
const ids: Record<string, number> = {};

const { app } = await useTestApp({ build: { now: () => now } });
beforeAll(async () => {
  f = contentFactories(app);
  channelId = (await f.channel({ name: { zh_CN: '通知公告', km_KH: 'សេចក្តីជូនដំណឹង', en_US: 'Notices' } })).id;
  otherChannelId = (await f.channel()).id;
  // Twelve published articles, one a day, newest last.
  for (let i = 0; i < 12; i++) {
    const a = await f.article(channelId, { publishAt: new Date(now.getTime() - (12 - i) * DAY) });
    ids[`a${i}`] = a.id;
  }
  ids.chineseOnly = (
    await f.article(otherChannelId, {
      title: { zh_CN: '只有中文的文章' },
      body: { zh_CN: '<p>这篇文章还没有翻译。</p>' },
      publishAt: new Date(now.getTime() - DAY / 2),
    })
  ).id;
  ids.draft = (await f.article(channelId, { status: 'draft', title: { zh_CN: '草稿' } })).id;
  ids.scheduled = (
    await f.article(channelId, {
      status: 'scheduled',
      title: { zh_CN: '定时发布' },
      publishAt: new Date(now.getTime() + DAY),
    })
  ).id;
});

describe('news channels and lists', () => {
  it('lists channels in the request language', async () => {
    const res = await call(app, '/client/article/v1/channel/list', { method: 'GET', lang: 'km_KH' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: any) => c.name)).toContain('សេចក្តីជូនដំណឹង');
  });

  it('answers the channel list the same by POST body and GET query', async () => {
    const post = await call(app, '/client/article/v1/channel/listPage', {
      body: { channelId, pageNum: 2, pageSize: 5 },
      lang: 'en_US',
    });
    const get = await call(app, `/client/article/v1/channel/listPage?channelId=${channelId}&pageNum=2&pageSize=5`, {
      method: 'GET',
      lang: 'en_US',
    });
    expect(post.body).toEqual(get.body);
    expect(post.body.data).toMatchObject({ total: 12, pageNum: 2, pageSize: 5 });
    // Newest first: page 2 starts with the 6th newest.
    expect(post.body.data.list.map((a: any) => a.id)).toEqual([ids.a6, ids.a5, ids.a4, ids.a3, ids.a2]);
    expect(post.body.data.list[0]).toMatchObject({
      title: expect.stringMatching(/^Article /),
      servedLanguage: 'en_US',
      kind: 'text',
    });
  });

  it('gives an empty list with the right total past the last page, and rejects a page size over 50', async () => {
    const past = await call(app, '/client/article/v1/channel/listPage', {
      body: { channelId, pageNum: 9, pageSize: 10 },
    });
    expect(past.body.data).toEqual({ list: [], total: 12, pageNum: 9, pageSize: 10 });
    const big = await call(app, '/client/article/v1/channel/listPage', {
      body: { channelId, pageNum: 1, pageSize: 51 },
      lang: 'en_US',
    });
    expect(big.status).toBe(400);
    expect(big.body.code).toBe(1001);
    expect(big.body.msg).toContain('pageSize');
  });

  it('hides drafts and scheduled items until their time, then shows the scheduled one', async () => {
    const list = await call(app, '/client/article/v1/channel/listPage', { body: { channelId, pageSize: 50 } });
    const listed = list.body.data.list.map((a: any) => a.id);
    expect(listed).not.toContain(ids.draft);
    expect(listed).not.toContain(ids.scheduled);
    expect((await call(app, `/client/article/v1/detail/${ids.draft}`, { method: 'GET' })).status).toBe(404);
    expect((await call(app, `/client/article/v1/detail/${ids.scheduled}`, { method: 'GET' })).status).toBe(404);

    const saved = now;
    now = new Date(saved.getTime() + DAY + 60_000);
    try {
      const later = await call(app, '/client/article/v1/channel/listPage', { body: { channelId, pageSize: 50 } });
      expect(later.body.data.list[0].id).toBe(ids.scheduled);
      expect(later.body.data.total).toBe(13);
      expect((await call(app, `/client/article/v1/detail/${ids.scheduled}`, { method: 'GET' })).status).toBe(200);
    } finally {
      now = saved;
    }
  });

  it('answers an unknown channel with a not-found message in the request language', async () => {
    const res = await call(app, '/client/article/v1/channel/listPage', { body: { channelId: 999999 }, lang: 'km_KH' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 1004, msg: 'រកមិនឃើញមាតិកា ឬត្រូវបានដកចេញ' });
  });
});

describe('article detail', () => {
  it('falls back to Chinese when the article has no Khmer and says so', async () => {
    const res = await call(app, `/client/article/v1/detail/${ids.chineseOnly}`, { method: 'GET', lang: 'km_KH' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      title: '只有中文的文章',
      body: '<p>这篇文章还没有翻译。</p>',
      servedLanguage: 'zh_CN',
      availableLanguages: ['zh_CN'],
    });
    const full = await call(app, `/client/article/v1/detail/${ids.a3}`, { method: 'GET', lang: 'km_KH' });
    expect(full.body.data).toMatchObject({ servedLanguage: 'km_KH', availableLanguages: ['zh_CN', 'km_KH', 'en_US'] });
  });

  it('links the previous (older) and next (newer) article of the channel and related ones', async () => {
    const res = await call(app, `/client/article/v1/detail/${ids.a5}`, { method: 'GET', lang: 'en_US' });
    expect(res.body.data.prev.id).toBe(ids.a4);
    expect(res.body.data.next.id).toBe(ids.a6);
    expect(res.body.data.related).toHaveLength(4);
    expect(res.body.data.related.map((a: any) => a.id)).not.toContain(ids.a5);
    const newest = await call(app, `/client/article/v1/detail/${ids.a11}`, { method: 'GET' });
    expect(newest.body.data.next).toBeNull();
  });

  it('sends an ETag and answers 304 when it matches, 200 when the language differs', async () => {
    const url = `/client/article/v1/detail/${ids.a2}`;
    const first = await call(app, url, { method: 'GET', lang: 'en_US' });
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers.vary).toContain('Language');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await app.inject({
      method: 'GET',
      url: `/prod-api${url}`,
      headers: { language: 'en_US', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await app.inject({
      method: 'GET',
      url: `/prod-api${url}`,
      headers: { language: 'zh_CN', 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
  });

  it('answers unknown ids with 404 in the request language', async () => {
    const en = await call(app, '/client/article/v1/detail/987654', { method: 'GET', lang: 'en_US' });
    expect(en.status).toBe(404);
    expect(en.body).toMatchObject({
      code: 1004,
      msg: 'This item does not exist or is no longer available.',
      data: null,
    });
    const zh = await call(app, '/client/article/v1/detail/987654', { method: 'GET' });
    expect(zh.body.msg).toBe('内容不存在或已下线');
    expect((await call(app, '/client/article/v1/detail/abc', { method: 'GET' })).status).toBe(400);
  });

  it('counts a view once per visitor per day', async () => {
    const url = `/client/article/v1/view/${ids.a1}`;
    const one = await call(app, url, { headers: { 'device-id': 'visitor-1' } });
    expect(one.body.data).toEqual({ views: 1, counted: true });
    const again = await call(app, url, { headers: { 'device-id': 'visitor-1' } });
    expect(again.body.data).toEqual({ views: 1, counted: false });
    const other = await call(app, url, { headers: { 'device-id': 'visitor-2' } });
    expect(other.body.data).toEqual({ views: 2, counted: true });
    const saved = now;
    now = new Date(saved.getTime() + DAY);
    try {
      const tomorrow = await call(app, url, { headers: { 'device-id': 'visitor-1' } });
      expect(tomorrow.body.data).toEqual({ views: 3, counted: true });
    } finally {
      now = saved;
    }
    const detail = await call(app, `/client/article/v1/detail/${ids.a1}`, { method: 'GET' });
    expect(detail.body.data.views).toBe(3);
    expect((await call(app, `/client/article/v1/view/${ids.draft}`)).status).toBe(404);
  });
});
