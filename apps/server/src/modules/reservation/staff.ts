import type { AdminRegistration, CheckInResult, Language, ReservationStatus } from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import { writeAudit, type Actor } from '../../platform/audit.js';
import { fail } from '../../platform/errors.js';
import { memberCard } from '../member/presenter.js';
import { notify } from '../notifications/service.js';
import { iso, localize } from '../content/localized.js';
import { RESERVATION_APPROVED, RESERVATION_MESSAGE, RESERVATION_REJECTED } from './notifications.js';
import { RESERVATION_PAY_OFFER } from './payment-notifications.js';
import { OFFER_HOLD_HOURS, placeValues, presentPayment, recordRefund, voidOrder } from './payments.js';
import { presentAnswers } from './presenter.js';
import * as repo from './repo.js';
import { fillFromWaitingList } from './service.js';

/** Staff's side of registrations (issue 31): the list of an event, approval, rejection, check-in. */

type Deps = Pick<
  AppContext,
  'config' | 'counters' | 'database' | 'jobs' | 'live' | 'log' | 'now' | 'notificationTypes'
>;
type Card = Awaited<ReturnType<typeof repo.memberCardSource>>;

function presentStaff(reg: repo.RegistrationRow, a: repo.ActivityRow, card: Card, lang: Language): AdminRegistration {
  return {
    id: reg.id,
    activityId: reg.activityId,
    member: memberCard(card, lang),
    status: reg.status,
    ticketCode: reg.ticketCode,
    answers: presentAnswers(a.questions, reg.answers, localize(a.title, lang)),
    reason: reg.reason ?? null,
    createdAt: iso(reg.createdAt),
    checkedInAt: reg.checkedInAt ? iso(reg.checkedInAt) : null,
    payment: paymentForStaff(reg),
  };
}

function paymentForStaff(reg: repo.RegistrationRow): AdminRegistration['payment'] {
  const p = presentPayment(reg);
  if (!p) return null;
  const { khqr: _khqr, ...rest } = p;
  return { ...rest, refundNote: reg.refundNote ?? null };
}

export async function listRegistrations(
  ctx: Deps,
  q: { activityId: number; status?: ReservationStatus; pageNum: number; pageSize: number },
  lang: Language,
) {
  const db = ctx.database.db;
  const [a] = await repo.activitiesByIds(db, [q.activityId]);
  if (!a) fail('NOT_FOUND');
  const page = await repo.registrationsPage(db, q.activityId, q.status, q);
  return { ...page, list: page.list.map((r) => presentStaff(r.reg, a, r.member, lang)) };
}

/** One staff decision on a registration, under its event's lock, audited. */
async function decide<T>(
  ctx: Deps,
  id: number,
  run: (tx: Executor, reg: repo.RegistrationRow, a: repo.ActivityRow) => Promise<T>,
): Promise<T> {
  const first = (await repo.registrationById(ctx.database.db, id)) ?? fail('NOT_FOUND');
  return ctx.database.db.transaction(async (tx) => {
    const a = (await repo.lockActivity(tx, first.activityId)) ?? fail('NOT_FOUND');
    const reg = (await repo.registrationById(tx, id)) ?? fail('NOT_FOUND');
    return run(tx, reg, a);
  });
}

export function approve(ctx: Deps, actor: Actor, id: number, lang: Language) {
  return decide(ctx, id, async (tx, reg, a) => {
    // A Pending registration waiting for payment was approved already.
    if (reg.status !== 'Pending' || reg.payment === 'due') fail('RESERVATION_STATE', { status: reg.status });
    const now = ctx.now();
    // At a paid event the approved place waits for payment (an order held OFFER_HOLD_HOURS).
    const values = placeValues(ctx, a, now, OFFER_HOLD_HOURS * 3_600_000, reg);
    const row = await repo.updateRegistration(tx, id, { ...values, updatedAt: now });
    await writeAudit(tx, actor, {
      action: 'approve',
      entityType: 'reservation_registration',
      entityId: id,
      before: { status: reg.status },
      after: { status: row.status },
      at: now,
    });
    const type = 'payment' in values && values.payment === 'due' ? RESERVATION_PAY_OFFER : RESERVATION_APPROVED;
    await notify(ctx, { memberId: reg.memberId, type, params: { activityId: a.id, title: a.title } }, { tx });
    return presentStaff(row, a, await repo.memberCardSource(tx, reg.memberId), lang);
  });
}

/** Rejects a Pending (or waiting) registration with a reason; a freed place goes to the first in line. */
export function reject(ctx: Deps, actor: Actor, id: number, reason: string, lang: Language) {
  return decide(ctx, id, async (tx, reg, a) => {
    if (reg.status !== 'Pending' && reg.status !== 'Waiting') fail('RESERVATION_STATE', { status: reg.status });
    const now = ctx.now();
    const row = await repo.updateRegistration(tx, id, { status: 'Failed', reason, updatedAt: now, ...voidOrder(reg) });
    await writeAudit(tx, actor, {
      action: 'reject',
      entityType: 'reservation_registration',
      entityId: id,
      before: { status: reg.status },
      after: { status: row.status, reason },
      at: now,
    });
    await notify(
      ctx,
      { memberId: reg.memberId, type: RESERVATION_REJECTED, params: { activityId: a.id, title: a.title, reason } },
      { tx },
    );
    await fillFromWaitingList(ctx, tx, a);
    return presentStaff(row, a, await repo.memberCardSource(tx, reg.memberId), lang);
  });
}

/** Checks a ticket in by its code; a second check-in answers the first one's time. */
export async function checkIn(ctx: Deps, code: string, lang: Language): Promise<CheckInResult> {
  const found = (await repo.registrationByTicket(ctx.database.db, code.toUpperCase())) ?? fail('TICKET_NOT_FOUND');
  return decide(ctx, found.id, async (tx, reg, a) => {
    let row = reg;
    if (reg.status === 'Registered') {
      const now = ctx.now();
      // Pay at the door: the fee is taken as the ticket is checked in.
      const paid = reg.payment === 'door' ? { payment: 'paid' as const, paidAt: now } : {};
      row = await repo.updateRegistration(tx, reg.id, {
        status: 'CheckedIn',
        checkedInAt: now,
        updatedAt: now,
        ...paid,
      });
    } else if (reg.status !== 'CheckedIn') fail('TICKET_NOT_VALID', { status: reg.status });
    const counts = await repo.recount(tx, a.id);
    const checkedIn = await repo.checkedInCount(tx, a.id);
    return {
      ...presentStaff(row, a, await repo.memberCardSource(tx, reg.memberId), lang),
      activityTitle: localize(a.title, lang).t(a.title),
      firstCheckIn: reg.status === 'Registered',
      checkedIn,
      registered: counts.taken,
    };
  });
}

/**
 * Staff's message to everyone registered for an event (and its waiting list if asked): one notification
 * each, in-app and by email as the member's preferences say, framed in their language; audited once.
 * All or nothing: one transaction.
 */
export async function messageRegistered(
  ctx: Deps,
  actor: Actor,
  body: { activityId: number; message: string; includeWaiting: boolean },
) {
  const [a] = await repo.activitiesByIds(ctx.database.db, [body.activityId]);
  if (!a) fail('NOT_FOUND');
  return ctx.database.db.transaction(async (tx) => {
    const now = ctx.now();
    const to = await repo.messageRecipients(tx, a.id, body.includeWaiting);
    for (const { memberId } of to)
      await notify(
        ctx,
        { memberId, type: RESERVATION_MESSAGE, params: { activityId: a.id, title: a.title, message: body.message } },
        { tx },
      );
    await writeAudit(tx, actor, {
      action: 'message',
      entityType: 'reservation_activity',
      entityId: a.id,
      before: null,
      after: { message: body.message, includeWaiting: body.includeWaiting, sent: to.length },
      at: now,
    });
    return { sent: to.length };
  });
}

/** Records a refund of a paid registration (staff): its status stays, its payment reads refunded. */
export function refund(ctx: Deps, actor: Actor, id: number, note: string, lang: Language) {
  return decide(ctx, id, async (tx, reg, a) => {
    const row = await recordRefund(ctx, actor, tx, reg, note);
    return presentStaff(row, a, await repo.memberCardSource(tx, reg.memberId), lang);
  });
}

const csvCell = (v: string) =>
  /[",\r\n]/.test(v) || /^[=+\-@\t]/.test(v) ? `"${(/^[=+\-@\t]/.test(v) ? "'" : '') + v.replace(/"/g, '""')}"` : v;

/**
 * Every registration of an event as CSV, in queue order: UTF-8 with a BOM so Excel opens Chinese and
 * Khmer intact; a cell that starts like a formula is quoted with a leading apostrophe.
 */
export async function registrationsCsv(ctx: Deps, activityId: number, lang: Language): Promise<string> {
  const db = ctx.database.db;
  const [a] = await repo.activitiesByIds(db, [activityId]);
  if (!a) fail('NOT_FOUND');
  const questions = a.questions.map((q) => localize(q.label, lang).t(q.label) || q.key);
  const rows: string[][] = [['member', 'status', 'ticket', 'registeredAt', 'checkedInAt', 'reason', ...questions]];
  for (let pageNum = 1; ; pageNum++) {
    const page = await repo.registrationsPage(db, activityId, undefined, { pageNum, pageSize: 500 });
    for (const r of page.list) {
      const answers = presentAnswers(a.questions, r.reg.answers, localize(a.title, lang));
      rows.push([
        memberCard(r.member, lang).nickname,
        r.reg.status,
        r.reg.ticketCode,
        iso(r.reg.createdAt),
        r.reg.checkedInAt ? iso(r.reg.checkedInAt) : '',
        r.reg.reason ?? '',
        ...a.questions.map((q) => answers.find((x) => x.key === q.key)?.answer ?? ''),
      ]);
    }
    if (page.list.length < 500) break;
  }
  return '\uFEFF' + rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
