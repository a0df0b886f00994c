import {
  EXCHANGE_LIMITS,
  type CommentCreateBody,
  type CommentLikeResult,
  type CommentListQuery,
  type CommentPage,
  type ExchangeComment,
  type Language,
  type LikeBody,
} from '@acsc/shared';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { decodeCursor, encodeCursor } from '../../platform/paging.js';
import { matchesWatchedWord } from '../moderation/service.js';
import { notify } from '../notifications/service.js';
import { COMMENT_REPLIED, excerpt, MENTIONED, POST_COMMENTED } from './notifications.js';
import { assertCanWrite, assertMayComment, assertMayDeleteComment, heldForReview } from './policy.js';
import { notifySafely, type ExchangeDeps, type Reader } from './posts.js';
import { presentComment, type CommentRow } from './presenter.js';
import * as repo from './repo/comments.js';
import * as posts from './repo/posts.js';

/**
 * Comments with one level of replies, likes on comments, @nickname mentions (issue 11). A comment with a
 * watched word, or a new account's comment with a link, is held for review as posts are (status
 * 'pending'): only its author sees it, marked; it counts, and tells anyone, once a moderator approves it.
 */

async function readablePost(db: Executor, postId: number, viewer: number | null) {
  const post = await posts.postById(db, postId, viewer);
  if (!post) fail('POST_NOT_FOUND');
  return post;
}

async function decorate(db: Executor, rows: CommentRow[], viewer: number | null) {
  const memberIds = [...new Set(rows.flatMap((r) => (r.replyToId ? [r.authorId, r.replyToId] : [r.authorId])))];
  const [cards, liked] = await Promise.all([
    posts.cardSources(db, memberIds),
    viewer === null
      ? new Set<number>()
      : repo.likedBy(
          db,
          viewer,
          rows.map((r) => r.id),
        ),
  ]);
  return { cards: new Map(cards.map((m) => [m.id, m])), liked };
}

export async function listComments(
  deps: ExchangeDeps,
  viewer: Reader | null,
  q: CommentListQuery,
  lang: Language,
): Promise<CommentPage> {
  const db = deps.database.db;
  const v = viewer?.id ?? null;
  if (q.parentId !== undefined) {
    const parent = await repo.topLevel(db, q.parentId);
    if (!parent) fail('COMMENT_NOT_FOUND');
    await readablePost(db, parent.postId, v);
    const rows = await repo.repliesPage(db, parent.id, v, decodeCursor(q.cursor), q.pageSize + 1);
    const list = rows.slice(0, q.pageSize);
    const d = await decorate(db, list, v);
    const last = list[list.length - 1];
    return {
      list: list.map((r) => presentComment(r, [], d.cards, d.liked, v, lang)),
      next: rows.length > q.pageSize ? encodeCursor({ at: last.createdAt, id: last.id }) : null,
    };
  }
  if (q.postId === undefined) fail('BAD_REQUEST');
  await readablePost(db, q.postId, v);
  const rows = await repo.commentsPage(db, q.postId, v, decodeCursor(q.cursor), q.pageSize + 1);
  const list = rows.slice(0, q.pageSize);
  const replies = await repo.firstReplies(
    db,
    list.map((r) => r.id),
    v,
  );
  const d = await decorate(db, [...list, ...replies], v);
  const last = list[list.length - 1];
  return {
    list: list.map((r) =>
      presentComment(
        r,
        replies.filter((x) => x.parentId === r.id),
        d.cards,
        d.liked,
        v,
        lang,
      ),
    ),
    next: rows.length > q.pageSize ? encodeCursor({ at: last.createdAt, id: last.id }) : null,
  };
}

/** @nickname mentions: the members (active, not the writer) whose nickname follows an @, at most 10. */
async function mentioned(db: Executor, text: string, writer: number): Promise<{ id: number }[]> {
  const names = [...new Set([...text.matchAll(/@([^\s@,，.。:：;；!！?？()（）]{1,40})/gu)].map((m) => m[1]))].slice(
    0,
    EXCHANGE_LIMITS.mentionsMax,
  );
  if (names.length === 0) return [];
  return (await repo.activeMembersNamed(db, names)).filter((r) => r.id !== writer);
}

/**
 * Counts a published comment in (delta 1) or out (-1): its post's comment count (and Popular score) and,
 * for a reply, its top-level comment's reply count. At publication (at once, or a moderator's approval)
 * and at deletion; a comment held for review is not counted.
 */
async function countComment(tx: Executor, row: Pick<CommentRow, 'postId' | 'parentId'>, delta: 1 | -1) {
  if (row.parentId !== null) await repo.bumpReplies(tx, row.parentId, delta);
  await posts.bumpCounts(tx, row.postId, { comments: delta });
}

/** Who hears of a published comment: the member it answers, the post's author, the members it mentions (once each, never the writer). */
async function announceComment(
  deps: ExchangeDeps,
  row: CommentRow,
  postAuthorId: number,
  writer: { id: number; nickname: string },
) {
  const params = {
    postId: String(row.postId),
    by: writer.nickname,
    byId: String(writer.id),
    excerpt: excerpt(row.text),
  };
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

export async function createComment(
  deps: ExchangeDeps,
  writer: Reader,
  body: CommentCreateBody,
  lang: Language,
): Promise<ExchangeComment> {
  const db = deps.database.db;
  const { row, post } = await db.transaction(async (tx) => {
    const facts = await assertCanWrite(deps, writer.id, tx);
    const post = await readablePost(tx, body.postId, writer.id);
    if (post.status !== 'published') fail('POST_NOT_FOUND');
    await assertMayComment(tx, post, writer.id);
    let parentId: number | null = null;
    let replyToId: number | null = null;
    if (body.parentId !== undefined) {
      const parent = await repo.replyTarget(tx, body.parentId, post.id);
      if (!parent) fail('COMMENT_NOT_FOUND');
      // One level: a reply to a reply sits under the same top-level comment, answering its author.
      parentId = parent.parentId ?? parent.id;
      replyToId = parent.authorId;
    }
    // The posts' rules: a new account's link or a watched word waits for a moderator.
    const held = heldForReview(deps, facts, body.text) || (await matchesWatchedWord(tx, body.text));
    const row = await repo.insertComment(tx, {
      postId: post.id,
      parentId,
      authorId: writer.id,
      replyToId,
      text: body.text,
      status: held ? 'pending' : 'published',
      createdAt: deps.now(),
    });
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
  const row = await repo.markDeleted(tx, id, now);
  if (row && row.status !== 'pending') await countComment(tx, row, -1);
}

/** A moderator approves a held comment: published and counted in; answers it for `announceApprovedComment` after the commit. */
export async function approveComment(tx: Executor, id: number): Promise<CommentRow | null> {
  const row = await repo.publishHeld(tx, id);
  if (row) await countComment(tx, row, 1);
  return row;
}

/** After an approval: the notices a comment published at once would have sent. */
export async function announceApprovedComment(deps: ExchangeDeps, row: CommentRow): Promise<void> {
  const { writer, postAuthorId } = await repo.announceFacts(deps.database.db, row);
  if (writer && postAuthorId !== null) await announceComment(deps, row, postAuthorId, writer);
}

/** Own comments; the post's author may remove comments under their post too. */
export async function deleteComment(deps: ExchangeDeps, viewer: Reader, id: number): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    await assertCanWrite(deps, viewer.id, tx);
    const row = await repo.forUpdate(tx, id);
    if (!row) fail('COMMENT_NOT_FOUND');
    const post = await posts.postById(tx, row.postId, viewer.id);
    if (!post) fail('COMMENT_NOT_FOUND');
    assertMayDeleteComment(row, post, viewer.id);
    await discardComment(tx, id, deps.now());
  });
}

export async function likeComment(deps: ExchangeDeps, viewer: Reader, body: LikeBody): Promise<CommentLikeResult> {
  return deps.database.db.transaction(async (tx) => {
    await assertCanWrite(deps, viewer.id, tx);
    const row = await repo.published(tx, body.id);
    if (!row || !(await posts.postById(tx, row.postId, viewer.id))) fail('COMMENT_NOT_FOUND');
    const likes = await repo.setLike(tx, row.id, viewer.id, body.liked, deps.now());
    return { id: String(row.id), liked: body.liked, likes };
  });
}
