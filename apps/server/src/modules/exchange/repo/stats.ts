import { and, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { exchangeComments, exchangePostLikes, exchangePosts, memberFollows } from '../../../db/schema/index.js';
import type { Executor } from '../../../platform/db.js';

/**
 * A member's weekly counts since `first` (a Monday): their posts, likes and comments others gave their
 * posts (held comments left out), new followers; each row a week number from `first` and its count.
 */
export async function weeklyCounts(db: Executor, memberId: number, first: Date) {
  const weekOf = (at: PgColumn) =>
    sql<number>`floor(extract(epoch from (${at} - ${first.toISOString()}::timestamptz)) / 604800)::int`.mapWith(Number);
  const count = sql<number>`count(*)::int`.mapWith(Number);
  const [posts, likes, comments, followers] = await Promise.all([
    db
      .select({ week: weekOf(exchangePosts.createdAt), n: count })
      .from(exchangePosts)
      .where(
        and(eq(exchangePosts.authorId, memberId), isNull(exchangePosts.deletedAt), gte(exchangePosts.createdAt, first)),
      )
      .groupBy(sql`1`),
    db
      .select({ week: weekOf(exchangePostLikes.createdAt), n: count })
      .from(exchangePostLikes)
      .innerJoin(exchangePosts, eq(exchangePosts.id, exchangePostLikes.targetId))
      .where(
        and(
          eq(exchangePosts.authorId, memberId),
          ne(exchangePostLikes.memberId, memberId),
          gte(exchangePostLikes.createdAt, first),
        ),
      )
      .groupBy(sql`1`),
    db
      .select({ week: weekOf(exchangeComments.createdAt), n: count })
      .from(exchangeComments)
      .innerJoin(exchangePosts, eq(exchangePosts.id, exchangeComments.postId))
      .where(
        and(
          eq(exchangePosts.authorId, memberId),
          ne(exchangeComments.authorId, memberId),
          ne(exchangeComments.status, 'pending'),
          isNull(exchangeComments.deletedAt),
          gte(exchangeComments.createdAt, first),
        ),
      )
      .groupBy(sql`1`),
    db
      .select({ week: weekOf(memberFollows.createdAt), n: count })
      .from(memberFollows)
      .where(and(eq(memberFollows.followeeId, memberId), gte(memberFollows.createdAt, first)))
      .groupBy(sql`1`),
  ]);
  return { posts, likes, comments, followers };
}
