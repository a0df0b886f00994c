import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_RESERVATION_API, API, apiPath, RESERVATION_API } from '@acsc/shared';
import { reservationRegistrations } from '../../db/schema/index.js';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { staffCall } from '../admin/admin.testkit.js';
import { list as notificationList } from '../notifications/notifications.testkit.js';
import { reservationModule } from './routes.js';
import { cancelFor, detailOf, eventInput, publishedEvent, registerFor } from './reservation.testkit.js';

/** Reservations (issue 31): registration rules, the waiting list, windows, answers, approval and check-in. */

const { app, clock, signUp, signUpStaff } = await useTestApp({ clock: true });
const staff = await signUpStaff(['editor']);
const db = app.ctx.database.db;
const rowsOf = (activityId: number) =>
  db.select().from(reservationRegistrations).where(eq(reservationRegistrations.activityId, activityId));

describe('registration and the waiting list', () => {
  it('gives places up to the limit, then the waiting list, and moves the first in line up on a cancellation', async () => {
    const id = await publishedEvent(app, staff.token, eventInput(clock.now(), { capacity: 2 }));
    const [a, b, c, d] = [await signUp('en_US'), await signUp('en_US'), await signUp('km_KH'), await signUp('zh_CN')];
    expect((await registerFor(app, a.token, id)).body.data).toMatchObject({
      status: 'Registered',
      waitingPosition: null,
    });
    expect((await registerFor(app, b.token, id)).body.data.status).toBe('Registered');
    const third = await registerFor(app, c.token, id, [], 'km_KH');
    expect(third.body.data).toMatchObject({ status: 'Waiting', waitingPosition: 1, ticketCode: null });
    expect((await registerFor(app, d.token, id)).body.data).toMatchObject({ status: 'Waiting', waitingPosition: 2 });

    // As a visitor sees the event: full, two waiting.
    const visitor = await detailOf(app, undefined, id);
    expect(visitor.body.data).toMatchObject({ placesLeft: 0, waiting: 2, registration: 'open', mine: null });
    // Kept by the read cache until the next registration; browsers ask again each time (an ETag).
    expect(visitor.headers['cache-control']).toBe('public, no-cache');
    expect(visitor.headers.etag).toBeTruthy();

    // Twice for the same event: refused in the member's language, nothing written.
    const before = await rowsOf(id);
    const twice = await registerFor(app, a.token, id, [], 'zh_CN');
    expect(twice.body).toMatchObject({ code: 5405, msg: '你已报名该活动' });
    expect(await rowsOf(id)).toEqual(before);

    // The first cancels: the first in line (c, in Khmer) gets the place and is told in Khmer.
    const cancelled = await cancelFor(app, a.token, id);
    expect(cancelled.body.data.status).toBe('Cancelled');
    const cDetail = await detailOf(app, c.token, id);
    expect(cDetail.body.data.mine).toMatchObject({ status: 'Registered', waitingPosition: null });
    expect(cDetail.body.data.mine.ticketCode).toMatch(/^[A-Z2-9]{10}$/);
    expect((await detailOf(app, d.token, id)).body.data.mine).toMatchObject({ status: 'Waiting', waitingPosition: 1 });
    const notes = await notificationList(app, c.token, {}, 'km_KH');
    expect(notes.body.data.list[0]).toMatchObject({ type: 'reservation.promoted', link: '/reservation/record' });
    expect(notes.body.data.list[0].title).toContain('ពិធីស្វាគមន៍និស្សិតថ្មី');
    expect((await detailOf(app, undefined, id)).body.data).toMatchObject({ placesLeft: 0, waiting: 1 });

    // The one who cancelled may register again: at the end of the line.
    expect((await registerFor(app, a.token, id)).body.data).toMatchObject({ status: 'Waiting', waitingPosition: 2 });
  });

  it('gives the places of a raised limit to the first in line at once, each told in their language', async () => {
    const input = eventInput(clock.now(), { capacity: 1 });
    const id = await publishedEvent(app, staff.token, input);
    const [a, b, c, d] = [await signUp('en_US'), await signUp('zh_CN'), await signUp('km_KH'), await signUp('en_US')];
    for (const m of [a, b, c, d]) await registerFor(app, m.token, id);
    expect((await detailOf(app, undefined, id)).body.data).toMatchObject({ placesLeft: 0, waiting: 3 });

    const raised = await staffCall(app, staff.token, 'POST', apiPath(ADMIN_RESERVATION_API.activity.update, { id }), {
      ...input,
      capacity: 3,
    });
    expect(raised.body.data).toMatchObject({ capacity: 3, taken: 3, waiting: 1 });
    expect((await detailOf(app, b.token, id)).body.data.mine).toMatchObject({ status: 'Registered' });
    expect((await detailOf(app, c.token, id)).body.data.mine).toMatchObject({ status: 'Registered' });
    expect((await detailOf(app, d.token, id)).body.data.mine).toMatchObject({ status: 'Waiting', waitingPosition: 1 });
    const told = await notificationList(app, b.token, {}, 'zh_CN');
    expect(told.body.data.list[0]).toMatchObject({ type: 'reservation.promoted', link: '/reservation/record' });
    expect(told.body.data.list[0].title).toContain('新生见面会');
    expect((await notificationList(app, d.token, {}, 'en_US')).body.data.list).toEqual([]);
  });

  it('refuses a full event without a waiting list, and a cancelled, past or not yet open one', async () => {
    const full = await publishedEvent(app, staff.token, eventInput(clock.now(), { capacity: 1, waitingList: false }));
    const [a, b] = [await signUp(), await signUp()];
    expect((await registerFor(app, a.token, full)).body.data.status).toBe('Registered');
    expect((await registerFor(app, b.token, full, [], 'en_US')).body).toMatchObject({
      code: 5402,
      msg: 'This event is full.',
    });

    const cancelledEvent = await publishedEvent(app, staff.token, eventInput(clock.now(), { cancelled: true }));
    expect((await registerFor(app, a.token, cancelledEvent, [], 'km_KH')).body).toMatchObject({
      code: 5404,
      msg: 'សកម្មភាពនេះត្រូវបានលុបចោល',
    });

    const opens = new Date(clock.now().getTime() + 24 * 3600_000).toISOString();
    const later = await publishedEvent(app, staff.token, eventInput(clock.now(), { registrationOpensAt: opens }));
    const notYet = await registerFor(app, a.token, later);
    expect(notYet.body.code).toBe(5401);
    expect(notYet.body.msg).toMatch(/^Registration for this event opens on .*GMT\+7/);
    expect(await rowsOf(later)).toEqual([]);

    // On the test clock: the window opens, then the event starts.
    clock.advance(24 * 3600 + 60);
    expect((await registerFor(app, a.token, later)).body.data.status).toBe('Registered');
    clock.advance(48 * 3600);
    expect((await registerFor(app, b.token, later)).body.code).toBe(5403);
    expect((await detailOf(app, undefined, later)).body.data.registration).toBe('past');
  });

  it('closes registration at its closing time and cancellation at its deadline', async () => {
    const now = clock.now();
    const closes = new Date(now.getTime() + 3600_000).toISOString();
    const deadline = new Date(now.getTime() + 2 * 3600_000).toISOString();
    const id = await publishedEvent(
      app,
      staff.token,
      eventInput(now, { registrationClosesAt: closes, cancelDeadline: deadline, capacity: 5 }),
    );
    const [a, b] = [await signUp(), await signUp()];
    expect((await registerFor(app, a.token, id)).body.data).toMatchObject({ status: 'Registered', cancellable: true });
    clock.advance(3600);
    expect((await registerFor(app, b.token, id)).body).toMatchObject({ code: 5400 });
    clock.advance(3600);
    const late = await cancelFor(app, a.token, id, 'zh_CN');
    expect(late.body.code).toBe(5409);
    expect(late.body.msg).toContain('已过取消期限');
    expect((await detailOf(app, a.token, id)).body.data.mine).toMatchObject({
      status: 'Registered',
      cancellable: false,
    });
  });
});

describe('questions', () => {
  const questions = [
    {
      key: 'diet',
      kind: 'single',
      label: { en_US: 'Diet', zh_CN: '饮食' },
      options: [{ en_US: 'Any' }, { en_US: 'Vegetarian' }],
      required: true,
    },
    {
      key: 'topics',
      kind: 'multiple',
      label: { en_US: 'Topics' },
      options: [{ en_US: 'Visa' }, { en_US: 'Housing' }, { en_US: 'Jobs' }],
    },
    { key: 'note', kind: 'text', label: { en_US: 'Anything else?' }, maxLength: 10 },
  ];

  it('checks answers against the questions and keeps what was answered', async () => {
    const id = await publishedEvent(app, staff.token, eventInput(clock.now(), { capacity: 10, questions } as never));
    const m = await signUp();
    const cases: [unknown[], number, RegExp][] = [
      [[], 5406, /Please answer: Diet/],
      [[{ key: 'diet', value: 'Vegetarian' }], 5408, /does not fit the question: Diet/],
      [[{ key: 'diet', value: 7 }], 5408, /Diet/],
      [
        [
          { key: 'diet', value: 0 },
          { key: 'topics', value: 1 },
        ],
        5408,
        /Topics/,
      ],
      [
        [
          { key: 'diet', value: 0 },
          { key: 'topics', value: [1, 1] },
        ],
        5408,
        /Topics/,
      ],
      [
        [
          { key: 'diet', value: 0 },
          { key: 'note', value: 'x'.repeat(11) },
        ],
        5407,
        /at most 10 characters/,
      ],
      [
        [
          { key: 'diet', value: 0 },
          { key: 'nope', value: 'x' },
        ],
        5408,
        /nope/,
      ],
    ];
    for (const [answers, code, msg] of cases) {
      const res = await registerFor(app, m.token, id, answers);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(code);
      expect(res.body.msg).toMatch(msg);
    }
    expect(await rowsOf(id)).toEqual([]);
    const zh = await registerFor(app, m.token, id, [], 'zh_CN');
    expect(zh.body.msg).toBe('请回答：饮食');

    const ok = await registerFor(app, m.token, id, [
      { key: 'diet', value: 1 },
      { key: 'topics', value: [2, 0] },
      { key: 'note', value: ' Halal ' },
    ]);
    expect(ok.body.data.answers).toEqual([
      { key: 'diet', label: 'Diet', answer: 'Vegetarian' },
      { key: 'topics', label: 'Topics', answer: 'Visa, Jobs' },
      { key: 'note', label: 'Anything else?', answer: 'Halal' },
    ]);
  });
});

describe('approval, check-in and my records', () => {
  it('holds a place while Pending; staff approve or reject with a reason; check-in twice says when', async () => {
    const id = await publishedEvent(app, staff.token, eventInput(clock.now(), { capacity: 1, needsApproval: true }));
    const [a, b] = [await signUp(), await signUp('zh_CN')];
    const pending = await registerFor(app, a.token, id);
    expect(pending.body.data).toMatchObject({ status: 'Pending', ticketCode: null });
    expect((await registerFor(app, b.token, id)).body.data.status).toBe('Waiting');

    const list = await staffCall(app, staff.token, 'GET', ADMIN_RESERVATION_API.registrations, { activityId: id });
    expect(list.body.data.list.map((r: { status: string }) => r.status)).toEqual(['Pending', 'Waiting']);
    const [ra, rb] = list.body.data.list;

    // Rejecting the pending one moves the waiting one up (Pending again: this event needs approval).
    const rejected = await staffCall(app, staff.token, 'POST', ADMIN_RESERVATION_API.reject, {
      id: ra.id,
      reason: 'Members only',
    });
    expect(rejected.body.data).toMatchObject({ status: 'Failed', reason: 'Members only' });
    const again = await staffCall(app, staff.token, 'POST', ADMIN_RESERVATION_API.reject, { id: ra.id, reason: 'x' });
    expect(again.body.code).toBe(5411);
    const approved = await staffCall(app, staff.token, 'POST', ADMIN_RESERVATION_API.approve, { id: rb.id });
    expect(approved.body.data.status).toBe('Registered');
    const notes = await notificationList(app, b.token, {}, 'zh_CN');
    expect(notes.body.data.list.map((n: { type: string }) => n.type)).toEqual([
      'reservation.approved',
      'reservation.promoted',
    ]);
    expect((await notificationList(app, a.token, {}, 'en_US')).body.data.list[0].body).toContain(
      'Reason: Members only',
    );

    // My records: the ticket, then check-in by its code; a second check-in answers the first one's time.
    const records = await call(app, `${RESERVATION_API.recordList}?pageNum=1&pageSize=10`, {
      method: 'GET',
      token: b.token,
    });
    expect(records.headers['cache-control']).toBe('private, no-store');
    const rec = records.body.data.list[0];
    expect(rec).toMatchObject({ status: 'Registered', activity: { id } });
    const door = await signUpStaff(['support']);
    const first = await staffCall(app, door.token, 'POST', ADMIN_RESERVATION_API.checkIn, {
      code: rec.ticketCode.toLowerCase(),
    });
    expect(first.body.data).toMatchObject({ status: 'CheckedIn', firstCheckIn: true, checkedIn: 1, registered: 1 });
    clock.advance(120);
    const second = await staffCall(app, door.token, 'POST', ADMIN_RESERVATION_API.checkIn, { code: rec.ticketCode });
    expect(second.body.data).toMatchObject({ firstCheckIn: false, checkedInAt: first.body.data.checkedInAt });
    expect(
      (await staffCall(app, door.token, 'POST', ADMIN_RESERVATION_API.checkIn, { code: 'ZZZZZZZZZZ' })).body.code,
    ).toBe(5412);

    const csv = await app.inject({
      method: 'GET',
      url: `/prod-api${ADMIN_RESERVATION_API.exportCsv}?activityId=${id}`,
      headers: { authorization: `Bearer ${staff.token}`, language: 'zh_CN' },
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.startsWith('\uFEFFmember,status,ticket')).toBe(true);
    expect(csv.body).toContain(',Failed,');
    expect(csv.body).toContain('Members only');
    expect(csv.body).toContain(`,CheckedIn,${rec.ticketCode},`);
    const ics = await app.inject({
      method: 'GET',
      url: `/prod-api${apiPath(RESERVATION_API.recordIcs, { id: rec.id })}`,
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.body).toContain('BEGIN:VEVENT');
    expect(ics.body).toContain('SUMMARY:新生见面会');
    expect(ics.body).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    // Another member's record is not found.
    const other = await call(app, apiPath(RESERVATION_API.recordDetail, { id: rec.id }), {
      method: 'GET',
      token: a.token,
    });
    expect(other.body.code).toBe(1004);
  });

  it('lists upcoming events soonest first and past ones in their own tab', async () => {
    const res = await call(app, `${RESERVATION_API.activityList}?tab=upcoming`, { method: 'GET', lang: 'km_KH' });
    const starts = res.body.data.list.map((x: { startsAt: string }) => x.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(res.body.data.list[0].title).toBe('ពិធីស្វាគមន៍និស្សិតថ្មី');
    clock.advance(30 * 86_400);
    const past = await call(app, `${RESERVATION_API.activityList}?tab=past`, { method: 'GET' });
    expect(past.body.data.total).toBeGreaterThan(0);
    for (const x of past.body.data.list) expect(Date.parse(x.endsAt)).toBeLessThan(clock.now().getTime());
  });
});

describe('a message to everyone registered', () => {
  it('reaches those with a place (and the waiting list when asked) in their language, never those who left', async () => {
    const organizer = await signUpStaff(['editor']); // the clock has moved past the first staff's session
    const id = await publishedEvent(app, organizer.token, eventInput(clock.now(), { capacity: 2 }));
    const [a, b, c, d] = [await signUp('zh_CN'), await signUp('km_KH'), await signUp('en_US'), await signUp('en_US')];
    for (const m of [a, b, c, d]) await registerFor(app, m.token, id);
    await cancelFor(app, d.token, id); // d leaves the waiting list: c waits alone
    const send = (body: Record<string, unknown>, lang = 'en_US') =>
      staffCall(app, organizer.token, 'POST', ADMIN_RESERVATION_API.message, { activityId: id, ...body }, lang);

    // Blank: refused in the staff's language, nobody told.
    const blank = await send({ message: '   ' }, 'zh_CN');
    expect(blank.body.code).not.toBe(0);
    expect(blank.body.msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await notificationList(app, a.token, {}, 'zh_CN')).body.data.list).toEqual([]);

    expect((await send({ message: 'Room 301 instead of 201.' })).body.data).toEqual({ sent: 2 });
    const toA = (await notificationList(app, a.token, {}, 'zh_CN')).body.data.list[0];
    expect(toA).toMatchObject({
      type: 'reservation.message',
      title: '关于“新生见面会”的通知',
      link: '/reservation/record',
    });
    expect(toA.body).toBe('Room 301 instead of 201.');
    expect((await notificationList(app, b.token, {}, 'km_KH')).body.data.list[0].title).toBe('សារអំពី «ពិធីស្វាគមន៍និស្សិតថ្មី»');
    expect((await notificationList(app, c.token, {}, 'en_US')).body.data.list).toEqual([]);

    expect((await send({ message: 'Bring your ID.', includeWaiting: true })).body.data).toEqual({ sent: 3 });
    expect((await notificationList(app, c.token, {}, 'en_US')).body.data.list[0]).toMatchObject({
      title: 'About "Orientation day"',
      body: 'Bring your ID.',
    });
    expect((await notificationList(app, d.token, {}, 'en_US')).body.data.list).toEqual([]);
    expect((await send({ activityId: 999_999, message: 'x' })).body.code).not.toBe(0);
  });
});

describe('reminders', () => {
  it('tells everyone registered 24 hours before, once, in their language with the time in the event time zone', async () => {
    const editor = await signUpStaff(['editor']);
    const id = await publishedEvent(app, editor.token, eventInput(clock.now(), { capacity: 1 }, 30));
    const [a, b] = [await signUp('km_KH'), await signUp('en_US')];
    await registerFor(app, a.token, id);
    await registerFor(app, b.token, id);
    const reminders = async (token: string, lang: string) =>
      (await notificationList(app, token, {}, lang)).body.data.list.filter(
        (n: { type: string }) => n.type === 'reservation.reminder',
      );
    await app.ctx.jobs.drain();
    expect(await reminders(a.token, 'km_KH')).toEqual([]); // 30 hours ahead: not yet
    clock.advance(7 * 3600);
    await app.ctx.jobs.drain();
    const [note] = await reminders(a.token, 'km_KH');
    expect(note.title).toBe('ជួបគ្នាថ្ងៃស្អែក៖ «ពិធីស្វាគមន៍និស្សិតថ្មី»');
    expect(note.body).toMatch(/UTC\+7|GMT\+7|\+7/);
    expect(await reminders(b.token, 'en_US')).toEqual([]); // on the waiting list: no reminder
    clock.advance(20 * 60);
    await app.ctx.jobs.drain();
    expect(await reminders(a.token, 'km_KH')).toHaveLength(1);
  });
});

describe('member data', () => {
  it('puts reservations in the export, and erasure frees the place for the first in line', async () => {
    const editor = await signUpStaff(['editor']);
    const id = await publishedEvent(app, editor.token, eventInput(clock.now(), { capacity: 1 }));
    const [a, b] = [await signUp(), await signUp()];
    await registerFor(app, a.token, id);
    expect((await registerFor(app, b.token, id)).body.data.status).toBe('Waiting');
    const exported = await call(app, API.dataExport, { method: 'GET', token: a.token });
    expect(exported.body.data.reservation.registrations).toEqual([
      expect.objectContaining({
        activityId: id,
        status: 'Registered',
        activity: expect.objectContaining({ en_US: 'Orientation day' }),
      }),
    ]);
    await db.transaction((tx) => reservationModule.eraseMemberData!(app.ctx, a.id, tx));
    expect(await rowsOf(id)).toHaveLength(1);
    expect((await detailOf(app, b.token, id)).body.data.mine.status).toBe('Registered');
  });
});
