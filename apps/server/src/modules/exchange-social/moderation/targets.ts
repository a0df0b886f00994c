import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ReportTarget } from '@acsc/shared';
import { exchangeComments, exchangeConversations, exchangeMessages, exchangePostMedia, exchangePosts, members } from '../../../db/schema/index.js';
import { rowsOf, type Executor } from '../../../platform/db.js';
import { approveComment, commentVisibleTo, discardComment, discardPost, postVisibleTo } from '../../exchange/service.js';

/**
 * The four kinds of reportable item, read and changed the same way: who wrote it, what it says, its
 * state. Posts and comments are the exchange core's rows (status published | pending | hidden, deleted_at);
 * messages are this module's (visible | hidden); a member has no state to hide.
 */
export interface TargetRow {
  type: ReportTarget;
  id: number;
  authorId: number;
  status: string;
  title: string | null;
  text: string | null;
  mediaCount: number;
  createdAt: Date | null;
  /** For comments: the post it is under. */
  postId?: number;
  /** For messages: the two members of the conversation. */
  participants?: [number, number];
}

export async function loadTargets(db: Executor, type: ReportTarget, ids: number[]): Promise<TargetRow[]> {
  if (ids.length === 0) return [];
  switch (type) {
    case 'post': {
      const rows = await db
        .select({
          id: exchangePosts.id,
          authorId: exchangePosts.authorId,
          status: exchangePosts.status,
          title: exchangePosts.title,
          text: exchangePosts.text,
          createdAt: exchangePosts.createdAt,
          mediaCount: sql<number>`(select count(*)::int from ${exchangePostMedia} where ${exchangePostMedia.postId} = ${exchangePosts.id})`.mapWith(Number),
        })
        .from(exchangePosts)
        .where(and(inArray(exchangePosts.id, ids), isNull(exchangePosts.deletedAt)));
      return rows.map((r) => ({ type, ...r }));
    }
    case 'comment': {
      const rows = await db
        .select({ id: exchangeComments.id, postId: exchangeComments.postId, authorId: exchangeComments.authorId, status: exchangeComments.status, text: exchangeComments.text, createdAt: exchangeComments.createdAt })
        .from(exchangeComments)
        .where(and(inArray(exchangeComments.id, ids), isNull(exchangeComments.deletedAt)));
      return rows.map((r) => ({ type, ...r, title: null, mediaCount: 0 }));
    }
    case 'message': {
      const rows = await db
        .select({ m: exchangeMessages, a: exchangeConversations.memberA, b: exchangeConversations.memberB })
        .from(exchangeMessages)
        .innerJoin(exchangeConversations, eq(exchangeConversations.id, exchangeMessages.conversationId))
        .where(inArray(exchangeMessages.id, ids));
      return rows.map(({ m, a, b }) => ({
        type,
        id: m.id,
        authorId: m.senderId,
        status: m.status,
        title: null,
        text: m.text,
        mediaCount: m.imageFileId === null ? 0 : 1,
        createdAt: m.createdAt,
        participants: [a, b],
      }));
    }
    case 'member': {
      const rows = await db.select({ id: members.id, status: members.status, bio: members.bio, createdAt: members.createdAt }).from(members).where(and(inArray(members.id, ids), isNull(members.erasedAt)));
      return rows.map((r) => ({ type, id: r.id, authorId: r.id, status: r.status, title: null, text: r.bio, mediaCount: 0, createdAt: r.createdAt }));
    }
  }
}

export async function loadTarget(db: Executor, type: ReportTarget, id: number): Promise<TargetRow | null> {
  return (await loadTargets(db, type, [id]))[0] ?? null;
}

/**
 * Whether a member sees an item, as reading it would answer: a post in its audience and state, a comment
 * as the lists show it under a post they may read, a message of their own conversation, an account not
 * erased. What a member cannot read, they cannot report: the answer is the same 404 as for an id that does
 * not exist, so a report never tells whether a hidden item exists.
 */
export async function visibleTo(db: Executor, target: TargetRow, viewer: number): Promise<boolean> {
  switch (target.type) {
    case 'post':
      return postVisibleTo(db, target.id, viewer);
    case 'comment':
      return commentVisibleTo(db, target.id, viewer);
    case 'message':
      return Boolean(target.participants?.includes(viewer));
    case 'member':
      return true;
  }
}

/** The state an item shows when hidden / shown; null: the kind cannot be hidden (a member). */
const STATES: Record<ReportTarget, { hidden: string; shown: string } | null> = {
  post: { hidden: 'hidden', shown: 'published' },
  comment: { hidden: 'hidden', shown: 'published' },
  message: { hidden: 'hidden', shown: 'visible' },
  member: null,
};

export const canHide = (type: ReportTarget) => STATES[type] !== null;
export const isHidden = (t: TargetRow) => STATES[t.type]?.hidden === t.status;

export async function setHidden(tx: Executor, type: ReportTarget, id: number, hidden: boolean): Promise<void> {
  const state = STATES[type];
  if (!state) return;
  const status = hidden ? state.hidden : state.shown;
  if (type === 'post') await tx.update(exchangePosts).set({ status }).where(eq(exchangePosts.id, id));
  else if (type === 'comment') await tx.update(exchangeComments).set({ status }).where(eq(exchangeComments.id, id));
  else await tx.update(exchangeMessages).set({ status: status as 'visible' | 'hidden' }).where(eq(exchangeMessages.id, id));
}

/** The kinds of item held for review (a watched word, a new account's link). */
export const canBePending = (type: ReportTarget) => type === 'post' || type === 'comment';

/**
 * A held item's outcome. Approved: published (a comment is counted in; answered for its notices after
 * the commit). Rejected: a post is hidden (only its author still sees it in their own list), a comment
 * is removed.
 */
export async function settlePending(tx: Executor, type: 'post' | 'comment', id: number, approve: boolean, now: Date) {
  if (type === 'post') {
    await tx.update(exchangePosts).set({ status: approve ? 'published' : 'hidden' }).where(eq(exchangePosts.id, id));
    return null;
  }
  if (approve) return approveComment(tx, id);
  await discardComment(tx, id, now);
  return null;
}

/**
 * Deletes an item as its author's delete would leave it: a post is marked deleted and lets go of the
 * pictures and video nothing else uses (the core's `discardPost`), a comment is marked deleted, a message
 * row goes with its private image. Answers what to remove from storage after the commit.
 */
export async function deleteTarget(tx: Executor, type: ReportTarget, id: number, now: Date): Promise<{ mediaKeys: string[]; privateFileIds: { ownerId: number; id: number }[] }> {
  const none = { mediaKeys: [], privateFileIds: [] };
  if (type === 'post') {
    const [post] = await tx.select({ authorId: exchangePosts.authorId }).from(exchangePosts).where(and(eq(exchangePosts.id, id), isNull(exchangePosts.deletedAt)));
    return post ? { mediaKeys: await discardPost(tx, id, post.authorId, now), privateFileIds: [] } : none;
  }
  if (type === 'comment') {
    await discardComment(tx, id, now);
    return none;
  }
  if (type === 'message') {
    const [row] = await tx.delete(exchangeMessages).where(eq(exchangeMessages.id, id)).returning({ senderId: exchangeMessages.senderId, imageFileId: exchangeMessages.imageFileId });
    if (row?.imageFileId) return { mediaKeys: [], privateFileIds: [{ ownerId: row.senderId, id: row.imageFileId }] };
  }
  return none;
}

/** Posts and comments held for review, oldest first. */
export async function pendingItems(db: Executor, limit: number, offset: number): Promise<{ keys: { type: 'post' | 'comment'; id: number }[]; total: number }> {
  const p = exchangePosts;
  const c = exchangeComments;
  const held = sql`select 'post' as type, ${p.id} as id, ${p.createdAt} as created_at from ${p} where ${p.status} = 'pending' and ${p.deletedAt} is null
    union all select 'comment', ${c.id}, ${c.createdAt} from ${c} where ${c.status} = 'pending' and ${c.deletedAt} is null`;
  const [page, count] = await Promise.all([
    rowsOf<{ type: 'post' | 'comment'; id: string | number }>(db, sql`select type, id from (${held}) h order by created_at, type, id limit ${limit} offset ${offset}`),
    rowsOf<{ n: string | number }>(db, sql`select count(*)::int as n from (${held}) h`),
  ]);
  return { keys: page.map((r) => ({ type: r.type, id: Number(r.id) })), total: Number(count[0].n) };
}
