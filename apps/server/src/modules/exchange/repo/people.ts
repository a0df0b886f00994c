import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { exchangePosts, memberBlocks, memberFollows, members } from '../../../db/schema/index.js';
import type { Executor } from '../../../platform/db.js';
import { descNullsLast, olderThan, type Cursor } from '../../../platform/paging.js';

/** SQL of follows, blocks and member pages. */

const f = memberFollows;
const b = memberBlocks;

/** An active member (not erased) with what a member page and the privacy rule read. */
export async function activeMember(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: members.id,
      nickname: members.nickname,
      avatar: members.avatar,
      roles: members.roles,
      certifiedAlumnus: members.certifiedAlumnus,
      school: members.school,
      bio: members.bio,
      messagePolicy: members.messagePolicy,
      profilePolicy: members.profilePolicy,
      erasedAt: members.erasedAt,
      suspendedUntil: members.suspendedUntil,
    })
    .from(members)
    .where(and(eq(members.id, id), eq(members.status, 'active'), isNull(members.erasedAt)))
    .limit(1);
  return row ?? null;
}

/** Either member blocked the other. */
export async function blockedBetween(db: Executor, a: number, c: number): Promise<boolean> {
  const [row] = await db
    .select({ x: b.blockerId })
    .from(b)
    .where(or(and(eq(b.blockerId, a), eq(b.blockedId, c)), and(eq(b.blockerId, c), eq(b.blockedId, a))))
    .limit(1);
  return Boolean(row);
}

/** `blocker` blocked `blocked` (one way). */
export async function blocks(db: Executor, blocker: number, blocked: number): Promise<boolean> {
  const [row] = await db
    .select({ id: b.blockerId })
    .from(b)
    .where(and(eq(b.blockerId, blocker), eq(b.blockedId, blocked)))
    .limit(1);
  return Boolean(row);
}

/** Whether `me` follows and blocks `other`, and how many follow `other`. */
export async function relation(db: Executor, me: number, other: number) {
  const [[following], blocked, [{ n }]] = await Promise.all([
    db
      .select({ x: f.followerId })
      .from(f)
      .where(and(eq(f.followerId, me), eq(f.followeeId, other)))
      .limit(1),
    blocks(db, me, other),
    db.select({ n: count() }).from(f).where(eq(f.followeeId, other)),
  ]);
  return { following: Boolean(following), blocked, followers: Number(n) };
}

/** Whether `follower` follows `followee`. */
export async function follows(db: Executor, follower: number, followee: number): Promise<boolean> {
  const [row] = await db
    .select({ x: f.followerId })
    .from(f)
    .where(and(eq(f.followerId, follower), eq(f.followeeId, followee)))
    .limit(1);
  return Boolean(row);
}

/** Adds a follow; true when it is new. */
export async function addFollow(db: Executor, follower: number, followee: number, now: Date): Promise<boolean> {
  const added = await db
    .insert(f)
    .values({ followerId: follower, followeeId: followee, createdAt: now })
    .onConflictDoNothing()
    .returning({ x: f.followerId });
  return added.length > 0;
}

export async function removeFollow(db: Executor, follower: number, followee: number): Promise<void> {
  await db.delete(f).where(and(eq(f.followerId, follower), eq(f.followeeId, followee)));
}

/** A block, and the end of the follows between the two, both ways. */
export async function addBlock(tx: Executor, blocker: number, blocked: number, now: Date): Promise<void> {
  await tx.insert(b).values({ blockerId: blocker, blockedId: blocked, createdAt: now }).onConflictDoNothing();
  await tx
    .delete(f)
    .where(
      or(
        and(eq(f.followerId, blocker), eq(f.followeeId, blocked)),
        and(eq(f.followerId, blocked), eq(f.followeeId, blocker)),
      ),
    );
}

export async function removeBlock(db: Executor, blocker: number, blocked: number): Promise<void> {
  await db.delete(b).where(and(eq(b.blockerId, blocker), eq(b.blockedId, blocked)));
}

/** A member page's counts: posts (all of one's own, else the published ones), likes received on published posts, members followed. */
export async function pageCounts(db: Executor, memberId: number, own: boolean) {
  const p = exchangePosts;
  const [row] = await db
    .select({
      posts: sql<number>`count(*) filter (where ${own ? sql`true` : sql`${p.status} = 'published'`})::int`,
      likes: sql<number>`coalesce(sum(${p.likeCount}) filter (where ${p.status} = 'published'), 0)::int`,
      following: sql<number>`(select count(*)::int from ${f} where ${f.followerId} = ${memberId})`,
    })
    .from(p)
    .where(and(eq(p.authorId, memberId), isNull(p.deletedAt)));
  return { posts: Number(row.posts), likes: Number(row.likes), following: Number(row.following) };
}

/** A page of whom a member follows (`followers` false) or who follows them, newest first. */
export function followsPage(db: Executor, memberId: number, followers: boolean, cursor: Cursor | null, limit: number) {
  const other = followers ? f.followerId : f.followeeId;
  return db
    .select({ other, at: f.createdAt })
    .from(f)
    .where(and(eq(followers ? f.followeeId : f.followerId, memberId), olderThan(f.createdAt, other, cursor)))
    .orderBy(...descNullsLast(f.createdAt, other))
    .limit(limit);
}

/** Which of the members the viewer follows. */
export async function followedAmong(db: Executor, viewer: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: f.followeeId })
    .from(f)
    .where(and(eq(f.followerId, viewer), inArray(f.followeeId, ids)));
  return new Set(rows.map((r) => r.id));
}

/** A page of the members one blocked, newest first. */
export function blocksPage(db: Executor, blocker: number, cursor: Cursor | null, limit: number) {
  return db
    .select({ other: b.blockedId, at: b.createdAt })
    .from(b)
    .where(and(eq(b.blockerId, blocker), olderThan(b.createdAt, b.blockedId, cursor)))
    .orderBy(...descNullsLast(b.createdAt, b.blockedId))
    .limit(limit);
}
