import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_RESERVATION_API, apiPath } from '@acsc/shared';
import { reservationRegistrations } from '../../db/schema/index.js';
import { useTestApp } from '../../test/kit.js';
import { staffCall } from '../admin/admin.testkit.js';
import { detailOf, eventInput, publishedEvent, registerFor } from './reservation.testkit.js';

/**
 * A registration is written in one statement against the event as it was last read (service.ts,
 * registerAtOnce, issue 31's race), and that read is kept. Whatever staff change afterwards, in this
 * process or another, the next registration follows it: here the clock stands still, so the change has the
 * very time of the read, and only the statement's own check of the event's terms can tell.
 */

const { app, clock, signUp, signUpStaff } = await useTestApp({ clock: true });
const staff = await signUpStaff(['editor']);
const db = app.ctx.database.db;
const rowsOf = (activityId: number) =>
  db.select().from(reservationRegistrations).where(eq(reservationRegistrations.activityId, activityId));

describe('a registration after staff changed the event', () => {
  it('follows a new required question, a lowered limit and a cancellation made since the event was read', async () => {
    const input = eventInput(clock.now(), { capacity: 5 });
    const id = await publishedEvent(app, staff.token, input);
    const update = (over: Record<string, unknown>) =>
      staffCall(app, staff.token, 'POST', apiPath(ADMIN_RESERVATION_API.activity.update, { id }), {
        ...input,
        ...over,
      });
    const [a, b, c] = [await signUp('en_US'), await signUp('zh_CN'), await signUp('km_KH')];
    expect((await registerFor(app, a.token, id)).body.data.status).toBe('Registered');

    const question = { key: 'diet', kind: 'text', label: { en_US: 'Diet', zh_CN: '饮食' }, required: true };
    expect((await update({ questions: [question] })).body.code).toBe(0);
    expect((await registerFor(app, b.token, id, [], 'zh_CN')).body).toMatchObject({ code: 5406 });
    expect(await rowsOf(id)).toHaveLength(1);

    // One place, held by the first: the next one waits in line.
    expect((await update({ questions: [question], capacity: 1 })).body.code).toBe(0);
    const waiting = await registerFor(app, b.token, id, [{ key: 'diet', value: 'any' }]);
    expect(waiting.body.data).toMatchObject({ status: 'Waiting', waitingPosition: 1 });

    expect((await update({ questions: [question], capacity: 1, cancelled: true })).body.code).toBe(0);
    const refused = await registerFor(app, c.token, id, [{ key: 'diet', value: 'any' }], 'km_KH');
    expect(refused.body).toMatchObject({ code: 5404 });
    expect(await rowsOf(id)).toHaveLength(2);
    expect((await detailOf(app, undefined, id)).body.data).toMatchObject({ placesLeft: 0, waiting: 1 });
  });

  it('counts places and the line exactly when registrations are written in one statement', async () => {
    const id = await publishedEvent(app, staff.token, eventInput(clock.now(), { capacity: 2 }));
    const members = [await signUp(), await signUp(), await signUp(), await signUp()];
    const answers: { id: number; status: string; waitingPosition: number | null; ticketCode: string | null }[] = [];
    for (const m of members) answers.push((await registerFor(app, m.token, id)).body.data);
    expect(answers.map((r) => [r.status, r.waitingPosition])).toEqual([
      ['Registered', null],
      ['Registered', null],
      ['Waiting', 1],
      ['Waiting', 2],
    ]);
    // What the statement answered is what is stored, ticket included.
    const rows = await rowsOf(id);
    for (const r of answers) {
      const row = rows.find((x) => x.id === r.id)!;
      expect(row.status).toBe(r.status);
      expect(r.ticketCode).toBe(r.status === 'Registered' ? row.ticketCode : null);
    }
    expect((await detailOf(app, undefined, id)).body.data).toMatchObject({ placesLeft: 0, waiting: 2 });
  });
});
