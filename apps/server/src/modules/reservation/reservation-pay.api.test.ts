import { describe, expect, it, onTestFinished } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_RESERVATION_API, apiPath, RESERVATION_API, type ActivityInput, type FeeCurrency } from '@acsc/shared';
import { reservationActivities, reservationRegistrations } from '../../db/schema/index.js';
import { call, createTestApp } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { staffCall, staffMember } from '../admin/admin.testkit.js';
import { list as notificationList } from '../notifications/notifications.testkit.js';
import { assertPaymentsReady } from './payments.js';
import { detailOf, eventInput, publishedEvent, registerFor } from './reservation.testkit.js';

/**
 * Paid events (issue 31): registering creates an order with a KHQR that holds the place 15 minutes; the
 * dev gateway marks it paid and check_pay confirms the place; an unpaid order expires by the job runner
 * (on the test clock) and the place goes to the first in line; refunds; pay at the door.
 */

const { app, clock, signUp, signUpStaff } = await useTestApp({ clock: true });
const staff = await signUpStaff(['editor']);
const db = app.ctx.database.db;
const rowsOf = (activityId: number) =>
  db.select().from(reservationRegistrations).where(eq(reservationRegistrations.activityId, activityId));
const fee = (amount: number, currency: FeeCurrency): Partial<ActivityInput> => ({ fee: { amount, currency } });
const checkPay = (token: string, orderNo: string, lang = 'en_US') =>
  call(app, RESERVATION_API.checkPay, { token, lang, body: { orderNo } });
const devPay = (orderNo: string) => call(app, RESERVATION_API.devPay, { body: { orderNo } });
const registerIn = (token: string, activityId: number, currency: string, lang = 'en_US') =>
  call(app, RESERVATION_API.register, { token, lang, body: { activityId, answers: [], agree: true, currency } });
const registrations = async (activityId: number) =>
  (await staffCall(app, staff.token, 'GET', ADMIN_RESERVATION_API.registrations, { activityId })).body.data.list;
const typesOf = async (token: string, lang = 'en_US') =>
  (await notificationList(app, token, {}, lang)).body.data.list.map((n: { type: string }) => n.type);

describe('a paid event', () => {
  it('holds the place 15 minutes with a KHQR order; paid through the dev gateway, check_pay confirms it', async () => {
    const id = await publishedEvent(app, staff.token, eventInput(clock.now(), { capacity: 2, ...fee(5, 'USD') }));
    expect((await detailOf(app, undefined, id)).body.data).toMatchObject({
      fee: { amount: 5, currency: 'USD' },
      payAtDoor: false,
    });
    const a = await signUp('km_KH');
    const reg = await registerIn(a.token, id, 'USD', 'km_KH');
    expect(reg.body.data).toMatchObject({
      status: 'Pending',
      ticketCode: null,
      payment: { state: 'due', amount: 5, currency: 'USD', paidAt: null },
    });
    const { orderNo, khqr, expiresAt } = reg.body.data.payment;
    expect(orderNo).toMatch(/^R\d{8}[0-9A-Z]{10}$/);
    // A KHQR string (EMVCo: payload format 01, Cambodia, USD 840, amount 5.00) ending in its CRC.
    expect(khqr).toMatch(/^000201/);
    expect(khqr).toContain('5303840');
    expect(khqr).toContain('5802KH');
    expect(Date.parse(expiresAt) - clock.now().getTime()).toBe(15 * 60_000);
    // The place is held: one left.
    expect((await detailOf(app, undefined, id)).body.data.placesLeft).toBe(1);

    const before = await checkPay(a.token, orderNo);
    expect(before.headers['cache-control']).toBe('private, no-store');
    expect(before.body.data).toMatchObject({ orderNo, status: 'Pending', paid: false, registrationStatus: 'Pending' });

    expect((await devPay(orderNo)).body.data).toEqual({ orderNo, paidAtGateway: true });
    const paid = await checkPay(a.token, orderNo);
    expect(paid.body.data).toMatchObject({
      orderNo,
      status: 'Paid',
      paid: true,
      amount: 5,
      currency: 'USD',
      expiresAt: null,
      registrationStatus: 'Registered',
      activityId: id,
    });
    const mine = (await detailOf(app, a.token, id)).body.data.mine;
    expect(mine).toMatchObject({ status: 'Registered', payment: { state: 'paid', khqr: null, expiresAt: null } });
    expect(mine.ticketCode).toMatch(/^[A-Z2-9]{10}$/);
    const [note] = (await notificationList(app, a.token, {}, 'km_KH')).body.data.list;
    expect(note).toMatchObject({ type: 'reservation.paid', title: 'បានទទួលការទូទាត់សម្រាប់ «ពិធីស្វាគមន៍និស្សិតថ្មី»' });

    // Staff see it paid, and record a refund (once: a refunded one is not paid any more).
    const [row] = await registrations(id);
    expect(row.payment).toMatchObject({ state: 'paid', orderNo, amount: 5, currency: 'USD', refundNote: null });
    const refunded = await staffCall(app, staff.token, 'POST', ADMIN_RESERVATION_API.refund, {
      id: row.id,
      note: 'Could not come',
    });
    expect(refunded.body.data).toMatchObject({
      status: 'Registered',
      payment: { state: 'refunded', refundNote: 'Could not come' },
    });
    const twice = await staffCall(app, staff.token, 'POST', ADMIN_RESERVATION_API.refund, { id: row.id }, 'zh_CN');
    expect(twice.body).toMatchObject({ code: 5423, msg: '只有已付款的报名才能退款' });
    expect((await checkPay(a.token, orderNo)).body.data).toMatchObject({ status: 'Refunded', paid: false });

    // Paid, cancelled (not refunded), registered again: the payment stands, no second order.
    const b = await signUp();
    const bOrder = (await registerIn(b.token, id, 'USD')).body.data.payment.orderNo;
    await devPay(bOrder);
    await checkPay(b.token, bOrder);
    expect(
      (await call(app, RESERVATION_API.cancel, { token: b.token, body: { activityId: id } })).body.data,
    ).toMatchObject({ status: 'Cancelled', payment: { state: 'paid', orderNo: bOrder } });
    expect((await registerIn(b.token, id, 'USD')).body.data).toMatchObject({
      status: 'Registered',
      payment: { state: 'paid', orderNo: bOrder },
    });
  });

  it('refuses another currency, a wrong order number and someone else’s order, writing nothing', async () => {
    const id = await publishedEvent(app, staff.token, eventInput(clock.now(), { capacity: 2, ...fee(20000, 'KHR') }));
    const [a, b] = [await signUp(), await signUp()];
    const wrong = await registerIn(a.token, id, 'USD', 'zh_CN');
    expect(wrong.body).toMatchObject({ code: 5420, msg: '该活动只收KHR' });
    expect(wrong.status).toBe(400);
    expect(await rowsOf(id)).toEqual([]);

    const reg = await registerIn(a.token, id, 'KHR');
    const { orderNo, khqr } = reg.body.data.payment;
    expect(khqr).toContain('5303116');
    const unknown = await checkPay(a.token, 'R20260101ZZZZZZZZZZ', 'km_KH');
    expect(unknown.body).toMatchObject({ code: 5421, msg: 'រកមិនឃើញការបញ្ជាទិញនេះទេ' });
    expect(unknown.status).toBe(404);
    expect((await checkPay(b.token, orderNo)).body.code).toBe(5421);
    expect((await call(app, RESERVATION_API.checkPay, { body: { orderNo } })).status).toBe(401);
    // A free registration has nothing to refund.
    const free = await publishedEvent(app, staff.token, eventInput(clock.now()));
    await registerFor(app, b.token, free);
    const [freeRow] = await registrations(free);
    expect(freeRow.payment).toBeNull();
    const refund = await staffCall(app, staff.token, 'POST', ADMIN_RESERVATION_API.refund, { id: freeRow.id });
    expect(refund.body.code).toBe(5423);
    // KHQR carries USD and KHR: a fee in CNY is for the door only.
    const cny = await staffCall(
      app,
      staff.token,
      'POST',
      ADMIN_RESERVATION_API.activity.create,
      eventInput(clock.now(), fee(30, 'CNY')),
      'en_US',
    );
    expect(cny.body.code).toBe(5424);
  });

  it('expires an unpaid order after 15 minutes: the place goes to the first in line, who is asked to pay', async () => {
    const id = await publishedEvent(app, staff.token, eventInput(clock.now(), { capacity: 1, ...fee(5, 'USD') }));
    const [a, b] = [await signUp('en_US'), await signUp('zh_CN')];
    const first = await registerIn(a.token, id, 'USD');
    expect(first.body.data.status).toBe('Pending');
    expect((await registerIn(b.token, id, 'USD')).body.data).toMatchObject({ status: 'Waiting', payment: null });

    clock.advance(14 * 60);
    await app.ctx.jobs.drain();
    expect((await detailOf(app, a.token, id)).body.data.mine.status).toBe('Pending');

    clock.advance(2 * 60);
    await app.ctx.jobs.drain();
    expect((await detailOf(app, a.token, id)).body.data.mine).toMatchObject({
      status: 'Failed',
      payment: { state: 'expired', khqr: null },
    });
    expect((await checkPay(a.token, first.body.data.payment.orderNo)).body.data).toMatchObject({
      status: 'Expired',
      paid: false,
      registrationStatus: 'Failed',
    });
    expect(await typesOf(a.token)).toContain('reservation.paymentExpired');
    // The first in line holds the place with an order of their own (a day to read the notification and pay).
    const bMine = (await detailOf(app, b.token, id)).body.data.mine;
    expect(bMine).toMatchObject({ status: 'Pending', payment: { state: 'due', currency: 'USD' } });
    expect(Date.parse(bMine.payment.expiresAt) - clock.now().getTime()).toBe(24 * 3600_000);
    expect(await typesOf(b.token, 'zh_CN')).toEqual(['reservation.payOffer']);
    await devPay(bMine.payment.orderNo);
    expect((await checkPay(b.token, bMine.payment.orderNo)).body.data.registrationStatus).toBe('Registered');
    // Paying an order that ran out does not bring it back.
    await devPay(first.body.data.payment.orderNo);
    expect((await checkPay(a.token, first.body.data.payment.orderNo)).body.data.status).toBe('Expired');
    expect((await detailOf(app, undefined, id)).body.data).toMatchObject({ placesLeft: 0, waiting: 0 });
  });

  it('pays at the door: Registered unpaid, check-in marks it paid', async () => {
    const input = eventInput(clock.now(), { capacity: 5, payAtDoor: true, ...fee(30, 'CNY') });
    const id = await publishedEvent(app, staff.token, input);
    const a = await signUp();
    const reg = await registerIn(a.token, id, 'CNY');
    expect(reg.body.data).toMatchObject({
      status: 'Registered',
      payment: { state: 'door', amount: 30, currency: 'CNY', orderNo: null, khqr: null },
    });
    const door = await signUpStaff(['support']);
    const checked = await staffCall(app, door.token, 'POST', ADMIN_RESERVATION_API.checkIn, {
      code: reg.body.data.ticketCode,
    });
    expect(checked.body.data).toMatchObject({ status: 'CheckedIn', payment: { state: 'paid', currency: 'CNY' } });
    expect((await detailOf(app, a.token, id)).body.data.mine.payment.paidAt).toBe(checked.body.data.checkedInAt);
  });
});

describe('without a payment provider', () => {
  it('refuses to publish a KHQR fee event (in the reader’s language) and to start with one', async () => {
    // Production without PAYMENT_PROVIDER: no gateway at all.
    const bare = await createTestApp({ payment: { ...app.ctx.config.payment, provider: null } });
    onTestFinished(() => bare.close());
    const editor = await staffMember(bare, ['editor']);
    const input = eventInput(new Date(), fee(5, 'USD'));
    const created = await staffCall(bare, editor.token, 'POST', ADMIN_RESERVATION_API.activity.create, input);
    const id = created.body.data.id as number;
    const publish = apiPath(ADMIN_RESERVATION_API.activity.publish, { id });
    const refused = await staffCall(bare, editor.token, 'POST', publish, {}, 'km_KH');
    expect(refused.body).toMatchObject({
      code: 5422,
      msg: 'មិនទាន់កំណត់ច្រកទូទាត់ប្រាក់ទេ សកម្មភាពបង់ថ្លៃមិនអាចផ្សព្វផ្សាយបានទេ',
    });
    expect((await call(bare, RESERVATION_API.devPay, { body: { orderNo: 'R20260101ZZZZZZZZZZ' } })).status).toBe(404);

    // Paid at the door it may be published; made a KHQR fee again once published, the edit is refused.
    const doorInput = { ...input, payAtDoor: true };
    const update = apiPath(ADMIN_RESERVATION_API.activity.update, { id });
    await staffCall(bare, editor.token, 'POST', update, doorInput);
    expect((await staffCall(bare, editor.token, 'POST', publish, {})).body.code).toBe(0);
    expect((await staffCall(bare, editor.token, 'POST', update, input)).body.code).toBe(5422);

    await expect(assertPaymentsReady(bare.ctx)).resolves.toBeUndefined();
    await bare.ctx.database.db
      .update(reservationActivities)
      .set({ payAtDoor: false })
      .where(eq(reservationActivities.id, id));
    await expect(assertPaymentsReady(bare.ctx)).rejects.toThrow(/no payment provider is configured/);
  });
});
