import { and, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { STATS_WEEKS, memberStats, replyOf, type MemberStats, EXCHANGE_SOCIAL_API } from '@acsc/shared';
import { exchangeComments, exchangePostLikes, exchangePosts, memberFollows } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { requireMember } from '../../platform/auth.js';

/** Monday 00:00 UTC of the week holding `d`. */
export function weekStart(d: Date): Date {
  const day = (d.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day));
}

/**
 * The member's weekly statistics (issue 11 "Member statistics"): posts, likes and comments others gave
 * their posts, new followers, for the last STATS_WEEKS UTC weeks (Monday first), the current one last.
 */
export async function weeklyStats(deps: Pick<AppContext, 'database' | 'now'>, memberId: number): Promise<MemberStats> {
  const db = deps.database.db;
  const first = weekStart(new Date(deps.now().getTime() - (STATS_WEEKS - 1) * 7 * 86_400_000));
  const weekOf = (at: PgColumn) => sql<number>`floor(extract(epoch from (${at} - ${first.toISOString()}::timestamptz)) / 604800)::int`.mapWith(Number);
  const count = sql<number>`count(*)::int`.mapWith(Number);
  const [posts, likes, comments, followers] = await Promise.all([
    db
      .select({ week: weekOf(exchangePosts.createdAt), n: count })
      .from(exchangePosts)
      .where(and(eq(exchangePosts.authorId, memberId), isNull(exchangePosts.deletedAt), gte(exchangePosts.createdAt, first)))
      .groupBy(sql`1`),
    db
      .select({ week: weekOf(exchangePostLikes.createdAt), n: count })
      .from(exchangePostLikes)
      .innerJoin(exchangePosts, eq(exchangePosts.id, exchangePostLikes.targetId))
      .where(and(eq(exchangePosts.authorId, memberId), ne(exchangePostLikes.memberId, memberId), gte(exchangePostLikes.createdAt, first)))
      .groupBy(sql`1`),
    db
      .select({ week: weekOf(exchangeComments.createdAt), n: count })
      .from(exchangeComments)
      .innerJoin(exchangePosts, eq(exchangePosts.id, exchangeComments.postId))
      .where(and(eq(exchangePosts.authorId, memberId), ne(exchangeComments.authorId, memberId), ne(exchangeComments.status, 'pending'), isNull(exchangeComments.deletedAt), gte(exchangeComments.createdAt, first)))
      .groupBy(sql`1`),
    db
      .select({ week: weekOf(memberFollows.createdAt), n: count })
      .from(memberFollows)
      .where(and(eq(memberFollows.followeeId, memberId), gte(memberFollows.createdAt, first)))
      .groupBy(sql`1`),
  ]);
  const at = (rows: { week: number; n: number }[], i: number) => rows.find((r) => r.week === i)?.n ?? 0;
  return {
    weeks: Array.from({ length: STATS_WEEKS }, (_, i) => ({
      weekStart: new Date(first.getTime() + i * 7 * 86_400_000).toISOString(),
      posts: at(posts, i),
      likesReceived: at(likes, i),
      commentsReceived: at(comments, i),
      newFollowers: at(followers, i),
    })),
  };
}

export function registerStatsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(EXCHANGE_SOCIAL_API.stats, { onRequest: requireMember, schema: { response: replyOf(memberStats) } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok(request, await weeklyStats(ctx, request.member!.id));
  });
}
