import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reservationRegistrations } from '../../db/schema/index.js';
import { useTestApp } from '../../test/kit.js';
import { cancelFor, detailOf, eventInput, manyMembers, publishedEvent, registerFor } from './reservation.testkit.js';

/**
 * The race of issue 31: 1,000 members register at once for 50 places. Exactly 50 get a place, the other
 * 950 wait in line, nobody is registered twice, on PGlite and on PostgreSQL (with DATABASE_URL). Its time
 * is a benchmark row, not asserted here.
 */

const { app, clock, signUpStaff } = await useTestApp({ clock: true });
const staff = await signUpStaff(['editor']);
const db = app.ctx.database.db;

describe('registrations at once', () => {
  it('1,000 concurrent registrations for 50 places: exactly 50 Registered, 950 waiting, one row per member', async () => {
    const id = await publishedEvent(app, staff.token, eventInput(clock.now(), { capacity: 50 }));
    const racers = await manyMembers(app, 1000);
    // The first hundred send twice at once: one of the two is refused, never a second row.
    const results = await Promise.all(
      racers.flatMap((m, i) =>
        i < 100 ? [registerFor(app, m.token, id), registerFor(app, m.token, id)] : [registerFor(app, m.token, id)],
      ),
    );
    expect(results.filter((r) => r.body.code === 5405)).toHaveLength(100);
    const statuses = results.filter((r) => r.body.code === 0).map((r) => r.body.data.status as string);
    expect(results.every((r) => r.body.code === 0 || r.body.code === 5405)).toBe(true);
    expect(statuses.filter((s) => s === 'Registered')).toHaveLength(50);
    expect(statuses.filter((s) => s === 'Waiting')).toHaveLength(950);

    const rows = await db.select().from(reservationRegistrations).where(eq(reservationRegistrations.activityId, id));
    expect(rows).toHaveLength(1000);
    expect(new Set(rows.map((r) => r.memberId)).size).toBe(1000);
    expect(rows.filter((r) => r.status === 'Registered')).toHaveLength(50);
    expect((await detailOf(app, undefined, id)).body.data).toMatchObject({ placesLeft: 0, waiting: 950 });

    // Waiting positions follow the line: the 1st, 2nd, 500th and last in line see 1, 2, 500 and 950.
    const line = rows.filter((r) => r.status === 'Waiting').sort((a, b) => a.queueNo - b.queueNo);
    for (const n of [1, 2, 500, 950]) {
      const m = racers.find((x) => x.id === line[n - 1].memberId)!;
      expect((await detailOf(app, m.token, id)).body.data.mine.waitingPosition).toBe(n);
    }

    // Ten places freed at once go to the first ten in line, never more than the limit.
    const holders = rows.filter((r) => r.status === 'Registered').slice(0, 10);
    const firstTen = rows
      .filter((r) => r.status === 'Waiting')
      .sort((a, b) => a.queueNo - b.queueNo)
      .slice(0, 10)
      .map((r) => r.memberId);
    await Promise.all(holders.map((h) => cancelFor(app, racers.find((x) => x.id === h.memberId)!.token, id)));
    const after = await db.select().from(reservationRegistrations).where(eq(reservationRegistrations.activityId, id));
    const registered = after.filter((r) => r.status === 'Registered').map((r) => r.memberId);
    expect(registered).toHaveLength(50);
    for (const m of firstTen) expect(registered).toContain(m);
    expect((await detailOf(app, undefined, id)).body.data).toMatchObject({ placesLeft: 0, waiting: 940 });
  }, 120_000);
});
