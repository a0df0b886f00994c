import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { LIMITS } from '@acsc/shared';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { contentFactories } from '../../test/content-factories.js';
import { articles } from '../../db/schema/index.js';
import { indexPendingArticles } from './search-repo.js';

/*
 * The search index (search vector + GIN) in the three scripts. Every expectation is a fixed list of
 * ids in a fixed order, so the same file passing on PGlite and on PostgreSQL (CI runs both) shows the
 * two databases give identical results.
 */

const DAY = 86_400_000;
const now = new Date('2026-05-01T02:00:00Z');
const at = (days: number) => new Date(now.getTime() - days * DAY);
let channel: number;
const id: Record<string, number> = {};

const search = async (keywords: string, lang = 'zh_CN', page: Record<string, number> = {}) => {
  const res = await call(app, '/client/article/v1/search/listPage', {
    body: { keywords, pageNum: 1, pageSize: 10, ...page },
    lang,
  });
  return res;
};
const ids = async (keywords: string, lang = 'zh_CN') =>
  (await search(keywords, lang)).body.data.list.map((a: { id: number }) => a.id);

const { app } = await useTestApp({ build: { now: () => now } });
beforeAll(async () => {
  const f = contentFactories(app);
  channel = (await f.channel()).id;
  const article = async (key: string, p: Parameters<typeof f.article>[1]) =>
    (id[key] = (await f.article(channel, p)).id);
  await article('zhTitleOld', { title: { zh_CN: '学生会换届选举', en_US: 'Union elections' }, publishAt: at(40) });
  await article('zhTitleNew', {
    title: { zh_CN: '留学生春节联欢会', en_US: 'Spring Festival gala' },
    publishAt: at(3),
  });
  await article('zhBody', {
    title: { zh_CN: '图书馆开放时间调整', en_US: 'Library hours' },
    body: { zh_CN: '<p>全体<b>学生</b>请注意。</p>' },
    publishAt: at(1),
  });
  await article('zhSummary', {
    title: { zh_CN: '新学期通知' },
    summary: { zh_CN: '请各位学生按时报到' },
    publishAt: at(2),
  });
  await article('zhSplit', { title: { zh_CN: '大学生活指南' }, publishAt: at(4) });
  await article('kmTitle', { title: { zh_CN: '迎新', km_KH: 'ការស្វាគមន៍សិស្សថ្មី' }, publishAt: at(6) });
  await article('kmBody', {
    title: { zh_CN: '体育节', km_KH: 'ពិធីបុណ្យកីឡា' },
    body: { km_KH: '<p>សិស្សជាច្រើនបានចូលរួម។</p>' },
    publishAt: at(1),
  });
  await article('kmOtherWord', { title: { zh_CN: '毕业典礼', km_KH: 'និស្សិតបញ្ចប់ការសិក្សា' }, publishAt: at(1) });
  await article('enTitle', { title: { zh_CN: '国际学生招聘会', en_US: 'STUDENT Job Fair' }, publishAt: at(8) });
  await article('enBody', {
    title: { zh_CN: '讲座', en_US: 'Lecture on trade' },
    body: { en_US: '<p>Every student is welcome.</p>' },
    publishAt: at(2),
  });
  await article('enLonger', { title: { zh_CN: '学术会议', en_US: 'Students present research' }, publishAt: at(2) });
  await article('ccyaZhSummary', {
    title: { zh_CN: '协会年会' },
    summary: { zh_CN: 'CCYA 年会在金边举行' },
    publishAt: at(5),
  });
  await article('ccyaEnTitle', { title: { zh_CN: '年度报告', en_US: 'CCYA Annual Report' }, publishAt: at(1) });
  await article('draft', { status: 'draft', title: { zh_CN: '学生草稿', en_US: 'student draft' }, publishAt: at(1) });
});

describe('search in three scripts', () => {
  it('finds a two-character Chinese word anywhere in a Chinese text: titles (newest first), then summaries and bodies', async () => {
    // 学生 is inside 学生会, 留学生 and 国际学生; 大学生活 holds it across two words, which is a match too.
    expect(await ids('学生')).toEqual([id.zhTitleNew, id.zhSplit, id.enTitle, id.zhTitleOld, id.zhBody, id.zhSummary]);
  });

  it('finds a Khmer word, title hits first, and not inside a different word (និស្សិត)', async () => {
    expect(await ids('សិស្ស', 'km_KH')).toEqual([id.kmTitle, id.kmBody]);
  });

  it('finds an English word in any case and width, in titles before bodies, and not inside a longer word', async () => {
    expect(await ids('sTuDeNt', 'en_US')).toEqual([id.enTitle, id.enBody]);
    expect(await ids('ＳＴＵＤＥＮＴ', 'en_US')).toEqual([id.enTitle, id.enBody]);
    expect(await ids('students', 'en_US')).toEqual([id.enLonger]);
    const [first] = (await search('student', 'en_US')).body.data.list;
    expect(first.titleHighlighted).toBe('<mark>STUDENT</mark> Job Fair');
  });

  it('puts hits in the request language first, even above a newer title hit in another language', async () => {
    expect(await ids('ccya', 'zh_CN')).toEqual([id.ccyaZhSummary, id.ccyaEnTitle]);
    expect(await ids('ccya', 'en_US')).toEqual([id.ccyaEnTitle, id.ccyaZhSummary]);
    // Without a hit in the request language, title hits still come first.
    expect(await ids('student', 'zh_CN')).toEqual([id.enTitle, id.enBody]);
  });

  it('requires every keyword, pages the results and answers the page size it was asked', async () => {
    expect(await ids('学生 联欢会')).toEqual([id.zhTitleNew]);
    const p1 = (await search('学生', 'zh_CN', { pageSize: 4 })).body.data;
    const p2 = (await search('学生', 'zh_CN', { pageSize: 4, pageNum: 2 })).body.data;
    const p3 = (await search('学生', 'zh_CN', { pageSize: 4, pageNum: 3 })).body.data;
    expect([p1.total, p2.total, p3.total]).toEqual([6, 6, 6]);
    expect([...p1.list, ...p2.list].map((a: { id: number }) => a.id)).toEqual(await ids('学生'));
    expect(p2).toMatchObject({ pageNum: 2, pageSize: 4 });
    expect(p3.list).toEqual([]);
  });

  it('answers a keyword of punctuation only with no results, and refuses empty or too long keywords clearly', async () => {
    expect((await search('!!! ，。')).body.data).toMatchObject({ list: [], total: 0 });
    const long = await search('学'.repeat(LIMITS.keywordMax + 1), 'en_US');
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('keywords');
    const exact = await search('学'.repeat(LIMITS.keywordMax));
    expect(exact.status).toBe(200);
    const empty = await search('', 'km_KH');
    expect(empty.status).toBe(400);
  });

  it('finds articles written without their search vector, and again after their text changes', async () => {
    const db = app.ctx.database.db;
    const [row] = await db
      .insert(articles)
      .values({
        channelId: channel,
        title: { zh_CN: '校友访谈', en_US: 'Alumni interview' },
        bodyText: { en_US: 'An engineer in Phnom Penh' },
        status: 'published',
        publishAt: at(1),
      })
      .returning({ id: articles.id });
    await indexPendingArticles(db, true);
    expect(await ids('engineer', 'en_US')).toEqual([row.id]);
    await db
      .update(articles)
      .set({ bodyText: { en_US: 'A teacher in Siem Reap' } })
      .where(eq(articles.id, row.id));
    const [{ pending }] = (
      await db.execute(sql`select count(*)::int as pending from articles where search_vector is null`)
    ).rows as { pending: number }[];
    expect(pending).toBe(1);
    await indexPendingArticles(db, true);
    expect(await ids('engineer', 'en_US')).toEqual([]);
    expect(await ids('teacher', 'en_US')).toEqual([row.id]);
  });
});
