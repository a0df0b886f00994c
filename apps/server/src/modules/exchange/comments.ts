import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { EXCHANGE_LIMITS, type CommentCreateBody, type CommentLikeResult, type CommentListQuery, type CommentPage, type ExchangeComment, type Language, type LikeBody } from '@acsc/shared';
import { exchangeCommentLikes, exchangeComments, exchangePosts, memberBlocks, members } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { decodeCursor, descNullsLast, encodeCursor, olderThan } from '../../platform/paging.js';
import { notify } from '../notifications/service.js';
import { COMMENT_REPLIED, excerpt, MENTIONED, POST_COMMENTED } from './notifications.js';
import { notifySafely, type ExchangeDeps, type Reader } from './posts.js';
import { presentComment, type CommentRow } from './presenter.js';
import * as repo from './repo.js';
import { assertCanWrite, heldForReview } from './rules.js';
import { matchesWatchedWord } from '../moderation/service.js';

/**
 * Comments with one level of replies, likes on comments, @nickname mentions (issue 11). A comment with a
 * watched word, or a new account's comment with a link, is held for review as posts are (status
 * 'pending'): only its author sees it, marked; it counts, and tells anyone, once a moderator approves it.
 */

const c = exchangeComments;
const columns = { id: c.id, postId: c.postId, parentId: c.parentId, authorId: c.authorId, replyToId: c.replyToId, text: c.text, status: c.status, likeCount: c.likeCount, replyCount: c.replyCount, createdAt: c.createdAt, deletedAt: c.deletedAt };
/** A reply the viewer sees: published, or held for review and the viewer's own; not deleted. */
const visibleTo = (viewer: number | null) =>
  viewer === null
    ? sql`${c.status} = 'published' and ${c.deletedAt} is null`
    : sql`(${c.status} = 'published' or (${c.status} = 'pending' and ${c.authorId} = ${viewer})) and ${c.deletedAt} is null`;
/** A top-level comment the viewer sees: as a reply, or a deleted published one still holding replies. */
const shownTo = (viewer: number | null) => sql`(${visibleTo(viewer)} or (${c.status} = 'published' and ${c.replyCount} > 0))`;

async function readablePost(db: Executor, postId: number, viewer: number | null) {
  const post = await repo.postById(db, postId, viewer);
  if (!post) fail('POST_NOT_FOUND');
  return post;
}

/**
 * Whether the viewer sees a comment as the lists show it: published (or their own held one), not deleted,
 * under a post they may read. Reports of comments follow it (moderation's report).
 */
export async function commentVisibleTo(db: Executor, id: number, viewer: number): Promise<boolean> {
  const [row] = await db.select({ postId: c.postId }).from(c).where(and(eq(c.id, id), visibleTo(viewer))).limit(1);
  return Boolean(row && (await repo.postById(db, row.postId, viewer)));
}

async function decorate(db: Executor, rows: CommentRow[], viewer: number | null) {
  const memberIds = [...new Set(rows.flatMap((r) => (r.replyToId ? [r.authorId, r.replyToId] : [r.authorId])))];
  const ids = rows.map((r) => r.id);
  const [cards, liked] = await Promise.all([
    repo.cardSources(db, memberIds),
    viewer === null || ids.length === 0 ? [] : db.select({ id: exchangeCommentLikes.targetId }).from(exchangeCommentLikes).where(and(eq(exchangeCommentLikes.memberId, viewer), inArray(exchangeCommentLikes.targetId, ids))),
  ]);
  return { cards: new Map(cards.map((m) => [m.id, m])), liked: new Set(liked.map((r) => r.id)) };
}

/** The first replies of each top-level comment, oldest first, in one query. */
async function firstReplies(db: Executor, parentIds: number[], viewer: number | null): Promise<CommentRow[]> {
  if (parentIds.length === 0) return [];
  const ranked = db
    .select({ ...columns, n: sql<number>`row_number() over (partition by ${c.parentId} order by ${c.createdAt}, ${c.id})`.as('n') })
    .from(c)
    .where(and(inArray(c.parentId, parentIds), visibleTo(viewer)))
    .as('ranked');
  const rows = await db.select().from(ranked).where(sql`${ranked.n} <= ${EXCHANGE_LIMITS.repliesShown}`);
  return rows.map(({ n: _n, ...r }) => r).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
}

export async function listComments(deps: ExchangeDeps, viewer: Reader | null, q: CommentListQuery, lang: Language): Promise<CommentPage> {
  const db = deps.database.db;
  const v = viewer?.id ?? null;
  if (q.parentId !== undefined) {
    const [parent] = await db.select(columns).from(c).where(and(eq(c.id, q.parentId), isNull(c.parentId))).limit(1);
    if (!parent) fail('COMMENT_NOT_FOUND');
    await readablePost(db, parent.postId, v);
    const after = decodeCursor(q.cursor);
    const rows = await db
      .select(columns)
      .from(c)
      .where(and(eq(c.parentId, parent.id), visibleTo(v), after ? sql`(${c.createdAt}, ${c.id}) > (${after.at.toISOString()}::timestamptz, ${after.id})` : undefined))
      .orderBy(asc(c.createdAt), asc(c.id))
      .limit(q.pageSize + 1);
    const list = rows.slice(0, q.pageSize);
    const d = await decorate(db, list, v);
    const last = list[list.length - 1];
    return { list: list.map((r) => presentComment(r, [], d.cards, d.liked, v, lang)), next: rows.length > q.pageSize ? encodeCursor({ at: last.createdAt, id: last.id }) : null };
  }
  if (q.postId === undefined) fail('BAD_REQUEST');
  await readablePost(db, q.postId, v);
  const rows = await db
    .select(columns)
    .from(c)
    .where(and(eq(c.postId, q.postId), isNull(c.parentId), shownTo(v), olderThan(c.createdAt, c.id, decodeCursor(q.cursor))))
    .orderBy(...descNullsLast(c.createdAt, c.id))
    .limit(q.pageSize + 1);
  const list = rows.slice(0, q.pageSize);
  const replies = await firstReplies(db, list.map((r) => r.id), v);
  const d = await decorate(db, [...list, ...replies], v);
  const last = list[list.length - 1];
  return {
    list: list.map((r) => presentComment(r, replies.filter((x) => x.parentId === r.id), d.cards, d.liked, v, lang)),
    next: rows.length > q.pageSize ? encodeCursor({ at: last.createdAt, id: last.id }) : null,
  };
}

/** @nickname mentions: the members (active, not the writer) whose nickname follows an @, at most 10. */
async function mentioned(db: Executor, text: string, writer: number): Promise<{ id: number }[]> {
  const names = [...new Set([...text.matchAll(/@([^\s@,，.。:：;；!！?？()（）]{1,40})/gu)].map((m) => m[1]))].slice(0, EXCHANGE_LIMITS.mentionsMax);
  if (names.length === 0) return [];
  const rows = await db.select({ id: members.id }).from(members).where(and(inArray(members.nickname, names), eq(members.status, 'active'), isNull(members.erasedAt)));
  return rows.filter((r) => r.id !== writer);
}

/**
 * Counts a published comment in (delta 1) or out (-1): its post's comment count (and Popular score) and,
 * for a reply, its top-level comment's reply count. At publication (at once, or a moderator's approval)
 * and at deletion; a comment held for review is not counted.
 */
async function countComment(tx: Executor, row: Pick<CommentRow, 'postId' | 'parentId'>, delta: 1 | -1) {
  if (row.parentId !== null) await tx.update(c).set({ replyCount: sql`greatest(${c.replyCount} + ${delta}, 0)` }).where(eq(c.id, row.parentId));
  await repo.bumpCounts(tx, row.postId, { comments: delta });
}

/** Who hears of a published comment: the member it answers, the post's author, the members it mentions (once each, never the writer). */
async function announceComment(deps: ExchangeDeps, row: CommentRow, postAuthorId: number, writer: { id: number; nickname: string }) {
  const params = { postId: String(row.postId), by: writer.nickname, byId: String(writer.id), excerpt: excerpt(row.text) };
  const told = new Set<number>([writer.id]);
  const tell = async (memberId: number, type: typeof POST_COMMENTED) => {
    if (told.has(memberId)) return;
    told.add(memberId);
    await notifySafely(deps, () => notify(deps, { memberId, type, params }));
  };
  if (row.replyToId !== null) await tell(row.replyToId, COMMENT_REPLIED);
  await tell(postAuthorId, POST_COMMENTED);
  for (const m of await mentioned(deps.database.db, row.text, writer.id)) await tell(m.id, MENTIONED);
}

export async function createComment(deps: ExchangeDeps, writer: Reader, body: CommentCreateBody, lang: Language): Promise<ExchangeComment> {
  const db = deps.database.db;
  const { row, post } = await db.transaction(async (tx) => {
    const facts = await assertCanWrite(deps, writer.id, tx);
    const post = await readablePost(tx, body.postId, writer.id);
    if (post.status !== 'published') fail('POST_NOT_FOUND');
    const [blocked] = await tx.select({ id: memberBlocks.blockerId }).from(memberBlocks).where(and(eq(memberBlocks.blockerId, post.authorId), eq(memberBlocks.blockedId, writer.id))).limit(1);
    if (blocked) fail('BLOCKED');
    let parentId: number | null = null;
    let replyToId: number | null = null;
    if (body.parentId !== undefined) {
      const [parent] = await tx.select(columns).from(c).where(and(eq(c.id, body.parentId), eq(c.postId, post.id), isNull(c.deletedAt), eq(c.status, 'published'))).limit(1);
      if (!parent) fail('COMMENT_NOT_FOUND');
      // One level: a reply to a reply sits under the same top-level comment, answering its author.
      parentId = parent.parentId ?? parent.id;
      replyToId = parent.authorId;
    }
    // The posts' rules: a new account's link or a watched word waits for a moderator.
    const held = heldForReview(deps, facts, body.text) || (await matchesWatchedWord(tx, body.text));
    const [row] = await tx
      .insert(c)
      .values({ postId: post.id, parentId, authorId: writer.id, replyToId, text: body.text, status: held ? 'pending' : 'published', createdAt: deps.now() })
      .returning(columns);
    if (!held) await countComment(tx, row, 1);
    return { row, post };
  });
  if (row.status === 'published') await announceComment(deps, row, post.authorId, writer);
  const d = await decorate(db, [row], writer.id);
  return presentComment(row, [], d.cards, d.liked, writer.id, lang);
}

/**
 * Marks a comment deleted and counts it out if it was counted. The author's delete, the post author's
 * delete, a moderator's delete and a moderator's rejection of a held comment all end here.
 */
export async function discardComment(tx: Executor, id: number, now: Date): Promise<void> {
  const [row] = await tx.update(c).set({ deletedAt: now }).where(and(eq(c.id, id), isNull(c.deletedAt))).returning(columns);
  if (row && row.status !== 'pending') await countComment(tx, row, -1);
}

/** A moderator approves a held comment: published and counted in; answers it for `announceApprovedComment` after the commit. */
export async function approveComment(tx: Executor, id: number): Promise<CommentRow | null> {
  const [row] = await tx.update(c).set({ status: 'published' }).where(and(eq(c.id, id), eq(c.status, 'pending'), isNull(c.deletedAt))).returning(columns);
  if (row) await countComment(tx, row, 1);
  return row ?? null;
}

/** After an approval: the notices a comment published at once would have sent. */
export async function announceApprovedComment(deps: ExchangeDeps, row: CommentRow): Promise<void> {
  const [[writer], [post]] = await Promise.all([
    deps.database.db.select({ id: members.id, nickname: members.nickname }).from(members).where(eq(members.id, row.authorId)),
    deps.database.db.select({ authorId: exchangePosts.authorId }).from(exchangePosts).where(eq(exchangePosts.id, row.postId)),
  ]);
  if (writer && post) await announceComment(deps, row, post.authorId, writer);
}

/** Own comments; the post's author may remove comments under their post too. */
export async function deleteComment(deps: ExchangeDeps, viewer: Reader, id: number): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    await assertCanWrite(deps, viewer.id, tx);
    const [row] = await tx.select(columns).from(c).where(and(eq(c.id, id), isNull(c.deletedAt))).for('update').limit(1);
    if (!row) fail('COMMENT_NOT_FOUND');
    const post = await repo.postById(tx, row.postId, viewer.id);
    if (!post) fail('COMMENT_NOT_FOUND');
    if (row.authorId !== viewer.id && post.authorId !== viewer.id) fail('NOT_AUTHOR');
    await discardComment(tx, id, deps.now());
  });
}

export async function likeComment(deps: ExchangeDeps, viewer: Reader, body: LikeBody): Promise<CommentLikeResult> {
  return deps.database.db.transaction(async (tx) => {
    await assertCanWrite(deps, viewer.id, tx);
    const [row] = await tx.select(columns).from(c).where(and(eq(c.id, body.id), isNull(c.deletedAt), eq(c.status, 'published'))).limit(1);
    if (!row || !(await repo.postById(tx, row.postId, viewer.id))) fail('COMMENT_NOT_FOUND');
    const l = exchangeCommentLikes;
    const changed = body.liked
      ? await tx.insert(l).values({ targetId: row.id, memberId: viewer.id, createdAt: deps.now() }).onConflictDoNothing().returning({ id: l.targetId })
      : await tx.delete(l).where(and(eq(l.targetId, row.id), eq(l.memberId, viewer.id))).returning({ id: l.targetId });
    const delta = changed.length === 0 ? 0 : body.liked ? 1 : -1;
    const [now] = await tx.update(c).set({ likeCount: sql`${c.likeCount} + ${delta}` }).where(eq(c.id, row.id)).returning({ likes: c.likeCount });
    return { id: String(row.id), liked: body.liked, likes: now.likes };
  });
}

