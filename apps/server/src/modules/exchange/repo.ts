import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { exchangeComments, exchangePostCollects, exchangePostLikes, exchangePostMedia, exchangePosts, media, memberBlocks, memberFollows, members } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import { descNullsLast } from '../../platform/paging.js';
import { popularScoreSql } from './rules.js';

/** SQL of posts: who may see which, the feeds' conditions, and the count changes. */

const p = exchangePosts;

/** The author follows nobody special here: `viewer` follows the post's author. */
const viewerFollowsAuthor = (viewer: number) => sql`exists (select 1 from ${memberFollows} where ${memberFollows.followerId} = ${viewer} and ${memberFollows.followeeId} = ${p.authorId})`;
/** The post's author blocked `viewer`. */
const authorBlocked = (viewer: number) => sql`exists (select 1 from ${memberBlocks} where ${memberBlocks.blockerId} = ${p.authorId} and ${memberBlocks.blockedId} = ${viewer})`;
/** `viewer` blocked the post's author (their posts leave the viewer's feeds). */
const viewerBlocked = (viewer: number) => sql`exists (select 1 from ${memberBlocks} where ${memberBlocks.blockerId} = ${viewer} and ${memberBlocks.blockedId} = ${p.authorId})`;

/**
 * The audience rule of a published post: public for everyone; members for signed-in members the author
 * has not blocked; followers for the author's followers the author has not blocked.
 */
export function audienceOf(viewer: number | null): SQL {
  if (viewer === null) return sql`${p.visibility} = 'public'`;
  return sql`(${p.visibility} = 'public' or (not ${authorBlocked(viewer)} and (${p.visibility} = 'members' or ${viewerFollowsAuthor(viewer)})))`;
}

/** A post the viewer may open: their own (any status), or a published one in its audience. */
export function readableBy(viewer: number | null): SQL {
  const published = sql`${p.status} = 'published' and ${audienceOf(viewer)}`;
  return viewer === null ? sql`${p.deletedAt} is null and ${published}` : sql`${p.deletedAt} is null and (${p.authorId} = ${viewer} or (${published}))`;
}

/** The feeds: published posts in the viewer's audience, without authors the viewer blocked (matches the partial indexes). */
export function inFeedOf(viewer: number | null): SQL {
  const base = sql`${p.status} = 'published' and ${p.deletedAt} is null and ${audienceOf(viewer)}`;
  return viewer === null ? base : sql`${base} and not ${viewerBlocked(viewer)}`;
}

export const followingOnly = (viewer: number) => sql`${p.authorId} in (select ${memberFollows.followeeId} from ${memberFollows} where ${memberFollows.followerId} = ${viewer})`;

export const postColumns = {
  id: p.id,
  authorId: p.authorId,
  title: p.title,
  text: p.text,
  visibility: p.visibility,
  status: p.status,
  likeCount: p.likeCount,
  commentCount: p.commentCount,
  collectCount: p.collectCount,
  score: p.score,
  createdAt: p.createdAt,
  editedAt: p.editedAt,
};
export type PostRow = { [K in keyof typeof postColumns]: (typeof postColumns)[K]['_']['data'] } & { editedAt: Date | null; title: string | null };

/**
 * Newest (or most popular) first, written as the feed indexes are ordered (`DESC NULLS LAST`: drizzle's
 * index default). A plain `desc` means NULLS FIRST, which the indexes cannot give: PostgreSQL then
 * scanned and sorted every published post for each page (35-55 ms, parallel workers) instead of
 * reading 31 index entries. The columns are not null, so the order is the same.
 */
export function feedOrder(order: 'latest' | 'popular'): SQL[] {
  return order === 'popular' ? descNullsLast(p.score, p.id) : descNullsLast(p.createdAt, p.id);
}

export function postsWhere(db: Executor, where: SQL | undefined, order: 'latest' | 'popular') {
  return db
    .select(postColumns)
    .from(p)
    .where(where)
    .orderBy(...feedOrder(order));
}

export async function postById(db: Executor, id: number, viewer: number | null): Promise<PostRow | null> {
  const [row] = await db.select(postColumns).from(p).where(and(eq(p.id, id), readableBy(viewer))).limit(1);
  return (row as PostRow | undefined) ?? null;
}

/** A post for its author's writes: not deleted, locked for the transaction. */
export async function postForWrite(db: Executor, id: number) {
  const [row] = await db.select().from(p).where(and(eq(p.id, id), isNull(p.deletedAt))).for('update').limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------- what a page of posts needs besides its rows

export async function cardSources(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: members.id, nickname: members.nickname, avatar: members.avatar, roles: members.roles, erasedAt: members.erasedAt }).from(members).where(inArray(members.id, ids));
}

export async function mediaOf(db: Executor, postIds: number[]) {
  if (postIds.length === 0) return [];
  return db
    .select({ postId: exchangePostMedia.postId, position: exchangePostMedia.position, mediaId: exchangePostMedia.mediaId, kind: exchangePostMedia.kind, url: exchangePostMedia.url, width: exchangePostMedia.width, height: exchangePostMedia.height, seconds: exchangePostMedia.seconds, poster: exchangePostMedia.poster, variants: media.variants })
    .from(exchangePostMedia)
    .innerJoin(media, eq(media.id, exchangePostMedia.mediaId))
    .where(inArray(exchangePostMedia.postId, postIds))
    .orderBy(asc(exchangePostMedia.postId), asc(exchangePostMedia.position));
}

export async function likedAndCollected(db: Executor, viewer: number, postIds: number[]) {
  if (postIds.length === 0) return { liked: new Set<number>(), collected: new Set<number>() };
  const [liked, collected] = await Promise.all([
    db.select({ id: exchangePostLikes.targetId }).from(exchangePostLikes).where(and(eq(exchangePostLikes.memberId, viewer), inArray(exchangePostLikes.targetId, postIds))),
    db.select({ id: exchangePostCollects.targetId }).from(exchangePostCollects).where(and(eq(exchangePostCollects.memberId, viewer), inArray(exchangePostCollects.targetId, postIds))),
  ]);
  return { liked: new Set(liked.map((r) => r.id)), collected: new Set(collected.map((r) => r.id)) };
}

// ---------------------------------------------------------------- counts

export interface CountDelta {
  likes?: number;
  comments?: number;
  collects?: number;
}

/** Adds to a post's counts and rewrites its popular score in one statement; answers the counts now. */
export async function bumpCounts(db: Executor, postId: number, d: CountDelta) {
  const likes = sql`${p.likeCount} + ${d.likes ?? 0}`;
  const comments = sql`${p.commentCount} + ${d.comments ?? 0}`;
  const collects = sql`${p.collectCount} + ${d.collects ?? 0}`;
  const [row] = await db
    .update(p)
    .set({ likeCount: likes, commentCount: comments, collectCount: collects, score: popularScoreSql(likes, comments, collects) })
    .where(eq(p.id, postId))
    .returning({ likes: p.likeCount, comments: p.commentCount, collects: p.collectCount });
  return row;
}

export async function countsOf(db: Executor, postId: number) {
  const [row] = await db.select({ likes: p.likeCount, comments: p.commentCount, collects: p.collectCount }).from(p).where(eq(p.id, postId));
  return row;
}

// ---------------------------------------------------------------- moderation (reportable.ts)

/** Posts not deleted, as moderation's queue shows them (with the number of pictures or videos). */
export function postsForModeration(db: Executor, ids: number[]) {
  return db
    .select({
      id: p.id,
      authorId: p.authorId,
      status: p.status,
      title: p.title,
      text: p.text,
      createdAt: p.createdAt,
      mediaCount: sql<number>`(select count(*)::int from ${exchangePostMedia} where ${exchangePostMedia.postId} = ${p.id})`.mapWith(Number),
    })
    .from(p)
    .where(and(inArray(p.id, ids), isNull(p.deletedAt)));
}

/** Comments not deleted, as moderation's queue shows them. */
export function commentsForModeration(db: Executor, ids: number[]) {
  const c = exchangeComments;
  return db
    .select({ id: c.id, postId: c.postId, authorId: c.authorId, status: c.status, text: c.text, createdAt: c.createdAt })
    .from(c)
    .where(and(inArray(c.id, ids), isNull(c.deletedAt)));
}

export async function setPostStatus(tx: Executor, id: number, status: string): Promise<void> {
  await tx.update(p).set({ status }).where(eq(p.id, id));
}

export async function setCommentStatus(tx: Executor, id: number, status: string): Promise<void> {
  await tx.update(exchangeComments).set({ status }).where(eq(exchangeComments.id, id));
}

/** The author of a post not deleted, or null. */
export async function liveAuthorOf(db: Executor, id: number): Promise<number | null> {
  const [row] = await db
    .select({ authorId: p.authorId })
    .from(p)
    .where(and(eq(p.id, id), isNull(p.deletedAt)));
  return row?.authorId ?? null;
}

/** Posts or comments held for review, not deleted: their id and creation time (moderation's pending view). */
export const heldFor = (t: typeof exchangePosts | typeof exchangeComments): SQL => sql`select ${t.id}, ${t.createdAt} from ${t} where ${t.status} = 'pending' and ${t.deletedAt} is null`;
