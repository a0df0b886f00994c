import { EXCHANGE_LIMITS } from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import * as comments from './repo/comments.js';
import * as people from './repo/people.js';
import * as posts from './repo/posts.js';

/**
 * Who may see, write, change and report what in the community (issue 11 "Moderation", issue 28), one
 * function each, used by reading, writing and moderation alike:
 * - a post is seen by its author (any status) and, published, by its audience (posts.readableBy, the SQL
 *   of the audience rule): postVisibleTo answers post/detail's rule, which reports follow;
 * - a comment is seen as the lists show it (published, or the viewer's own held one) under a post the
 *   viewer may open: commentVisibleTo;
 * - a suspended member (members.suspended_until in the future) reads but cannot write: assertCanWrite;
 * - a new account (first 24 hours, or fewer than 3 published posts) posts at most 3 times a day
 *   (assertPostQuota), and its posts with a link wait for review (heldForReview);
 * - only a post's author edits or deletes it; a comment is deleted by its author or the post's author;
 *   a member the post's author blocked does not comment on it.
 * Every exchange write calls assertCanWrite first.
 */

export type RulesDeps = Pick<AppContext, 'database' | 'now'>;

/** The member facts the rules read. */
export interface WriterFacts {
  id: number;
  createdAt: Date;
  suspendedUntil: Date | null;
  /** Posts of the member that are published (not deleted). */
  publishedPosts: number;
}

// ---------------------------------------------------------------- seeing

/** Whether the viewer may open the post (its audience, its state): the rule of post/detail, which reports follow. */
export async function postVisibleTo(db: Executor, id: number, viewer: number | null): Promise<boolean> {
  return (await posts.postById(db, id, viewer)) !== null;
}

/**
 * Whether the viewer sees a comment as the lists show it: published (or their own held one), not deleted,
 * under a post they may read. Reports of comments follow it.
 */
export async function commentVisibleTo(db: Executor, id: number, viewer: number): Promise<boolean> {
  const postId = await comments.visiblePostOf(db, id, viewer);
  return postId !== null && (await postVisibleTo(db, postId, viewer));
}

/** Likes and collects go to a published post the member may open (not one held or hidden). */
export const mayLikeOrCollect = (post: posts.PostRow | null): post is posts.PostRow =>
  post !== null && post.status === 'published';

// ---------------------------------------------------------------- writing

export async function writerFacts(db: Executor, memberId: number): Promise<WriterFacts> {
  return (await posts.writerRow(db, memberId)) ?? fail('SESSION_INVALID');
}

/** MEMBER_SUSPENDED {until} when the member is suspended now; answers the member's facts otherwise. */
export async function assertCanWrite(
  ctx: RulesDeps,
  memberId: number,
  db: Executor = ctx.database.db,
): Promise<WriterFacts> {
  const facts = await writerFacts(db, memberId);
  if (facts.suspendedUntil && facts.suspendedUntil.getTime() > ctx.now().getTime())
    fail('MEMBER_SUSPENDED', { until: facts.suspendedUntil.toISOString() });
  return facts;
}

/** New: registered less than 24 hours ago, or fewer than 3 published posts. */
export function isNewAccount(
  ctx: Pick<AppContext, 'now'>,
  member: Pick<WriterFacts, 'createdAt' | 'publishedPosts'>,
): boolean {
  return (
    ctx.now().getTime() - member.createdAt.getTime() < EXCHANGE_LIMITS.newAccountSeconds * 1000 ||
    member.publishedPosts < EXCHANGE_LIMITS.newAccountPublishedPosts
  );
}

/** A new account's posts in the last 24 hours (deleted ones too: deleting does not give a post back). */
export async function assertPostQuota(
  ctx: RulesDeps,
  member: WriterFacts,
  db: Executor = ctx.database.db,
): Promise<void> {
  if (!isNewAccount(ctx, member)) return;
  const since = new Date(ctx.now().getTime() - 86_400_000);
  if ((await posts.postsSince(db, member.id, since)) >= EXCHANGE_LIMITS.newAccountPostsPerDay)
    fail('NEW_ACCOUNT_POST_LIMIT', { limit: EXCHANGE_LIMITS.newAccountPostsPerDay });
}

/** A link in member text: a scheme, www., or a host name with a common top-level domain. */
const LINK =
  /(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|me|co|info|biz|xyz|top|cn|kh|ly|gl|link|site|online|app|shop)\b/i;
export const containsLink = (text: string) => LINK.test(text.normalize('NFKC'));

/** Whether a new post waits for review instead of going out ('pending'): a new account's text with a link. */
export function heldForReview(
  ctx: Pick<AppContext, 'now'>,
  member: Pick<WriterFacts, 'createdAt' | 'publishedPosts'>,
  text: string,
): boolean {
  return isNewAccount(ctx, member) && containsLink(text);
}

/** Only the author changes or deletes a post. */
export function assertAuthor(post: { authorId: number }, memberId: number): void {
  if (post.authorId !== memberId) fail('NOT_AUTHOR');
}

/** A comment is deleted by its author, or by the author of the post it is under. */
export function assertMayDeleteComment(
  comment: { authorId: number },
  post: { authorId: number },
  memberId: number,
): void {
  if (comment.authorId !== memberId && post.authorId !== memberId) fail('NOT_AUTHOR');
}

/** A member the post's author blocked does not comment on it (BLOCKED). */
export async function assertMayComment(db: Executor, post: { authorId: number }, writerId: number): Promise<void> {
  if (await people.blocks(db, post.authorId, writerId)) fail('BLOCKED');
}
