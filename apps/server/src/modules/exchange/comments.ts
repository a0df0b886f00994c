import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { EXCHANGE_LIMITS, type CommentCreateBody, type CommentLikeResult, type CommentListQuery, type CommentPage, type ExchangeComment, type Language, type LikeBody } from '@acsc/shared';
import { exchangeCommentLikes, exchangeComments, memberBlocks, members } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { decodeCursor, encodeCursor, olderThan } from '../../platform/paging.js';
import { notify } from '../notifications/service.js';
import { COMMENT_REPLIED, excerpt, MENTIONED, POST_COMMENTED } from './notifications.js';
import { notifySafely, type ExchangeDeps, type Reader } from './posts.js';
import { presentComment, type CommentRow } from './presenter.js';
import * as repo from './repo.js';
import { assertCanWrite } from './rules.js';

/** Comments with one level of replies, likes on comments, @nickname mentions (issue 11). */

const c = exchangeComments;
const columns = { id: c.id, postId: c.postId, parentId: c.parentId, authorId: c.authorId, replyToId: c.replyToId, text: c.text, likeCount: c.likeCount, replyCount: c.replyCount, createdAt: c.createdAt, deletedAt: c.deletedAt };
/** Shown: published, and either not deleted or (a top-level one) still holding replies. */
const shown = sql`${c.status} = 'published' and (${c.deletedAt} is null or ${c.replyCount} > 0)`;

async function readablePost(db: Executor, postId: number, viewer: number | null) {
  const post = await repo.postById(db, postId, viewer);
  if (!post) fail('POST_NOT_FOUND');
  return post;
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
async function firstReplies(db: Executor, parentIds: number[]): Promise<CommentRow[]> {
  if (parentIds.length === 0) return [];
  const ranked = db
    .select({ ...columns, n: sql<number>`row_number() over (partition by ${c.parentId} order by ${c.createdAt}, ${c.id})`.as('n') })
    .from(c)
    .where(and(inArray(c.parentId, parentIds), eq(c.status, 'published'), isNull(c.deletedAt)))
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
      .where(and(eq(c.parentId, parent.id), eq(c.status, 'published'), isNull(c.deletedAt), after ? sql`(${c.createdAt}, ${c.id}) > (${after.at.toISOString()}::timestamptz, ${after.id})` : undefined))
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
    .where(and(eq(c.postId, q.postId), isNull(c.parentId), shown, olderThan(c.createdAt, c.id, decodeCursor(q.cursor))))
    .orderBy(sql`${c.createdAt} desc`, sql`${c.id} desc`)
    .limit(q.pageSize + 1);
  const list = rows.slice(0, q.pageSize);
  const replies = await firstReplies(db, list.map((r) => r.id));
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

export async function createComment(deps: ExchangeDeps, writer: Reader, body: CommentCreateBody, lang: Language): Promise<ExchangeComment> {
  const db = deps.database.db;
  const made = await db.transaction(async (tx) => {
    await assertCanWrite(deps, writer.id, tx);
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
      await tx.update(c).set({ replyCount: sql`${c.replyCount} + 1` }).where(eq(c.id, parentId));
    }
    const [row] = await tx.insert(c).values({ postId: post.id, parentId, authorId: writer.id, replyToId, text: body.text, createdAt: deps.now() }).returning(columns);
    await repo.bumpCounts(tx, post.id, { comments: 1 });
    return { row, post };
  });
  const { row, post } = made;
  const params = { postId: String(post.id), by: writer.nickname, byId: String(writer.id), excerpt: excerpt(body.text) };
  const told = new Set<number>([writer.id]);
  const tell = async (memberId: number, type: typeof POST_COMMENTED) => {
    if (told.has(memberId)) return;
    told.add(memberId);
    await notifySafely(deps, () => notify(deps, { memberId, type, params }));
  };
  if (row.replyToId !== null) await tell(row.replyToId, COMMENT_REPLIED);
  await tell(post.authorId, POST_COMMENTED);
  for (const m of await mentioned(db, body.text, writer.id)) await tell(m.id, MENTIONED);
  const d = await decorate(db, [row], writer.id);
  return presentComment(row, [], d.cards, d.liked, writer.id, lang);
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
    await tx.update(c).set({ deletedAt: deps.now() }).where(eq(c.id, id));
    if (row.parentId !== null) await tx.update(c).set({ replyCount: sql`greatest(${c.replyCount} - 1, 0)` }).where(eq(c.id, row.parentId));
    await repo.bumpCounts(tx, row.postId, { comments: -1 });
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

