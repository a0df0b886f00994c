import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { EXCHANGE_LIMITS } from '@acsc/shared';
import { exchangeCommentLikes, exchangeComments, exchangePosts, members } from '../../../db/schema/index.js';
import type { Executor } from '../../../platform/db.js';
import { descNullsLast, olderThan, type Cursor } from '../../../platform/paging.js';
import type { CommentRow } from '../presenter.js';

/** SQL of comments: the lists (one level of replies), writing, likes, the counts a comment moves. */

const c = exchangeComments;
const columns = {
  id: c.id,
  postId: c.postId,
  parentId: c.parentId,
  authorId: c.authorId,
  replyToId: c.replyToId,
  text: c.text,
  status: c.status,
  likeCount: c.likeCount,
  replyCount: c.replyCount,
  createdAt: c.createdAt,
  deletedAt: c.deletedAt,
};
/** A reply the viewer sees: published, or held for review and the viewer's own; not deleted. */
const visibleTo = (viewer: number | null) =>
  viewer === null
    ? sql`${c.status} = 'published' and ${c.deletedAt} is null`
    : sql`(${c.status} = 'published' or (${c.status} = 'pending' and ${c.authorId} = ${viewer})) and ${c.deletedAt} is null`;
/** A top-level comment the viewer sees: as a reply, or a deleted published one still holding replies. */
const shownTo = (viewer: number | null) =>
  sql`(${visibleTo(viewer)} or (${c.status} = 'published' and ${c.replyCount} > 0))`;

/** The post of a comment the viewer sees (visibleTo), or null. */
export async function visiblePostOf(db: Executor, id: number, viewer: number): Promise<number | null> {
  const [row] = await db
    .select({ postId: c.postId })
    .from(c)
    .where(and(eq(c.id, id), visibleTo(viewer)))
    .limit(1);
  return row?.postId ?? null;
}

/** Which of the comments the viewer liked. */
export async function likedBy(db: Executor, viewer: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: exchangeCommentLikes.targetId })
    .from(exchangeCommentLikes)
    .where(and(eq(exchangeCommentLikes.memberId, viewer), inArray(exchangeCommentLikes.targetId, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The first replies of each top-level comment the viewer sees, oldest first, in one query. */
export async function firstReplies(db: Executor, parentIds: number[], viewer: number | null): Promise<CommentRow[]> {
  if (parentIds.length === 0) return [];
  const ranked = db
    .select({
      ...columns,
      n: sql<number>`row_number() over (partition by ${c.parentId} order by ${c.createdAt}, ${c.id})`.as('n'),
    })
    .from(c)
    .where(and(inArray(c.parentId, parentIds), visibleTo(viewer)))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.n} <= ${EXCHANGE_LIMITS.repliesShown}`);
  return rows.map(({ n: _n, ...r }) => r).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
}

/** A top-level comment (deleted or not). */
export async function topLevel(db: Executor, id: number): Promise<CommentRow | null> {
  const [row] = await db
    .select(columns)
    .from(c)
    .where(and(eq(c.id, id), isNull(c.parentId)))
    .limit(1);
  return row ?? null;
}

/** A page of a comment's replies the viewer sees, oldest first, after the cursor. */
export function repliesPage(
  db: Executor,
  parentId: number,
  viewer: number | null,
  after: Cursor | null,
  limit: number,
): Promise<CommentRow[]> {
  return db
    .select(columns)
    .from(c)
    .where(
      and(
        eq(c.parentId, parentId),
        visibleTo(viewer),
        after ? sql`(${c.createdAt}, ${c.id}) > (${after.at.toISOString()}::timestamptz, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(c.createdAt), asc(c.id))
    .limit(limit);
}

/** A page of a post's top-level comments the viewer is shown, newest first, before the cursor. */
export function commentsPage(
  db: Executor,
  postId: number,
  viewer: number | null,
  cursor: Cursor | null,
  limit: number,
): Promise<CommentRow[]> {
  return db
    .select(columns)
    .from(c)
    .where(and(eq(c.postId, postId), isNull(c.parentId), shownTo(viewer), olderThan(c.createdAt, c.id, cursor)))
    .orderBy(...descNullsLast(c.createdAt, c.id))
    .limit(limit);
}

/** Active members (not erased) by nickname: whom `@nickname` mentions. */
export async function activeMembersNamed(db: Executor, names: string[]): Promise<{ id: number }[]> {
  return db
    .select({ id: members.id })
    .from(members)
    .where(and(inArray(members.nickname, names), eq(members.status, 'active'), isNull(members.erasedAt)));
}

/** A comment's writer and the post's author, for the notices of a comment a moderator approved. */
export async function announceFacts(db: Executor, row: Pick<CommentRow, 'authorId' | 'postId'>) {
  const [[writer], [post]] = await Promise.all([
    db.select({ id: members.id, nickname: members.nickname }).from(members).where(eq(members.id, row.authorId)),
    db.select({ authorId: exchangePosts.authorId }).from(exchangePosts).where(eq(exchangePosts.id, row.postId)),
  ]);
  return { writer: writer ?? null, postAuthorId: post?.authorId ?? null };
}

/** A published comment under the post, not deleted: what a reply may answer. */
export async function replyTarget(db: Executor, id: number, postId: number): Promise<CommentRow | null> {
  const [row] = await db
    .select(columns)
    .from(c)
    .where(and(eq(c.id, id), eq(c.postId, postId), isNull(c.deletedAt), eq(c.status, 'published')))
    .limit(1);
  return row ?? null;
}

export async function insertComment(tx: Executor, values: typeof c.$inferInsert): Promise<CommentRow> {
  const [row] = await tx.insert(c).values(values).returning(columns);
  return row;
}

/** A reply counted in (1) or out (-1) of its top-level comment's reply count (never below 0). */
export async function bumpReplies(tx: Executor, parentId: number, delta: 1 | -1): Promise<void> {
  await tx
    .update(c)
    .set({ replyCount: sql`greatest(${c.replyCount} + ${delta}, 0)` })
    .where(eq(c.id, parentId));
}

/** Marks a comment deleted, once: answers it, or null when it was already. */
export async function markDeleted(tx: Executor, id: number, now: Date): Promise<CommentRow | null> {
  const [row] = await tx
    .update(c)
    .set({ deletedAt: now })
    .where(and(eq(c.id, id), isNull(c.deletedAt)))
    .returning(columns);
  return row ?? null;
}

/** Publishes a held comment (not deleted): answers it, or null when it was not held. */
export async function publishHeld(tx: Executor, id: number): Promise<CommentRow | null> {
  const [row] = await tx
    .update(c)
    .set({ status: 'published' })
    .where(and(eq(c.id, id), eq(c.status, 'pending'), isNull(c.deletedAt)))
    .returning(columns);
  return row ?? null;
}

/** A comment not deleted, locked for the transaction (its delete). */
export async function forUpdate(tx: Executor, id: number): Promise<CommentRow | null> {
  const [row] = await tx
    .select(columns)
    .from(c)
    .where(and(eq(c.id, id), isNull(c.deletedAt)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** A published comment not deleted (what may be liked). */
export async function published(db: Executor, id: number): Promise<CommentRow | null> {
  const [row] = await db
    .select(columns)
    .from(c)
    .where(and(eq(c.id, id), isNull(c.deletedAt), eq(c.status, 'published')))
    .limit(1);
  return row ?? null;
}

/**
 * Sets one (comment, member) like to the wanted state and moves the count only when it changed (the
 * insert's ON CONFLICT DO NOTHING or the delete's RETURNING says so); answers the likes now.
 */
export async function setLike(tx: Executor, id: number, memberId: number, liked: boolean, now: Date): Promise<number> {
  const l = exchangeCommentLikes;
  const changed = liked
    ? await tx
        .insert(l)
        .values({ targetId: id, memberId, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: l.targetId })
    : await tx
        .delete(l)
        .where(and(eq(l.targetId, id), eq(l.memberId, memberId)))
        .returning({ id: l.targetId });
  const delta = changed.length === 0 ? 0 : liked ? 1 : -1;
  const [row] = await tx
    .update(c)
    .set({ likeCount: sql`${c.likeCount} + ${delta}` })
    .where(eq(c.id, id))
    .returning({ likes: c.likeCount });
  return row.likes;
}
