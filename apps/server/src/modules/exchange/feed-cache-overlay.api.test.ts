import { beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EXCHANGE_API, type ExchangePost, type PostListQuery } from '@acsc/shared';
import {
  exchangePostCollects,
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
 * A member's overlay and counts across the feed windows' 10 s slots (feed.ts, overlay.ts): the member's
 * likes, collects, follows and blocks are kept per feed_version from slot to slot, so a change of theirs
 * (or a block of them), written through the API or around it, must show on the next page read; the
 * counts follow the rule the member notices: their own like, unlike or collect shows in its count at
 * once and never goes back; other members' show within the slot and the next one (while a new slot's
 * window or page is read, a member is answered from the previous slot's).
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
const act = async (path: string, token: string, body: Record<string, unknown>) =>
  expect((await call(app, path, { token, body })).body.code).toBe(0);
const page = async (m: TestMember, query: Record<string, string | number>) =>
  (await feed(app, m.token, { ...query, pageSize: 10 })).body.data as Page;
const uncached = async (m: TestMember, query: Record<string, string>) =>
  listPosts(
    app.ctx,
    { id: m.id, roles: [], nickname: '' },
    { tab: 'latest', pageSize: 10, ...query } as PostListQuery,
    'en_US',
  );
const nextSlot = () => clock.advance(11);
/**
 * Past the bound for other members' writes: a slot, and the next one (a member's read in a new slot may
 * be answered from the previous slot's window or page while the new one is read: stale while revalidate).
 */
const pastBound = () => clock.advance(21);

describe("a member's overlay across slots", () => {
  it("shows a like, collect, follow or block by the member, or a block of them, written around the API, on the next slot's page, as the uncached query does", async () => {
    const a = await veteran(app, clock.now());
    const b = await veteran(app, clock.now());
    const c = await veteran(app, clock.now());
    const db = app.ctx.database.db;
    const word = `numbat${a.id}`;
    const pA = await write(a, `${word} a public`);
    const fA = await write(a, `${word} a followers`, 'followers');
    const pC = await write(c, `${word} c public`);
    const mC = await write(c, `${word} c members`, 'members');
    const q = { keywords: word };
    const same = async () => expect(await page(b, q)).toEqual(await uncached(b, q));
    const find = async (id: string) => (await page(b, q)).list.find((p) => p.id === id);

    expect(ids(await page(b, q))).toEqual([mC, pC, pA]);
    nextSlot();
    expect(ids(await page(b, q))).toEqual([mC, pC, pA]);
    await same();

    await db.insert(exchangePostLikes).values({ targetId: Number(pA), memberId: b.id });
    await db
      .update(exchangePosts)
      .set({ likeCount: 1 })
      .where(eq(exchangePosts.id, Number(pA)));
    nextSlot();
    expect(await find(pA)).toMatchObject({ liked: true, counts: { likes: 1 } });
    await same();
    await db.insert(exchangePostCollects).values({ targetId: Number(pC), memberId: b.id });
    await db
      .update(exchangePosts)
      .set({ collectCount: 1 })
      .where(eq(exchangePosts.id, Number(pC)));
    nextSlot();
    expect(await find(pC)).toMatchObject({ collected: true, counts: { collects: 1 } });
    await same();
    await db.insert(memberFollows).values({ followerId: b.id, followeeId: a.id });
    nextSlot();
    expect(ids(await page(b, q))).toEqual([mC, pC, fA, pA]);
    await same();
    await db.insert(memberBlocks).values({ blockerId: c.id, blockedId: b.id });
    nextSlot();
    expect(ids(await page(b, q))).toEqual([pC, fA, pA]);
    await same();
    await db.delete(memberBlocks).where(and(eq(memberBlocks.blockerId, c.id), eq(memberBlocks.blockedId, b.id)));
    await db.insert(memberBlocks).values({ blockerId: b.id, blockedId: c.id });
    nextSlot();
    expect(ids(await page(b, q))).toEqual([fA, pA]);
    await same();
    await db
      .delete(exchangePostLikes)
      .where(and(eq(exchangePostLikes.targetId, Number(pA)), eq(exchangePostLikes.memberId, b.id)));
    await db
      .update(exchangePosts)
      .set({ likeCount: 0 })
      .where(eq(exchangePosts.id, Number(pA)));
    nextSlot();
    expect(await find(pA)).toMatchObject({ liked: false, counts: { likes: 0 } });
    await same();
    // Following, kept across slots too: the unfollow, and a new post of a followed author, show at once.
    expect(ids(await page(b, { tab: 'following' })).slice(0, 2)).toEqual([fA, pA]);
    const newer = await write(a, `${word} a newer`);
    expect(ids(await page(b, { tab: 'following' }))[0]).toBe(newer);
    await db.delete(memberFollows).where(and(eq(memberFollows.followerId, b.id), eq(memberFollows.followeeId, a.id)));
    nextSlot();
    expect(ids(await page(b, { tab: 'following' }))).toEqual([]);
  });
});

describe("a member's counts", () => {
  it("show their own like, unlike and collect at once and never go back; other members' likes within two slots, on Latest and Following", async () => {
    const a = await veteran(app, clock.now());
    const b = await veteran(app, clock.now());
    const c = await veteran(app, clock.now());
    const pA = await write(a, `kowari${a.id} a public`);
    await act(EXCHANGE_API.follow, b.token, { memberId: a.id });
    const latest = { keywords: `kowari${a.id}` };
    const following = { tab: 'following' };
    const on = async (m: TestMember, query: Record<string, string>) =>
      (await page(m, query)).list.find((p) => p.id === pA);
    for (const m of [b, c]) expect(await on(m, latest)).toMatchObject({ liked: false, counts: { likes: 0 } });
    expect(await on(b, following)).toMatchObject({ liked: false, counts: { likes: 0 } });
    nextSlot();
    for (const m of [b, c]) expect(await on(m, latest)).toMatchObject({ counts: { likes: 0 } });

    // B's like: at once for B on both tabs; C (who read the same slot's window) sees it within two slots.
    await act(EXCHANGE_API.postLike, b.token, { id: pA, liked: true });
    for (const query of [latest, following])
      expect(await on(b, query)).toMatchObject({ liked: true, counts: { likes: 1 } });
    expect(await on(c, latest)).toMatchObject({ liked: false, counts: { likes: 0 } });
    pastBound();
    for (const query of [latest, following])
      expect(await on(b, query)).toMatchObject({ liked: true, counts: { likes: 1 } });
    expect(await on(c, latest)).toMatchObject({ liked: false, counts: { likes: 1 } });

    // C's like: at once for C; B's kept pages show it within two slots (Latest and the kept Following page).
    await act(EXCHANGE_API.postLike, c.token, { id: pA, liked: true });
    expect(await on(c, latest)).toMatchObject({ liked: true, counts: { likes: 2 } });
    pastBound();
    for (const query of [latest, following])
      expect(await on(b, query)).toMatchObject({ liked: true, counts: { likes: 2 } });

    // B's unlike and collect: at once, and the same in the next slot.
    await act(EXCHANGE_API.postLike, b.token, { id: pA, liked: false });
    await act(EXCHANGE_API.postCollect, b.token, { id: pA, collected: true });
    for (const query of [latest, following])
      expect(await on(b, query)).toMatchObject({ liked: false, collected: true, counts: { likes: 1, collects: 1 } });
    nextSlot();
    for (const query of [latest, following])
      expect(await on(b, query)).toMatchObject({ liked: false, collected: true, counts: { likes: 1, collects: 1 } });
  });

  it("are answered from the previous slot while a new slot is read, never after the member's own write or a post's change", async () => {
    const a = await veteran(app, clock.now());
    const b = await veteran(app, clock.now());
    const c = await veteran(app, clock.now());
    const pA = await write(a, `quokka${a.id} a public`);
    await act(EXCHANGE_API.follow, b.token, { memberId: a.id });
    const latest = { keywords: `quokka${a.id}` };
    const following = { tab: 'following' };
    const on = async (m: TestMember, query: Record<string, string>) =>
      (await page(m, query)).list.find((p) => p.id === pA);
    for (const query of [latest, following])
      expect(await on(b, query)).toMatchObject({ liked: false, counts: { likes: 0 } });

    // C's like, then exactly one slot later (the Latest window's and B's Following page's own slot): B's
    // first read is the previous slot's answer, the new one is read meanwhile and shows soon after.
    await act(EXCHANGE_API.postLike, c.token, { id: pA, liked: true });
    clock.advance(10);
    for (const query of [latest, following]) expect(await on(b, query)).toMatchObject({ counts: { likes: 0 } });
    for (const query of [latest, following])
      await vi.waitFor(async () => expect(await on(b, query)).toMatchObject({ counts: { likes: 1 } }));

    // B's own like shows at once, and in the next slot too (never the previous slot's answer from before it).
    await act(EXCHANGE_API.postLike, b.token, { id: pA, liked: true });
    for (const query of [latest, following])
      expect(await on(b, query)).toMatchObject({ liked: true, counts: { likes: 2 } });
    clock.advance(10);
    for (const query of [latest, following])
      expect(await on(b, query)).toMatchObject({ liked: true, counts: { likes: 2 } });

    // A post's change (exchange_version) is never answered from the previous slot: a new post and an edit show at once.
    clock.advance(10);
    const newer = await write(a, `quokka${a.id} a newer`);
    for (const query of [latest, following]) expect(ids(await page(b, query))[0]).toBe(newer);
    await act(EXCHANGE_API.postUpdate, a.token, { id: pA, text: `quokka${a.id} a public, edited` });
    clock.advance(10);
    for (const query of [latest, following])
      expect(await on(b, query)).toMatchObject({
        text: `quokka${a.id} a public, edited`,
        liked: true,
        counts: { likes: 2 },
      });
  });

  it('shows an edit at once on a page read beyond the shared window (a member who blocked most of it), the same posts before and after', async () => {
    const a = await veteran(app, clock.now());
    const d = await veteran(app, clock.now());
    const b = await veteran(app, clock.now());
    const word = `dibbler${a.id}`;
    const old = await write(a, `${word} old`);
    for (let i = 0; i < 8; i++) await write(d, `${word} d ${i}`);
    await act(EXCHANGE_API.block, b.token, { memberId: d.id });
    const asB = async () => (await feed(app, b.token, { keywords: word, pageSize: 2 })).body.data as Page;
    expect((await asB()).list.map((p) => [p.id, p.text])).toEqual([[old, `${word} old`]]);
    await act(EXCHANGE_API.postUpdate, a.token, { id: old, text: `${word} old, edited` });
    expect((await asB()).list.map((p) => [p.id, p.text])).toEqual([[old, `${word} old, edited`]]);
  });
});
