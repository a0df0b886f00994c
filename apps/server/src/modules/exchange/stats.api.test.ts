import { describe, expect, it } from 'vitest';
import { STATS_WEEKS, EXCHANGE_API } from '@acsc/shared';
import { exchangeComments, exchangePostLikes, exchangePosts, memberFollows } from '../../db/schema/index.js';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { weekStart } from './stats.js';

/** "My statistics" (issue 11): per week over 12 weeks, what the member posted and received. */

const { app, clock, signUp } = await useTestApp({ clock: true });

const WEEK = 7 * 86_400_000;

describe('weekly statistics', () => {
  it('count posts, likes and comments from others, and new followers per UTC week, the current week last', async () => {
    const me = await signUp('en_US');
    clock.advance(61);
    const other = await signUp('en_US');
    const db = app.ctx.database.db;
    const now = clock.now();
    const threeWeeksAgo = new Date(now.getTime() - 3 * WEEK);
    const [old] = await db
      .insert(exchangePosts)
      .values({ authorId: me.id, text: 'old', createdAt: threeWeeksAgo })
      .returning();
    const [fresh] = await db.insert(exchangePosts).values({ authorId: me.id, text: 'new', createdAt: now }).returning();
    await db
      .insert(exchangePosts)
      .values({ authorId: me.id, text: 'too old', createdAt: new Date(now.getTime() - 13 * WEEK) });
    await db.insert(exchangePostLikes).values([
      { targetId: old.id, memberId: other.id, createdAt: now },
      { targetId: fresh.id, memberId: me.id, createdAt: now }, // my own like is not "received"
    ]);
    await db
      .insert(exchangeComments)
      .values({ postId: old.id, authorId: other.id, text: 'nice', createdAt: threeWeeksAgo });
    await db.insert(memberFollows).values({ followerId: other.id, followeeId: me.id, createdAt: now });

    const res = await call(app, EXCHANGE_API.stats, { method: 'GET', token: me.token });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const weeks = res.body.data.weeks as {
      weekStart: string;
      posts: number;
      likesReceived: number;
      commentsReceived: number;
      newFollowers: number;
    }[];
    expect(weeks).toHaveLength(STATS_WEEKS);
    expect(weeks[STATS_WEEKS - 1]).toEqual({
      weekStart: weekStart(now).toISOString(),
      posts: 1,
      likesReceived: 1,
      commentsReceived: 0,
      newFollowers: 1,
    });
    expect(weeks[STATS_WEEKS - 4]).toMatchObject({
      weekStart: weekStart(threeWeeksAgo).toISOString(),
      posts: 1,
      commentsReceived: 1,
      likesReceived: 0,
    });
    expect(weeks.reduce((s, w) => s + w.posts, 0)).toBe(2);
    expect(new Date(weeks[0].weekStart).getUTCDay()).toBe(1);

    expect((await call(app, EXCHANGE_API.stats, { method: 'GET' })).body.code).toBe(90);
  });
});
