import { STATS_WEEKS, type MemberStats } from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import * as repo from './repo/stats.js';

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
  const { posts, likes, comments, followers } = await repo.weeklyCounts(db, memberId, first);
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
