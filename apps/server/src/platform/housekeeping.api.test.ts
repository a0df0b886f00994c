import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ADMIN_LIMITS, API, LIVE_LIMITS } from '@acsc/shared';
import { addressProofs, articleViews, jobs, liveEvents, sessions, verificationCodes } from '../db/schema/index.js';
import { call } from '../test/app.js';
import { useTestApp } from '../test/kit.js';
import { contentFactories } from '../test/content-factories.js';
import { phoneMember } from '../modules/auth/auth.testkit.js';
import { viewDay } from '../modules/news/service.js';

/**
 * The scheduled clean-ups (cron on the app clock): ended sessions, old codes, view rows past the
 * dashboard's reach, finished jobs and old live events go; what is still needed stays.
 */

const DAY = 86_400;

const { app, clock } = await useTestApp({ clock: true });
beforeAll(async () => {
  await app.ready();
});

const rows = async (table: PgTable) => Number((await app.ctx.database.db.select({ n: count() }).from(table))[0].n);

/** Moves to the next 21:00 UTC (after every purge slot, 20:05-20:30) and runs what is due. */
async function runNightlyJobs() {
  const now = clock.now();
  const target = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + (now.getUTCHours() >= 21 ? 1 : 0), 21),
  );
  clock.advance((target.getTime() - now.getTime()) / 1000);
  await app.ctx.jobs.drain();
}

describe('nightly clean-up', () => {
  it('purges what is past its retention and keeps the rest', async () => {
    const db = app.ctx.database.db;
    // An old world: a member signed in and out, codes sent, an article viewed, a live event stored.
    const { token: oldToken } = await phoneMember(app);
    const factories = contentFactories(app);
    const article = await factories.article((await factories.channel()).id);
    expect(
      (await call(app, `/client/article/v1/view/${article.id}`, { headers: { 'device-id': 'old-viewer' } })).body.code,
    ).toBe(0);
    await call(app, API.logout, { token: oldToken });
    const member = (await db.select({ id: sessions.memberId }).from(sessions).limit(1))[0].id;
    await app.ctx.live.emit(db, member, 'unread', { type: 'unread', unread: 0 });

    // Long enough later that all of that is past its retention.
    clock.advance((ADMIN_LIMITS.dashboardDaysMax + 5) * DAY);
    const { token: freshToken } = await phoneMember(app);
    expect(
      (await call(app, `/client/article/v1/view/${article.id}`, { headers: { 'device-id': 'new-viewer' } })).body.code,
    ).toBe(0);
    const freshDay = viewDay(clock.now());
    await app.ctx.live.emit(db, member, 'unread', { type: 'unread', unread: 1 });
    const before = {
      sessions: await rows(sessions),
      codes: await rows(verificationCodes),
      views: await rows(articleViews),
      events: await rows(liveEvents),
    };
    expect(before).toEqual({ sessions: 2, codes: 2, views: 2, events: 2 });

    await runNightlyJobs();

    expect(await rows(sessions)).toBe(1);
    expect((await call(app, API.memberInfo, { token: freshToken })).body.code).toBe(0);
    // Codes live minutes, their rows a day: the old one went, the fresh one stays.
    expect(await rows(verificationCodes)).toBe(1);
    expect(await rows(addressProofs)).toBe(0);
    expect(await db.select({ day: articleViews.day }).from(articleViews)).toEqual([{ day: freshDay }]);
    // The public count is the article's counter, untouched by the purge.
    const detail = await call(app, `/client/article/v1/detail/${article.id}`, { method: 'GET' });
    expect(detail.body.data.views).toBe(2);
    const events = await db.select({ seq: liveEvents.seq }).from(liveEvents);
    expect(events).toEqual([{ seq: 2 }]);
    expect(LIVE_LIMITS.retentionDays).toBeLessThan(ADMIN_LIMITS.dashboardDaysMax);
  });

  it("deletes done jobs after a week, keeping the schedules' own runs from piling up", async () => {
    const db = app.ctx.database.db;
    const done = async () => Number((await db.select({ n: count() }).from(jobs).where(eq(jobs.state, 'done')))[0].n);
    await runNightlyJobs();
    const afterOneNight = await done();
    expect(afterOneNight).toBeGreaterThan(0);
    for (let i = 0; i < 10; i++) await runNightlyJobs();
    // Each night adds its runs and the purge removes those older than 7 days: the count stays bounded.
    const n = await done();
    expect(n).toBeLessThanOrEqual(afterOneNight * 8 + 5);
    const [{ oldest }] = (await db.execute(sql`select min(finished_at) as oldest from jobs where state = 'done'`))
      .rows as { oldest: string }[];
    expect(clock.now().getTime() - new Date(oldest).getTime()).toBeLessThanOrEqual(8 * DAY * 1000);
  });
});
