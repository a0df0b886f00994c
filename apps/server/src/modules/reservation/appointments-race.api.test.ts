import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reservationBookings } from '../../db/schema/index.js';
import { useTestApp } from '../../test/kit.js';
import { bookFor, publishedService, slotOf, slotsOf } from './appointments.testkit.js';
import { manyMembers } from './reservation.testkit.js';

/**
 * Appointments at once (issue 31): 100 members book a slot of 3 at the same moment; exactly 3 are Booked, the
 * rest are told the slot is full, and a member booking two slots of one service at once keeps one, on PGlite
 * and on PostgreSQL (with DATABASE_URL).
 */

const { app, clock, signUpStaff } = await useTestApp({ clock: true });
const staff = await signUpStaff(['editor']);
const db = app.ctx.database.db;
const rowsOf = (slotId: number) => db.select().from(reservationBookings).where(eq(reservationBookings.slotId, slotId));

describe('bookings at once', () => {
  it('100 concurrent bookings of a slot of 3: exactly 3 Booked, 97 told it is full', async () => {
    const serviceId = await publishedService(app, staff.token);
    const slotId = await slotOf(app, staff.token, serviceId, clock.now(), 48, 3);
    const racers = await manyMembers(app, 100);
    const results = await Promise.all(racers.map((m) => bookFor(app, m.token, slotId)));
    expect(results.filter((r) => r.body.code === 0).map((r) => r.body.data.status)).toEqual([
      'Booked',
      'Booked',
      'Booked',
    ]);
    expect(results.filter((r) => r.body.code === 5441)).toHaveLength(97);
    const rows = await rowsOf(slotId);
    expect(rows.map((r) => r.status)).toEqual(['Booked', 'Booked', 'Booked']);
    const detail = await slotsOf(app, undefined, serviceId);
    expect(detail.body.data.slots[0]).toMatchObject({ id: slotId, capacity: 3, placesLeft: 0 });
    expect(detail.body.data.nextSlot).toBeNull();
  }, 60_000);

  it('one member booking two slots of one service at once keeps one booking', async () => {
    const serviceId = await publishedService(app, staff.token);
    const slots = [
      await slotOf(app, staff.token, serviceId, clock.now(), 30, 5),
      await slotOf(app, staff.token, serviceId, clock.now(), 32, 5),
      await slotOf(app, staff.token, serviceId, clock.now(), 34, 5),
    ];
    const [m] = await manyMembers(app, 1);
    const results = await Promise.all(slots.flatMap((s) => [bookFor(app, m.token, s), bookFor(app, m.token, s)]));
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(results.every((r) => r.body.code === 0 || r.body.code === 5443)).toBe(true);
    const all = (await Promise.all(slots.map(rowsOf))).flat();
    expect(all).toHaveLength(1);
  }, 60_000);
});
