import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_APPOINTMENT_API, API, apiPath, APPOINTMENT_API, RESERVATION_API } from '@acsc/shared';
import { reservationBookings } from '../../db/schema/index.js';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { staffCall } from '../admin/admin.testkit.js';
import { list as notificationList } from '../notifications/notifications.testkit.js';
import { reservationModule } from './routes.js';
import {
  bookFor,
  cancelBookingFor,
  publishedService,
  serviceInputOf,
  slotOf,
  slotsOf,
} from './appointments.testkit.js';
import { eventInput, publishedEvent } from './reservation.testkit.js';

/** Appointments (issue 31): booking a slot, one per service, cancelling, bad input, staff's slots, check-in. */

const { app, clock, signUp, signUpStaff } = await useTestApp({ clock: true });
const staff = await signUpStaff(['editor']);
const db = app.ctx.database.db;
const allBookings = () => db.select().from(reservationBookings);
const notesOf = async (token: string, type: string, lang: string) =>
  (await notificationList(app, token, {}, lang)).body.data.list.filter((n: { type: string }) => n.type === type);

describe('booking a slot', () => {
  it('books a slot (Booked, told in the member language), one per service, and a cancellation frees the place', async () => {
    const serviceId = await publishedService(app, staff.token);
    const first = await slotOf(app, staff.token, serviceId, clock.now(), 48, 1);
    const second = await slotOf(app, staff.token, serviceId, clock.now(), 50, 2);
    const [a, b] = [await signUp('km_KH'), await signUp('en_US')];

    const visitor = await slotsOf(app, undefined, serviceId, 'zh_CN');
    expect(visitor.body.data).toMatchObject({
      title: '奖学金咨询',
      city: '金边',
      timeZone: 'Asia/Phnom_Penh',
      freeSlots: 2,
      nextSlot: { id: first, placesLeft: 1 },
      mine: null,
    });

    const booked = await bookFor(app, a.token, first, 'km_KH');
    expect(booked.body.data).toMatchObject({ status: 'Booked', serviceId, slot: { id: first, placesLeft: 0 } });
    expect(booked.body.data.ticketCode).toMatch(/^[A-Z2-9]{10}$/);
    const [note] = await notesOf(a.token, 'reservation.appointment.booked', 'km_KH');
    expect(note.title).toBe('អ្នកបានកក់ «ការពិគ្រោះអំពីអាហារូបករណ៍»');
    expect(note.body).toMatch(/UTC\+7|GMT\+7|\+7/);

    // The slot is full for b; a second slot of the same service for a: refused, nothing written.
    const before = await allBookings();
    const full = await bookFor(app, b.token, first, 'zh_CN');
    expect(full.body).toMatchObject({ code: 5441, msg: '该时段已约满，请选择其他时段' });
    const twice = await bookFor(app, a.token, second, 'en_US');
    expect(twice.body.code).toBe(5443);
    expect(twice.body.msg).toMatch(/^You already have a booking for this service \(.+\)/);
    expect(await allBookings()).toEqual(before);

    const mine = await slotsOf(app, a.token, serviceId);
    expect(mine.body.data.mine).toMatchObject({ slot: { id: first }, status: 'Booked', cancellable: true });
    expect(mine.body.data.nextSlot).toMatchObject({ id: second });

    // a cancels: the place is b's to take; a may then book another slot of the service.
    const cancelled = await cancelBookingFor(app, a.token, serviceId);
    expect(cancelled.body.data).toMatchObject({ status: 'Cancelled', ticketCode: null, cancellable: false });
    expect((await bookFor(app, b.token, first)).body.data.status).toBe('Booked');
    expect((await bookFor(app, a.token, second)).body.data.status).toBe('Booked');
    expect((await cancelBookingFor(app, b.token, serviceId)).body.data.status).toBe('Cancelled');
    // Booking a slot again after cancelling it takes the same row up again.
    expect((await bookFor(app, b.token, first)).body.data.status).toBe('Booked');
    expect((await allBookings()).filter((r) => r.serviceId === serviceId)).toHaveLength(3);

    // My bookings and the calendar file.
    const list = await call(app, `${APPOINTMENT_API.bookingList}?pageNum=1&pageSize=10`, {
      method: 'GET',
      token: a.token,
      lang: 'en_US',
    });
    expect(list.body.data.list.map((x: { status: string }) => x.status)).toEqual(['Booked', 'Cancelled']);
    expect(list.body.data.list[0].service).toMatchObject({ title: 'Scholarship consultation', place: 'ACSC office' });
    const icsUrl = `/prod-api${apiPath(APPOINTMENT_API.bookingIcs, { id: list.body.data.list[0].id })}`;
    const ics = await app.inject({ method: 'GET', url: icsUrl, headers: { authorization: `Bearer ${a.token}` } });
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.body).toContain('SUMMARY:ការពិគ្រោះអំពីអាហារូបករណ៍'); // in the member's language (Khmer)
    expect(ics.body).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    const other = await app.inject({ method: 'GET', url: icsUrl, headers: { authorization: `Bearer ${b.token}` } });
    expect(other.json().code).toBe(1004);
  });

  it('refuses an unknown, past or unpublished slot and a visitor, in the member language, writing nothing', async () => {
    const serviceId = await publishedService(app, staff.token);
    const soon = await slotOf(app, staff.token, serviceId, clock.now(), 1, 5);
    const m = await signUp('zh_CN');
    const before = await allBookings();
    expect((await bookFor(app, m.token, 987654, 'km_KH')).body).toMatchObject({
      code: 5440,
      msg: 'រកមិនឃើញពេលវេលាណាត់ជួបនេះទេ',
    });
    expect((await bookFor(app, undefined, soon)).body.code).toBe(90);
    clock.advance(2 * 3600);
    expect((await bookFor(app, m.token, soon, 'zh_CN')).body).toMatchObject({
      code: 5442,
      msg: '该时段已开始或已结束，无法预约',
    });
    const draft = (await staffCall(app, staff.token, 'POST', ADMIN_APPOINTMENT_API.service.create, serviceInputOf()))
      .body.data.id as number;
    const hidden = await slotOf(app, staff.token, draft, clock.now(), 24, 5);
    expect((await bookFor(app, m.token, hidden)).body.code).toBe(5440);
    expect((await slotsOf(app, undefined, draft)).body.code).toBe(1004);
    expect((await cancelBookingFor(app, m.token, serviceId, 'en_US')).body).toMatchObject({
      code: 5444,
      msg: 'You have no booking for this service.',
    });
    expect(await allBookings()).toEqual(before);
  });

  it('refuses cancelling once the slot has started', async () => {
    const serviceId = await publishedService(app, staff.token);
    const slot = await slotOf(app, staff.token, serviceId, clock.now(), 3, 5);
    const m = await signUp('en_US');
    await bookFor(app, m.token, slot);
    clock.advance(3 * 3600);
    const late = await cancelBookingFor(app, m.token, serviceId);
    expect(late.body.code).toBe(5445);
    expect(late.body.msg).toMatch(/^Your slot \(.+\) has already started/);
  });
});

describe('staff: slots, bookings and check-in', () => {
  it('adds slots (not overlapping, in the future), refuses removing a booked one, lists bookings, checks in once', async () => {
    const serviceId = await publishedService(app, staff.token);
    const slot = await slotOf(app, staff.token, serviceId, clock.now(), 24, 2);
    const start = new Date(clock.now().getTime() + 24.5 * 3600_000);
    const overlap = await staffCall(app, staff.token, 'POST', ADMIN_APPOINTMENT_API.addSlot, {
      serviceId,
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 3600_000).toISOString(),
      capacity: 1,
    });
    expect(overlap.body.code).toBe(5448);
    const backwards = await staffCall(app, staff.token, 'POST', ADMIN_APPOINTMENT_API.addSlot, {
      serviceId,
      startsAt: start.toISOString(),
      endsAt: start.toISOString(),
      capacity: 1,
    });
    expect(backwards.body.code).toBe(5447);
    const m = await signUp('en_US');
    const code = (await bookFor(app, m.token, slot)).body.data.ticketCode as string;

    const removeBooked = await staffCall(app, staff.token, 'POST', ADMIN_APPOINTMENT_API.removeSlot, { id: slot });
    expect(removeBooked.body.code).toBe(5446);
    const empty = await slotOf(app, staff.token, serviceId, clock.now(), 48, 2);
    expect((await staffCall(app, staff.token, 'POST', ADMIN_APPOINTMENT_API.removeSlot, { id: empty })).body.code).toBe(
      0,
    );
    const slots = await staffCall(app, staff.token, 'GET', `${ADMIN_APPOINTMENT_API.slots}?serviceId=${serviceId}`);
    expect(slots.body.data).toEqual([expect.objectContaining({ id: slot, booked: 1, capacity: 2, checkedIn: 0 })]);

    const bookings = await staffCall(
      app,
      staff.token,
      'GET',
      `${ADMIN_APPOINTMENT_API.bookings}?serviceId=${serviceId}&pageNum=1&pageSize=10`,
    );
    expect(bookings.body.data.list).toEqual([
      expect.objectContaining({ slotId: slot, status: 'Booked', ticketCode: code }),
    ]);

    const support = await signUpStaff(['support']);
    const first = await staffCall(app, support.token, 'POST', ADMIN_APPOINTMENT_API.checkIn, { code });
    expect(first.body.data).toMatchObject({ status: 'CheckedIn', firstCheckIn: true, checkedIn: 1, booked: 1 });
    clock.advance(120);
    const again = await staffCall(app, support.token, 'POST', ADMIN_APPOINTMENT_API.checkIn, { code });
    expect(again.body.data).toMatchObject({ firstCheckIn: false, checkedInAt: first.body.data.checkedInAt });
    expect(
      (await staffCall(app, support.token, 'POST', ADMIN_APPOINTMENT_API.checkIn, { code: 'ZZZZZZZZZZ' })).body.code,
    ).toBe(5412);
    // Checked in: the member may book this service again (one Booked booking per service).
    const later = await slotOf(app, staff.token, serviceId, clock.now(), 72, 2);
    expect((await bookFor(app, m.token, later)).body.data.status).toBe('Booked');
  });
});

describe('the /reservation list filters', () => {
  it('filters events and services by kind, month in their own time zone, and city in any language', async () => {
    const editor = await signUpStaff(['editor']);
    // A fresh month far ahead keeps the other tests' items out.
    const base = new Date(Date.UTC(2031, 4, 31, 17, 30)); // 31 May 17:30 UTC = 1 June 00:30 in Phnom Penh
    const hoursTo = (d: Date) => (d.getTime() - clock.now().getTime()) / 3600_000;
    const pp = { zh_CN: '金边', km_KH: 'ភ្នំពេញ', en_US: 'Phnom Penh' };
    const sr = { zh_CN: '暹粒', km_KH: 'សៀមរាប', en_US: 'Siem Reap' };
    const e1 = await publishedEvent(app, editor.token, eventInput(clock.now(), { city: pp }, hoursTo(base)));
    const e2 = await publishedEvent(app, editor.token, eventInput(clock.now(), { city: sr }, hoursTo(base) + 24 * 20));
    const s1 = await publishedService(app, editor.token, serviceInputOf({ city: sr }));
    await slotOf(app, editor.token, s1, clock.now(), hoursTo(base) + 48, 2);

    const events = async (q: string) =>
      (await call(app, `${RESERVATION_API.activityList}?${q}`, { method: 'GET', lang: 'en_US' })).body.data.list.map(
        (a: { id: number }) => a.id,
      );
    const services = async (q: string) =>
      (await call(app, `${APPOINTMENT_API.list}?${q}`, { method: 'GET', lang: 'en_US' })).body.data.list.map(
        (a: { id: number }) => a.id,
      );
    expect(await events('month=2031-06')).toEqual([e1, e2]);
    expect(await events('month=2031-05')).toEqual([]);
    expect(await events('month=2031-06&city=ភ្នំពេញ')).toEqual([e1]);
    expect(await events('month=2031-06&city=Siem%20Reap')).toEqual([e2]);
    // As members type it: any letter case, a part of the name, in any of the languages.
    expect(await events('month=2031-06&city=phnom')).toEqual([e1]);
    expect(await events('month=2031-06&city=SIEM%20REAP')).toEqual([e2]);
    expect(await events('city=%E6%9A%B9')).toEqual(expect.arrayContaining([e2]));
    expect(await events('month=2031-06&city=Kampot')).toEqual([]);
    expect(await events('month=2031-06&kind=appointment')).toEqual([]);
    expect(await events('month=2031-06&kind=event')).toEqual([e1, e2]);
    expect(await services('month=2031-06')).toEqual([s1]);
    expect(await services('month=2031-06&city=暹粒')).toEqual([s1]);
    expect(await services('month=2031-06&city=Phnom%20Penh')).toEqual([]);
    expect(await services('month=2031-07')).toEqual([]);
    const bad = await call(app, `${RESERVATION_API.activityList}?month=2031-13`, { method: 'GET', lang: 'zh_CN' });
    expect(bad.body.code).not.toBe(0);
    expect(bad.status).toBeLessThan(500);
  });
});

describe('reminders and member data', () => {
  it('reminds everyone Booked 24 hours before, once, in their language; export and erasure (frees the slot)', async () => {
    const serviceId = await publishedService(app, staff.token);
    const slot = await slotOf(app, staff.token, serviceId, clock.now(), 30, 1);
    const [a, b] = [await signUp('zh_CN'), await signUp('en_US')];
    await bookFor(app, a.token, slot);
    await app.ctx.jobs.drain();
    expect(await notesOf(a.token, 'reservation.appointment.reminder', 'zh_CN')).toEqual([]);
    clock.advance(7 * 3600);
    await app.ctx.jobs.drain();
    const [note] = await notesOf(a.token, 'reservation.appointment.reminder', 'zh_CN');
    expect(note.title).toBe('明天见：“奖学金咨询”');
    clock.advance(20 * 60);
    await app.ctx.jobs.drain();
    expect(await notesOf(a.token, 'reservation.appointment.reminder', 'zh_CN')).toHaveLength(1);

    const exported = await call(app, API.dataExport, { method: 'GET', token: a.token });
    expect(exported.body.data.reservation.appointments).toEqual([
      expect.objectContaining({
        serviceId,
        status: 'Booked',
        service: expect.objectContaining({ en_US: 'Scholarship consultation' }),
      }),
    ]);
    expect((await bookFor(app, b.token, slot)).body.code).toBe(5441);
    await db.transaction((tx) => reservationModule.eraseMemberData!(app.ctx, a.id, tx));
    expect(await db.select().from(reservationBookings).where(eq(reservationBookings.memberId, a.id))).toEqual([]);
    expect((await bookFor(app, b.token, slot)).body.data.status).toBe('Booked');
  });
});
