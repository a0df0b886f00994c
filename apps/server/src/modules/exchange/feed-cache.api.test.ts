import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EXCHANGE_API, type ExchangePost, type PostListQuery, type PostPage } from '@acsc/shared';
import {
  exchangeComments,
  exchangePostLikes,
  exchangePosts,
  memberBlocks,
  memberFollows,
} from '../../db/schema/index.js';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import type { TestMember } from '../notifications/notifications.testkit.js';
import { feed, post, veteran } from './exchange.testkit.js';
import { listPosts } from './posts.js';

/**
 * The feeds as cached reads (issue 11, "Feed speed", feed.ts): a visitor's page is public and cached, a
 * member's is the shared page with the member's own overlay. What a client notices: headers, which posts a
 * page holds, the flags and counts on them, and that every page equals the uncached query's answer.
 */

const { app, clock } = await useTestApp({ clock: true });
beforeEach(() => clock.advance(601));

type Page = { list: ExchangePost[]; next: string | null };
const ids = (page: Page) => page.list.map((p) => p.id);
const write = async (m: TestMember, text: string, visibility = 'public') => {
  const r = await post(app, m.token, { text, visibility });
  if (r.body.code !== 0) throw new Error(JSON.stringify(r.body));
  return r.body.data.id as string;
};
const act = (path: string, token: string, body: Record<string, unknown>) => call(app, path, { token, body });

/** Every page of a feed, by cursor, through the API. */
async function walk(token: string | undefined, query: Record<string, string | number>): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const res = await feed(app, token, { ...query, ...(cursor ? { cursor } : {}) });
    expect(res.body.code).toBe(0);
    pages.push(res.body.data);
    cursor = res.body.data.next;
  } while (cursor && pages.length < 200);
  return pages;
}
/** The same pages from the uncached query the cache replaced. */
async function walkUncached(m: TestMember | null, query: Partial<PostListQuery>): Promise<PostPage[]> {
  const pages: PostPage[] = [];
  let cursor: string | undefined;
  do {
    const page = await listPosts(
      app.ctx,
      m ? { id: m.id, roles: [], nickname: '' } : null,
      { tab: 'latest', pageSize: 10, ...query, cursor },
      'en_US',
    );
    pages.push(page);
    cursor = page.next ?? undefined;
  } while (cursor && pages.length < 200);
  return pages;
}

describe("a visitor's feed", () => {
  it('is a public read with an ETag; a new post, an edit, a deletion and a hide show at once; counts within the 10 s slot', async () => {
    const a = await veteran(app, clock.now());
    const b = await veteran(app, clock.now());
    const first = await write(a, 'cached one');
    const one = await feed(app, undefined);
    expect(one.headers['cache-control']).toBe('public, no-cache');
    expect(one.headers.vary).toContain('Authorization');
    expect(one.headers.etag).toBeTruthy();
    expect(ids(one.body.data)[0]).toBe(first);
    expect((await feed(app, undefined)).headers.etag).toBe(one.headers.etag);

    const second = await write(a, 'cached two');
    expect(ids((await feed(app, undefined)).body.data).slice(0, 2)).toEqual([second, first]);
    expect((await act(EXCHANGE_API.postUpdate, a.token, { id: second, text: 'cached two, edited' })).body.code).toBe(0);
    expect((await feed(app, undefined)).body.data.list[0]).toMatchObject({
      id: second,
      text: 'cached two, edited',
      edited: true,
    });

    // The liker sees the like and its count at once; a visitor's count follows within the slot.
    expect((await act(EXCHANGE_API.postLike, b.token, { id: first, liked: true })).body.code).toBe(0);
    expect((await feed(app, b.token)).body.data.list.find((p: ExchangePost) => p.id === first)).toMatchObject({
      liked: true,
      counts: { likes: 1 },
    });
    clock.advance(11);
    expect((await feed(app, undefined)).body.data.list.find((p: ExchangePost) => p.id === first)).toMatchObject({
      liked: false,
      counts: { likes: 1 },
    });

    // A write that bypasses the API (another process, a moderator's decision, psql) shows at once too.
    await app.ctx.database.db
      .update(exchangePosts)
      .set({ status: 'hidden' })
      .where(eq(exchangePosts.id, Number(first)));
    expect(ids((await feed(app, undefined)).body.data)).not.toContain(first);
    expect((await act(EXCHANGE_API.postDelete, a.token, { id: second })).body.code).toBe(0);
    expect(ids((await feed(app, undefined)).body.data)).not.toContain(second);
  });

  it('holds public posts only, on Latest, Popular, search and every cursor page, as the uncached query does', async () => {
    const a = await veteran(app, clock.now());
    const word = `zebra${a.id}`;
    for (const v of ['public', 'members', 'followers', 'public', 'members', 'public'])
      await write(a, `${word} ${v}`, v);
    for (const query of [{ tab: 'latest' }, { tab: 'popular' }, { tab: 'latest', keywords: word }] as Record<
      string,
      string
    >[]) {
      const pages = await walk(undefined, { ...query, pageSize: 2 });
      const list = pages.flatMap((p) => p.list);
      expect(list.every((p) => p.visibility === 'public' && !p.liked && !p.collected && !p.mine)).toBe(true);
      if (query.keywords)
        expect(list.map((p) => p.text)).toEqual([`${word} public`, `${word} public`, `${word} public`]);
      const uncached = await walkUncached(null, { ...query, pageSize: 2 } as Partial<PostListQuery>);
      expect(list.map((p) => p.id)).toEqual(uncached.flatMap((p) => p.list.map((x) => x.id)));
    }
    expect((await feed(app, undefined, { tab: 'following' })).body).toMatchObject({
      code: 0,
      data: { list: [], next: null },
    });
  });
});

describe("a member's feed", () => {
  it("shows the member's own likes and collects only, the audiences the member belongs to, and hides authors the member blocked or who blocked the member", async () => {
    const a = await veteran(app, clock.now());
    const d = await veteran(app, clock.now());
    const e = await veteran(app, clock.now());
    const b = await veteran(app, clock.now());
    const c = await veteran(app, clock.now());
    const word = `quokka${a.id}`;
    const pA = await write(a, `${word} a public`);
    const mA = await write(a, `${word} a members`, 'members');
    const fA = await write(a, `${word} a followers`, 'followers');
    const dPosts: string[] = [];
    for (let i = 0; i < 8; i++) dPosts.push(await write(d, `${word} d public ${i}`));
    const pE = await write(e, `${word} e public`);
    const mE = await write(e, `${word} e members`, 'members');
    expect((await act(EXCHANGE_API.follow, b.token, { memberId: a.id })).body.code).toBe(0);
    expect((await act(EXCHANGE_API.block, b.token, { memberId: d.id })).body.code).toBe(0);
    expect((await act(EXCHANGE_API.block, e.token, { memberId: b.id })).body.code).toBe(0);
    expect((await act(EXCHANGE_API.postLike, b.token, { id: pA, liked: true })).body.code).toBe(0);
    expect((await act(EXCHANGE_API.postCollect, b.token, { id: pA, collected: true })).body.code).toBe(0);

    const seen = async (m: TestMember | undefined, query: Record<string, string | number>) =>
      (await walk(m?.token, { ...query, pageSize: 2 })).flatMap((p) => p.list);
    for (const query of [{ tab: 'latest' }, { tab: 'popular' }, { tab: 'latest', keywords: word }] as Record<
      string,
      string
    >[]) {
      const asB = await seen(b, query);
      const mineOf = (list: ExchangePost[]) => list.filter((p) => [pA, mA, fA, pE, mE, ...dPosts].includes(p.id));
      expect(new Set(ids({ list: mineOf(asB), next: null }))).toEqual(new Set([pA, mA, fA, pE]));
      expect(asB.find((p) => p.id === pA)).toMatchObject({
        liked: true,
        collected: true,
        counts: { likes: 1, collects: 1 },
      });
      expect(asB.some((p) => p.author.id === String(d.id))).toBe(false);

      const asC = await seen(c, query);
      expect(new Set(ids({ list: mineOf(asC), next: null }))).toEqual(new Set([pA, mA, pE, mE, ...dPosts]));
      // C reads the same cached page: B's like counts, B's flags never show.
      expect(asC.find((p) => p.id === pA)).toMatchObject({
        liked: false,
        collected: false,
        mine: false,
        counts: { likes: 1, collects: 1 },
      });

      const asA = await seen(a, query);
      expect(asA.filter((p) => p.author.id === String(a.id) && [pA, mA].includes(p.id)).every((p) => p.mine)).toBe(
        true,
      );

      const asVisitor = await seen(undefined, query);
      expect(new Set(ids({ list: mineOf(asVisitor), next: null }))).toEqual(new Set([pA, pE, ...dPosts]));

      // Every page, cursor and flag equals the uncached query's answer.
      for (const m of [a, b, c]) {
        const pages = await walk(m.token, { ...query, pageSize: 2 });
        expect(pages).toEqual(await walkUncached(m, { ...query, pageSize: 2 } as Partial<PostListQuery>));
      }
    }

    // Unblocking shows D's posts again at once, with no content change in between.
    expect((await act(EXCHANGE_API.unblock, b.token, { memberId: d.id })).body.code).toBe(0);
    expect(ids((await feed(app, b.token, { keywords: word, pageSize: 20 })).body.data)).toEqual(
      expect.arrayContaining(dPosts),
    );
  });

  it('answers a member privately, without an ETag, and the visitor page carries no member state', async () => {
    const a = await veteran(app, clock.now());
    const b = await veteran(app, clock.now());
    const id = await write(a, 'private state');
    expect((await act(EXCHANGE_API.postLike, b.token, { id, liked: true })).body.code).toBe(0);
    const asB = await feed(app, b.token);
    expect(asB.headers['cache-control']).toBe('private, no-store');
    expect(asB.headers.etag).toBeUndefined();
    expect(asB.body.data.list[0]).toMatchObject({ id, liked: true });
    expect((await feed(app, a.token)).body.data.list[0]).toMatchObject({ id, liked: false, mine: true });
    expect((await feed(app, undefined)).body.data.list[0]).toMatchObject({ id, liked: false, mine: false });
  });

  it("keeps a member's pages per member and feed_version: their likes, comments, follows and blocks, and blocks of them, show at once even when written around the API (another process)", async () => {
    const a = await veteran(app, clock.now());
    const b = await veteran(app, clock.now());
    const c = await veteran(app, clock.now());
    const db = app.ctx.database.db;
    const word = `wombat${a.id}`;
    const pA = await write(a, `${word} a public`);
    const fA = await write(a, `${word} a followers`, 'followers');
    const pC = await write(c, `${word} c public`);
    const mC = await write(c, `${word} c members`, 'members');
    const page = async (m: TestMember, query: Record<string, string | number> = { keywords: word }) =>
      (await feed(app, m.token, { ...query, pageSize: 10 })).body.data as Page;
    const same = async (m: TestMember, query: Record<string, string> = { keywords: word }) =>
      expect(await page(m, query)).toEqual(
        (await walkUncached(m, { pageSize: 10, ...query } as Partial<PostListQuery>))[0],
      );

    // Read once (kept), then changed behind the cache's back, then read again: the change shows.
    expect(ids(await page(b))).toEqual([mC, pC, pA]);
    await db.insert(exchangePostLikes).values({ targetId: Number(pA), memberId: b.id });
    await db
      .update(exchangePosts)
      .set({ likeCount: 1 })
      .where(eq(exchangePosts.id, Number(pA)));
    expect((await page(b)).list.find((p) => p.id === pA)).toMatchObject({ liked: true, counts: { likes: 1 } });
    await same(b);
    await db.insert(memberFollows).values({ followerId: b.id, followeeId: a.id });
    expect(ids(await page(b))).toEqual([mC, pC, fA, pA]);
    await same(b);
    expect(ids(await page(b, { tab: 'following' })).slice(0, 2)).toEqual([fA, pA]);
    await db.insert(memberBlocks).values({ blockerId: c.id, blockedId: b.id });
    expect(ids(await page(b))).toEqual([pC, fA, pA]);
    await same(b);
    await db.delete(memberBlocks).where(and(eq(memberBlocks.blockerId, c.id), eq(memberBlocks.blockedId, b.id)));
    await db.insert(memberBlocks).values({ blockerId: b.id, blockedId: c.id });
    expect(ids(await page(b))).toEqual([fA, pA]);
    await same(b);
    await db.delete(memberFollows).where(and(eq(memberFollows.followerId, b.id), eq(memberFollows.followeeId, a.id)));
    expect(ids(await page(b))).toEqual([pA]);
    expect(ids(await page(b, { tab: 'following' }))).toEqual([]);
    await same(b);

    // A's own comment shows in A's count at once; C, who read before, sees it within two 10 s slots (a
    // member's read in a new slot may have the previous slot's window while the new one is read).
    expect((await page(c)).list.find((p) => p.id === pA)).toMatchObject({ counts: { comments: 0 } });
    await db.insert(exchangeComments).values({ postId: Number(pA), authorId: a.id, text: 'own comment' });
    await db
      .update(exchangePosts)
      .set({ commentCount: 1 })
      .where(eq(exchangePosts.id, Number(pA)));
    expect((await page(a)).list.find((p) => p.id === pA)).toMatchObject({ mine: true, counts: { comments: 1 } });
    clock.advance(21);
    expect((await page(c)).list.find((p) => p.id === pA)).toMatchObject({
      liked: false,
      mine: false,
      counts: { likes: 1, comments: 1 },
    });
    // One member's kept pages never answer another: B's like never shows for C, A's "mine" never for B.
    expect((await page(b, { tab: 'latest' })).list.filter((p) => p.mine)).toEqual([]);
    for (const m of [a, b, c]) await same(m);
  });

  it('pages the Following tab newest first, every followed author, no repeats, as the uncached filter did', async () => {
    const f = await veteran(app, clock.now());
    const authors = [await veteran(app, clock.now()), await veteran(app, clock.now()), await veteran(app, clock.now())];
    const other = await veteran(app, clock.now());
    const expected: string[] = [];
    for (let i = 0; i < 7; i++) {
      clock.advance(1);
      expected.unshift(await write(authors[i % 3], `following ${i}`, i === 4 ? 'followers' : 'public'));
      await write(other, `not followed ${i}`);
    }
    for (const m of authors) expect((await act(EXCHANGE_API.follow, f.token, { memberId: m.id })).body.code).toBe(0);
    const list = (await walk(f.token, { tab: 'following', pageSize: 2 })).flatMap((p) => p.list.map((x) => x.id));
    // The veterans' three earlier posts each come after these (older).
    expect(list.slice(0, 7)).toEqual(expected);
    expect(new Set(list).size).toBe(list.length);
    expect(list).toHaveLength(7 + 9);
  });
});
