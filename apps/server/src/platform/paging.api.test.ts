import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { articles } from '../db/schema/index.js';
import { newestFirst } from '../modules/content/publishing.js';
import { useTestApp } from '../test/kit.js';
import { contentFactories } from '../test/content-factories.js';
import { decodeCursor, encodeCursor, keysetPage, olderThan, paginate, type Cursor } from './paging.js';

let channelId: number;
const base = new Date('2026-03-01T08:00:00.000Z');
const minutes = (n: number) => new Date(base.getTime() + n * 60_000);

const { app } = await useTestApp();
beforeAll(async () => {
  const f = contentFactories(app);
  channelId = (await f.channel()).id;
  // Seven articles, three of them at the same instant: the id must break the tie, or a page repeats or skips one.
  for (const at of [0, 1, 2, 2, 2, 3, 4]) await f.article(channelId, { publishAt: minutes(at) });
});

const inChannel = () => eq(articles.channelId, channelId);
const cols = { id: articles.id, publishAt: articles.publishAt };
const cursorOf = (r: { id: number; publishAt: Date }): Cursor => ({ at: r.publishAt, id: r.id });

async function allNewestFirst() {
  const db = app.ctx.database.db;
  return (
    await db
      .select(cols)
      .from(articles)
      .where(inChannel())
      .orderBy(...newestFirst(articles))
  ).map((r) => r.id);
}

async function numberedPage(pageNum: number, pageSize: number) {
  const db = app.ctx.database.db;
  const where = inChannel();
  const rows = db
    .select(cols)
    .from(articles)
    .where(where)
    .orderBy(...newestFirst(articles));
  return paginate(db, { rows, from: articles, where }, { pageNum, pageSize });
}

async function keyset(cursor: string | null, size: number) {
  const db = app.ctx.database.db;
  const rows = db
    .select(cols)
    .from(articles)
    .where(and(inChannel(), olderThan(articles.publishAt, articles.id, decodeCursor(cursor))))
    .orderBy(...newestFirst(articles));
  return keysetPage(rows, size, cursorOf);
}

describe('paginate', () => {
  it('answers numbered pages that together hold every row once, with the total', async () => {
    const seen: number[] = [];
    for (let n = 1; n <= 3; n++) {
      const page = await numberedPage(n, 3);
      expect(page).toMatchObject({ total: 7, pageNum: n, pageSize: 3 });
      seen.push(...page.list.map((r) => r.id));
    }
    expect(seen).toEqual(await allNewestFirst());
    expect((await numberedPage(4, 3)).list).toEqual([]);
  });
});

describe('keyset pages', () => {
  it('walk every row once in newest-first order, ties broken by id, and say when there is no next page', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await keyset(cursor, 2);
      seen.push(...page.list.map((r) => r.id));
      cursor = page.next;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    expect(seen).toEqual(await allNewestFirst());
  });

  it('neither repeat nor skip a row when a newer one arrives between two pages (an offset would repeat one)', async () => {
    const first = await keyset(null, 3);
    await contentFactories(app).article(channelId, { publishAt: minutes(10) });
    const second = await keyset(first.next, 3);
    const offsetSecond = await numberedPage(2, 3);
    expect(second.list.map((r) => r.id)).toEqual((await allNewestFirst()).slice(4, 7));
    expect(offsetSecond.list[0].id).toBe(first.list[2].id);
  });

  it('takes back only cursors it made: anything else starts from the newest', async () => {
    const c = { at: minutes(2), id: 42 };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
    for (const bad of [
      '',
      'abc',
      Buffer.from('2026-03-01~1').toString('base64url'),
      Buffer.from("x'); drop table articles;--").toString('base64url'),
    ]) {
      expect(decodeCursor(bad)).toBeNull();
    }
  });
});
