import { beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../db/schema/index.js';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { contentFactories } from '../../test/content-factories.js';
import { RANKING_DEPTH, RANKING_DEPTHS } from './search-repo.js';
import { articleSearchFields } from './search-text.js';

/*
 * Pages of a search are slices of one ranking (search-repo.ts), kept with the freshness rules of every
 * public read; pages past the kept depth run their own query. A visitor paging through results must
 * see one consistent order either way, and a new article as soon as it is published.
 */

const MINUTE = 60_000;
const now = new Date('2026-06-01T02:00:00Z');
let channel: number;

const { app } = await useTestApp({ build: { now: () => now } });
beforeAll(async () => {
  channel = (await contentFactories(app).channel()).id;
});

const page = (keywords: string, pageNum: number, pageSize: number) =>
  call(app, `/client/article/v1/search/listPage?keywords=${keywords}&pageNum=${pageNum}&pageSize=${pageSize}`, {
    method: 'GET',
    lang: 'en_US',
  }).then((r) => {
    expect(r.status).toBe(200);
    return r.body.data as { list: { id: number }[]; total: number };
  });

/** Inserts n articles whose English title holds `word`, one minute apart (the first is the newest); their ids in that order. */
async function articlesWith(word: string, n: number): Promise<number[]> {
  const rows = Array.from({ length: n }, (_, i) => {
    const title = { en_US: `Notice ${i} about ${word}` };
    return {
      channelId: channel,
      kind: 'text' as const,
      title,
      summary: {},
      body: {},
      bodyText: {},
      ...articleSearchFields({ title }),
      status: 'published' as const,
      publishAt: new Date(now.getTime() - (i + 1) * MINUTE),
    };
  });
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500)
    ids.push(
      ...(
        await app.ctx.database.db
          .insert(articles)
          .values(rows.slice(i, i + 500))
          .returning({ id: articles.id })
      ).map((r) => r.id),
    );
  return ids;
}

describe('paging through a search', () => {
  it('gives the same order page by page as in one page, whatever the page size', async () => {
    const ids = await articlesWith('lanterns', 25);
    const whole = await page('lanterns', 1, 25);
    expect(whole.list.map((a) => a.id)).toEqual(ids);
    const byTen = [
      ...(await page('lanterns', 1, 10)).list,
      ...(await page('lanterns', 2, 10)).list,
      ...(await page('lanterns', 3, 10)).list,
    ];
    expect(byTen.map((a) => a.id)).toEqual(ids);
    const byTwenty = await page('lanterns', 2, 20);
    expect(byTwenty).toMatchObject({ total: 25 });
    expect(byTwenty.list.map((a) => a.id)).toEqual(ids.slice(20));
    expect((await page('lanterns', 4, 10)).list).toEqual([]);
  });

  it('shows an article published between two pages on the next read', async () => {
    const ids = await articlesWith('kites', 12);
    expect((await page('kites', 1, 10)).list.map((a) => a.id)).toEqual(ids.slice(0, 10));
    const fresh = await contentFactories(app).article(channel, {
      title: { en_US: 'Kites over the Mekong' },
      publishAt: new Date(now.getTime() - 1000),
    });
    const second = await page('kites', 2, 10);
    expect(second.total).toBe(13);
    expect(second.list.map((a) => a.id)).toEqual(ids.slice(9));
    expect((await page('kites', 1, 10)).list[0].id).toBe(fresh.id);
  });

  it('continues the same order past each kept ranking, and counts all hits there', async () => {
    const n = RANKING_DEPTH + 30;
    const ids = await articlesWith('dragonboat', n);
    const size = 40;
    // Pages 2 and 3 of 40: the second one crosses the end of the first, shallow ranking.
    expect(RANKING_DEPTHS[0]).toBeGreaterThan(size * 2);
    expect(RANKING_DEPTHS[0]).toBeLessThan(size * 3);
    const early = await Promise.all([2, 3].map((p) => page('dragonboat', p, size)));
    expect(early.flatMap((p) => p.list.map((a) => a.id))).toEqual(ids.slice(size, size * 3));
    expect(early.map((p) => p.total)).toEqual([n, n]);
    // The last page inside the ranking, the one that crosses its end, and the one after it.
    const inside = Math.floor(RANKING_DEPTH / size);
    const pages = await Promise.all([inside, inside + 1, inside + 2].map((p) => page('dragonboat', p, size)));
    expect(pages.map((p) => p.total)).toEqual([n, n, n]);
    expect(pages.flatMap((p) => p.list.map((a) => a.id))).toEqual(ids.slice((inside - 1) * size));
    const past = await page('dragonboat', Math.ceil(n / size) + 1, size);
    expect(past).toMatchObject({ list: [], total: n });
  });
});
