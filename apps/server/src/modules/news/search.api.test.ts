import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { contentFactories } from '../../test/content-factories.js';

const DAY = 86_400_000;
const now = new Date('2026-04-01T02:00:00Z');
const ids: Record<string, number> = {};

const { app } = await useTestApp({ build: { now: () => now } });
beforeAll(async () => {
  const f = contentFactories(app);
  const ch = (await f.channel()).id;
  const other = (await f.channel()).id;
  const at = (days: number) => new Date(now.getTime() - days * DAY);
  ids.titleZh = (
    await f.article(ch, {
      title: {
        zh_CN: '柬埔寨学生在北京欢度新年',
        km_KH: 'និស្សិតកម្ពុជាអបអរឆ្នាំថ្មីនៅប៉េកាំង',
        en_US: 'Cambodian Students Celebrate New Year in Beijing',
      },
      body: { zh_CN: '<p>活动在人民大学举行。</p>', en_US: '<p>The event was held at Renmin University.</p>' },
      publishAt: at(5),
    })
  ).id;
  ids.bodyZh = (
    await f.article(ch, {
      title: { zh_CN: '奖学金申请指南', en_US: 'Scholarship Application Guide' },
      body: {
        zh_CN: '<p>留学<strong>学生</strong>需准备护照。</p>',
        en_US: '<p>Every applicant needs a passport.</p>',
      },
      publishAt: at(1),
    })
  ).id;
  ids.khmer = (
    await f.article(other, {
      title: { zh_CN: '迎新周', km_KH: 'សប្តាហ៍ស្វាគមន៍សិស្សថ្មី', en_US: 'Orientation Week' },
      summary: { km_KH: 'សិស្សថ្មីជាង ២០០ នាក់បានចូលរួម' },
      publishAt: at(2),
    })
  ).id;
  ids.english = (
    await f.article(other, {
      title: { en_US: 'Job Fair for International Graduates' },
      body: { en_US: '<p>Employers from <em>Phnom Penh</em> met graduates &amp; students.</p>' },
      publishAt: at(3),
    })
  ).id;
  ids.draft = (await f.article(ch, { status: 'draft', title: { zh_CN: '学生草稿' } })).id;
  ids.future = (
    await f.article(ch, {
      status: 'scheduled',
      title: { zh_CN: '学生活动预告' },
      publishAt: new Date(now.getTime() + DAY),
    })
  ).id;
});

const search = (q: Record<string, string | number>, lang = 'zh_CN') =>
  call(app, '/client/article/v1/search/listPage', { body: q, lang }).then((r) => r.body);

describe('simple keyword search', () => {
  it('finds a two-character Chinese word in titles before bodies, with highlights, never drafts or future items', async () => {
    const res = await search({ keywords: '学生', pageNum: 1, pageSize: 10 });
    expect(res.data.list.map((a: any) => a.id)).toEqual([ids.titleZh, ids.bodyZh]);
    expect(res.data.total).toBe(2);
    expect(res.data.list[0].titleHighlighted).toBe('柬埔寨<mark>学生</mark>在北京欢度新年');
    expect(res.data.list[1].titleHighlighted).toBe('奖学金申请指南');
  });

  it('finds a Khmer word and marks it', async () => {
    const res = await search({ keywords: 'សិស្ស', pageNum: 1, pageSize: 10 }, 'km_KH');
    expect(res.data.list.map((a: any) => a.id)).toEqual([ids.khmer]);
    expect(res.data.list[0].titleHighlighted).toBe('សប្តាហ៍ស្វាគមន៍<mark>សិស្ស</mark>ថ្មី');
    expect(res.data.list[0].summaryHighlighted).toBe('<mark>សិស្ស</mark>ថ្មីជាង ២០០ នាក់បានចូលរួម');
  });

  it('matches English in any case, keeps the original case in the mark, and escapes HTML', async () => {
    const res = await search({ keywords: 'jOB fAIR', pageNum: 1, pageSize: 10 }, 'en_US');
    expect(res.data.list.map((a: any) => a.id)).toEqual([ids.english]);
    expect(res.data.list[0].titleHighlighted).toBe('<mark>Job</mark> <mark>Fair</mark> for International Graduates');
    const body = await search({ keywords: 'PHNOM penh', pageNum: 1, pageSize: 10 }, 'en_US');
    expect(body.data.list.map((a: any) => a.id)).toEqual([ids.english]);
    const amp = await search({ keywords: '<b>', pageNum: 1, pageSize: 10 }, 'en_US');
    expect(amp.data.total).toBe(0);
  });

  it('ranks hits in the request language first, then newer first', async () => {
    const f = contentFactories(app);
    const ch = (await f.channel()).id;
    const enOnly = (
      await f.article(ch, {
        title: { zh_CN: '协会年会', en_US: 'ACSC Annual Meeting' },
        publishAt: new Date(now.getTime() - DAY / 4),
      })
    ).id;
    const zhHit = (
      await f.article(ch, {
        title: { zh_CN: 'ACSC 志愿者招募', en_US: 'Volunteers wanted' },
        publishAt: new Date(now.getTime() - 9 * DAY),
      })
    ).id;
    const zh = await search({ keywords: 'acsc', pageNum: 1, pageSize: 10 }, 'zh_CN');
    expect(zh.data.list.map((a: any) => a.id)).toEqual([zhHit, enOnly]);
    expect(zh.data.list[0].titleHighlighted).toBe('<mark>ACSC</mark> 志愿者招募');
    const en = await search({ keywords: 'acsc', pageNum: 1, pageSize: 10 }, 'en_US');
    expect(en.data.list.map((a: any) => a.id)).toEqual([enOnly, zhHit]);
    // A hit found only in another language is still served in the request language, unmarked.
    const renmin = await search({ keywords: 'Renmin', pageNum: 1, pageSize: 10 }, 'zh_CN');
    expect(renmin.data.list[0]).toMatchObject({
      id: ids.titleZh,
      servedLanguage: 'zh_CN',
      titleHighlighted: '柬埔寨学生在北京欢度新年',
    });
  });

  it('answers GET with the same result as POST, filters by channel, and treats % literally', async () => {
    const get = await call(
      app,
      `/client/article/v1/search/listPage?keywords=${encodeURIComponent('学生')}&pageNum=1&pageSize=10`,
      { method: 'GET' },
    );
    const post = await call(app, '/client/article/v1/search/listPage', {
      body: { keywords: '学生', pageNum: 1, pageSize: 10 },
    });
    expect(get.body).toEqual(post.body);
    const byChannel = await search({ keywords: '学生', channelId: 999, pageNum: 1, pageSize: 10 });
    expect(byChannel.data.total).toBe(0);
    expect((await search({ keywords: '%', pageNum: 1, pageSize: 10 })).data.total).toBe(0);
  });

  it('rejects an empty or too long keyword with a localized message', async () => {
    const empty = await call(app, '/client/article/v1/search/listPage', { body: { keywords: '  ' }, lang: 'en_US' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('keywords');
    const long = await call(app, '/client/article/v1/search/listPage', { body: { keywords: 'x'.repeat(51) } });
    expect(long.status).toBe(400);
  });
});
