import { and, count, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { EXCHANGE_LIMITS } from '@acsc/shared';
import { exchangePosts, members } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';

/**
 * The community's rules for writing (issue 11 "Moderation"), one function each, so the moderation
 * feature reuses and extends them:
 * - a suspended member (members.suspended_until in the future) reads but cannot write: assertCanWrite;
 * - a new account (first 24 hours, or fewer than 3 published posts) posts at most 3 times a day
 *   (assertPostQuota), and its posts with a link wait for review (heldForReview).
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

export async function writerFacts(db: Executor, memberId: number): Promise<WriterFacts> {
  const [[row], [posts]] = await Promise.all([
    db.select({ id: members.id, createdAt: members.createdAt, suspendedUntil: members.suspendedUntil }).from(members).where(eq(members.id, memberId)).limit(1),
    db
      .select({ n: count() })
      .from(exchangePosts)
      .where(and(eq(exchangePosts.authorId, memberId), eq(exchangePosts.status, 'published'), isNull(exchangePosts.deletedAt))),
  ]);
  if (!row) fail('SESSION_INVALID');
  return { ...row, publishedPosts: Number(posts.n) };
}

/** MEMBER_SUSPENDED {until} when the member is suspended now; answers the member's facts otherwise. */
export async function assertCanWrite(ctx: RulesDeps, memberId: number, db: Executor = ctx.database.db): Promise<WriterFacts> {
  const facts = await writerFacts(db, memberId);
  if (facts.suspendedUntil && facts.suspendedUntil.getTime() > ctx.now().getTime()) fail('MEMBER_SUSPENDED', { until: facts.suspendedUntil.toISOString() });
  return facts;
}

/** New: registered less than 24 hours ago, or fewer than 3 published posts. */
export function isNewAccount(ctx: Pick<AppContext, 'now'>, member: Pick<WriterFacts, 'createdAt' | 'publishedPosts'>): boolean {
  return ctx.now().getTime() - member.createdAt.getTime() < EXCHANGE_LIMITS.newAccountSeconds * 1000 || member.publishedPosts < EXCHANGE_LIMITS.newAccountPublishedPosts;
}

/** A new account's posts in the last 24 hours (deleted ones too: deleting does not give a post back). */
export async function assertPostQuota(ctx: RulesDeps, member: WriterFacts, db: Executor = ctx.database.db): Promise<void> {
  if (!isNewAccount(ctx, member)) return;
  const since = new Date(ctx.now().getTime() - 86_400_000);
  const [{ n }] = await db.select({ n: count() }).from(exchangePosts).where(and(eq(exchangePosts.authorId, member.id), gt(exchangePosts.createdAt, since)));
  if (Number(n) >= EXCHANGE_LIMITS.newAccountPostsPerDay) fail('NEW_ACCOUNT_POST_LIMIT', { limit: EXCHANGE_LIMITS.newAccountPostsPerDay });
}

/** A link in member text: a scheme, www., or a host name with a common top-level domain. */
const LINK = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|me|co|info|biz|xyz|top|cn|kh|ly|gl|link|site|online|app|shop)\b/i;
export const containsLink = (text: string) => LINK.test(text.normalize('NFKC'));

/** Whether a new post waits for review instead of going out ('pending'): a new account's text with a link. */
export function heldForReview(ctx: Pick<AppContext, 'now'>, member: Pick<WriterFacts, 'createdAt' | 'publishedPosts'>, text: string): boolean {
  return isNewAccount(ctx, member) && containsLink(text);
}

/**
 * Popular order: log10(max(1, likes + 2 comments + collects)) + created seconds / 45000, Reddit's "hot"
 * rank. Age decays a post relative to newer ones without any job rewriting old rows (every 12.5 hours of
 * age weigh as much as a tenfold engagement), so the score is written with each count change in the same
 * statement and the Popular tab reads one (score, id) index.
 */
export const POPULAR_SECONDS_PER_DECADE = 45_000;
export function popularScoreSql(likes: SQL, comments: SQL, collects: SQL): SQL {
  return sql`log(greatest(1, ${likes} + 2 * (${comments}) + ${collects})::float8) + extract(epoch from ${exchangePosts.createdAt}) / ${POPULAR_SECONDS_PER_DECADE}`;
}
export const popularScore = (likes: number, comments: number, collects: number, createdAt: Date) =>
  Math.log10(Math.max(1, likes + 2 * comments + collects)) + createdAt.getTime() / 1000 / POPULAR_SECONDS_PER_DECADE;
