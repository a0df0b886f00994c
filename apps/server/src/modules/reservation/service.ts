import { newTicketCode } from './tickets.js';
import type {
  ActivityInput,
  ActivityListQuery,
  Language,
  Page,
  RegisterBody,
  RegistrationItem,
  ReservationStatus,
} from '@acsc/shared';
import type { StoredAnswer, StoredQuestion } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/sql.js';
import { notify } from '../notifications/service.js';
import { localize } from '../content/localized.js';
import { seedItems, type SeedItem } from '../content/publishable/service.js';
import { activityDef } from './staff-content.js';
import { RESERVATION_PROMOTED } from './notifications.js';
import { RESERVATION_PAY_OFFER } from './payment-notifications.js';
import { checkCurrency, OFFER_HOLD_HOURS, ORDER_HOLD_MS, placeValues, voidOrder, waitingValues } from './payments.js';
import {
  cancelUntil,
  eventTime,
  presentActivity,
  presentDetail,
  presentRegistration,
  registrationState,
} from './presenter.js';
import * as repo from './repo.js';

/**
 * The rules of reservations (issue 31). Every change of an event's registrations runs under the lock of
 * the event's row, so registrations, cancellations, approvals and check-ins of one event take turns on
 * both databases: the places counted under the lock are exact, the limit is never exceeded, and the
 * waiting list moves in order. The common registration takes and lets go of that lock inside one
 * statement (registerAtOnce); every other change runs in a transaction that first locks the row
 * (repo.lockActivity). One registration per member and event is also a unique index.
 */

type Deps = Pick<AppContext, 'config' | 'database' | 'jobs' | 'live' | 'log' | 'now' | 'notificationTypes'>;

export { newTicketCode } from './tickets.js';

export async function listActivities(ctx: Deps, q: ActivityListQuery, lang: Language, now = ctx.now()) {
  const page = await repo.activityPage(ctx.database.db, q.tab, now, q, q);
  return { ...page, list: page.list.map((a) => presentActivity(a, lang, now)) };
}

async function presentMine(db: Executor, reg: repo.RegistrationRow, a: repo.ActivityRow, lang: Language, now: Date) {
  const position = reg.status === 'Waiting' ? await repo.waitingPosition(db, reg) : null;
  return presentRegistration(reg, a, lang, now, position);
}

export async function activityDetail(ctx: Deps, id: number, memberId: number | null, lang: Language, now = ctx.now()) {
  const db = ctx.database.db;
  const a = (await repo.findVisibleActivity(db, id, now)) ?? fail('NOT_FOUND');
  const reg = memberId ? await repo.findRegistration(db, id, memberId) : null;
  return presentDetail(a, lang, now, reg ? await presentMine(db, reg, a, lang, now) : null);
}

/** The answers checked against the event's questions; an error names the question in the reader's language. */
export function checkAnswers(questions: StoredQuestion[], answers: RegisterBody['answers'], lang: Language) {
  const label = (q: StoredQuestion) => localize(q.label, lang).t(q.label) || q.key;
  const seen = new Set<string>();
  for (const a of answers) {
    if (seen.has(a.key) || !questions.some((q) => q.key === a.key)) fail('ANSWER_INVALID', { question: a.key });
    seen.add(a.key);
  }
  const out: StoredAnswer[] = [];
  for (const q of questions) {
    const a = answers.find((x) => x.key === q.key);
    const blank =
      !a || (typeof a.value === 'string' && a.value.trim() === '') || (Array.isArray(a.value) && !a.value.length);
    if (blank) {
      if (q.required) fail('ANSWER_REQUIRED', { question: label(q) });
      continue;
    }
    const v = a!.value;
    if (q.kind === 'text') {
      if (typeof v !== 'string') fail('ANSWER_INVALID', { question: label(q) });
      const text = v.trim();
      if ([...text].length > q.maxLength) fail('ANSWER_TOO_LONG', { question: label(q), max: q.maxLength });
      out.push({ key: q.key, value: text });
    } else if (q.kind === 'single') {
      if (typeof v !== 'number' || v >= q.options.length) fail('ANSWER_INVALID', { question: label(q) });
      out.push({ key: q.key, value: v });
    } else {
      if (!Array.isArray(v) || new Set(v).size !== v.length || v.some((i) => i >= q.options.length))
        fail('ANSWER_INVALID', { question: label(q) });
      out.push({ key: q.key, value: [...v].sort((x, y) => x - y) });
    }
  }
  return out;
}

/**
 * Gives free places to the first on the waiting list, in order (under the event's lock): Registered,
 * or Pending when staff approve registrations, or Pending with an order that holds the place for
 * OFFER_HOLD_HOURS at a paid event; each is told in their language. Answers the places' count.
 */
export async function fillFromWaitingList(ctx: Deps, tx: Executor, a: repo.ActivityRow) {
  let counts = await repo.recount(tx, a.id);
  const free = a.capacity - counts.taken;
  if (free > 0 && counts.waiting > 0 && !a.cancelled && ctx.now().getTime() < a.startsAt.getTime()) {
    const now = ctx.now();
    for (const reg of await repo.firstWaiting(tx, a.id, free)) {
      const values = a.needsApproval
        ? { status: 'Pending' as const, ...waitingValues(reg) }
        : placeValues(ctx, a, now, OFFER_HOLD_HOURS * 3_600_000, reg);
      await repo.updateRegistration(tx, reg.id, { ...values, updatedAt: now });
      const type = 'payment' in values && values.payment === 'due' ? RESERVATION_PAY_OFFER : RESERVATION_PROMOTED;
      await notify(ctx, { memberId: reg.memberId, type, params: { activityId: a.id, title: a.title } }, { tx });
    }
    counts = await repo.recount(tx, a.id);
  }
  return counts;
}

/** The refusals of a registration for an event in the state it is in (under the lock or not). */
function checkOpen(a: repo.ActivityRow, now: Date, lang: Language) {
  const state = registrationState(a, now);
  if (state === 'cancelled') fail('RESERVATION_EVENT_CANCELLED');
  if (state === 'past') fail('RESERVATION_PAST');
  if (state === 'notYet') fail('RESERVATION_NOT_OPEN', { opens: eventTime(a.registrationOpensAt!, a.timeZone, lang) });
  if (state === 'closed') fail('RESERVATION_CLOSED');
}

/** Events as the one-statement registration last read them, per database (a few hundred at most). */
const termsRead = new WeakMap<object, Map<number, repo.TermsRow>>();
const TERMS_KEPT = 256;

/** An event for registerAtOnce: as last read, or read now. Its statement checks the terms are still these. */
async function eventForRegistration(db: Executor, id: number): Promise<repo.TermsRow | null> {
  let kept = termsRead.get(db);
  if (!kept) termsRead.set(db, (kept = new Map()));
  const hit = kept.get(id);
  if (hit) return hit;
  const row = await repo.activityWithTerms(db, id);
  if (row) {
    if (kept.size >= TERMS_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(id, row);
  }
  return row;
}

/**
 * The common registration, a new member for an event whose terms are as last read, in one statement
 * (repo.insertDecided): the event's lock is held only inside it, so 1,000 members racing for 50 places
 * queue for far less time than with a transaction's round trips (issue 31). The event is read once and
 * kept: the statement itself checks that its terms (dates, limits, approval, fee, questions) are still
 * those it was checked against, so a change by staff in any process is never missed. Answers null,
 * having written nothing, when the locked path must decide: a row of this member already there, places
 * freed for those in line, the terms changed, or answers it refuses (that path answers in its order).
 */
async function registerAtOnce(ctx: Deps, memberId: number, body: RegisterBody, lang: Language) {
  const db = ctx.database.db;
  const now = ctx.now();
  const a = await eventForRegistration(db, body.activityId);
  if (!a || a.status === 'draft' || a.publishAt.getTime() > now.getTime()) return null;
  if (registrationState(a, now) !== 'open') return null;
  let answers: StoredAnswer[];
  try {
    answers = checkAnswers(a.questions, body.answers, lang);
    checkCurrency(a, body.currency);
  } catch {
    return null;
  }
  const common = {
    ...{ activityId: a.id, memberId, answers, reason: null, ticketCode: newTicketCode() },
    ...{ queuedAt: now, createdAt: now, updatedAt: now },
  };
  const placed = a.needsApproval
    ? { status: 'Pending' as const, ...waitingValues() }
    : placeValues(ctx, a, now, ORDER_HOLD_MS);
  const decided = await repo.insertDecided(
    db,
    a.id,
    a.terms,
    { ...common, ...placed },
    { ...common, status: 'Waiting', ...waitingValues() },
  );
  if (!decided) {
    termsRead.get(db)?.delete(a.id);
    return null;
  }
  if (decided.kind === 'full') fail('RESERVATION_FULL');
  const counts = { taken: decided.taken, waiting: decided.waiting };
  // A newcomer joins the end of the line: its place in line is the line's length.
  const position = decided.kind === 'wait' ? counts.waiting : null;
  return presentRegistration(decided.row, { ...a, ...counts }, lang, now, position);
}

/** Runs one change of an event's registrations under its lock; a visible event only (else NOT_FOUND). */
async function underLock<T>(
  ctx: Deps,
  activityId: number,
  run: (tx: Executor, a: repo.ActivityRow) => Promise<T>,
  opts: { visibleOnly?: boolean } = { visibleOnly: true },
): Promise<T> {
  return ctx.database.db.transaction(async (tx) => {
    const a = await repo.lockActivity(tx, activityId);
    if (!a) fail('NOT_FOUND');
    if (opts.visibleOnly && (a.status === 'draft' || a.publishAt.getTime() > ctx.now().getTime())) fail('NOT_FOUND');
    return run(tx, a);
  });
}

export async function register(
  ctx: Deps,
  memberId: number,
  body: RegisterBody,
  lang: Language,
): Promise<RegistrationItem> {
  try {
    const fast = await registerAtOnce(ctx, memberId, body, lang);
    if (fast) return fast;
    return await underLock(ctx, body.activityId, async (tx, a) => {
      const now = ctx.now();
      checkOpen(a, now, lang);
      const existing = await repo.findRegistration(tx, a.id, memberId);
      if (existing && existing.status !== 'Cancelled') fail('RESERVATION_TWICE');
      const answers = checkAnswers(a.questions, body.answers, lang);
      checkCurrency(a, body.currency);
      // Places freed earlier (a raised limit) go to those already waiting before anyone new. The locked row's
      // counts are exact (every change recounts them under this lock), so the common case, no one waiting
      // or no place free, reads nothing more: one statement less under the lock (the race, issue 31).
      const counts =
        a.waiting > 0 && a.taken < a.capacity
          ? await fillFromWaitingList(ctx, tx, a)
          : { taken: a.taken, waiting: a.waiting };
      const free = counts.taken < a.capacity;
      if (!free && !a.waitingList) fail('RESERVATION_FULL');
      // A place: Registered, Pending for approval, or Pending with an order holding it for 15 minutes (a fee).
      const place = !free
        ? { status: 'Waiting' as const, ...waitingValues(existing) }
        : a.needsApproval
          ? { status: 'Pending' as const, ...waitingValues(existing) }
          : placeValues(ctx, a, now, ORDER_HOLD_MS, existing);
      const values = { ...place, answers, reason: null, queuedAt: now, updatedAt: now, cancelledAt: null } as const;
      const reg = existing
        ? await repo.updateRegistration(tx, existing.id, { ...values, queueNo: repo.NEXT_QUEUE_NO })
        : await repo.insertRegistration(tx, {
            ...values,
            activityId: a.id,
            memberId,
            ticketCode: newTicketCode(),
            createdAt: now,
          });
      const after = await repo.recount(tx, a.id);
      return presentMine(tx, reg, { ...a, ...after }, lang, now);
    });
  } catch (err) {
    // Two registrations of one member at once: the unique index keeps one.
    if (isUniqueViolation(err)) fail('RESERVATION_TWICE');
    throw err;
  }
}

export async function cancel(ctx: Deps, memberId: number, activityId: number, lang: Language) {
  return underLock(ctx, activityId, async (tx, a) => {
    const now = ctx.now();
    const reg = await repo.findRegistration(tx, a.id, memberId);
    if (!reg || reg.status === 'Cancelled' || reg.status === 'Failed') fail('RESERVATION_NOT_REGISTERED');
    if (reg.status === 'CheckedIn') fail('RESERVATION_STATE', { status: reg.status });
    // Leaving the waiting list frees nobody's place: allowed until the start; a place until the deadline.
    const until = reg.status === 'Waiting' ? a.startsAt : cancelUntil(a);
    if (now.getTime() >= until.getTime())
      fail('RESERVATION_CANCEL_DEADLINE', { deadline: eventTime(until, a.timeZone, lang) });
    const row = await repo.updateRegistration(tx, reg.id, {
      status: 'Cancelled',
      cancelledAt: now,
      updatedAt: now,
      ...voidOrder(reg),
    });
    const counts = await fillFromWaitingList(ctx, tx, a);
    return presentRegistration(row, { ...a, ...counts }, lang, now, null);
  });
}

export async function myRecords(ctx: Deps, memberId: number, q: { pageNum: number; pageSize: number }, lang: Language) {
  const now = ctx.now();
  const db = ctx.database.db;
  const page = await repo.memberRecords(db, memberId, q);
  const list = [];
  for (const { reg, activity } of page.list)
    list.push({ ...(await presentMine(db, reg, activity, lang, now)), activity: presentActivity(activity, lang, now) });
  return { ...page, list } satisfies Page<unknown>;
}

export async function myRecord(ctx: Deps, memberId: number, id: number, lang: Language) {
  const now = ctx.now();
  const db = ctx.database.db;
  const row = (await repo.memberRecord(db, memberId, id)) ?? fail('NOT_FOUND');
  return {
    ...(await presentMine(db, row.reg, row.activity, lang, now)),
    activity: presentActivity(row.activity, lang, now),
  };
}

/** The member's reservations for the data export: events, statuses, answers, tickets, times. */
export async function exportReservations(ctx: Pick<AppContext, 'database'>, memberId: number) {
  const rows = await repo.allOfMember(ctx.database.db, memberId);
  return rows.map(({ reg, activity }) => ({
    activityId: activity.id,
    activity: activity.title,
    startsAt: activity.startsAt.toISOString(),
    status: reg.status,
    ticketCode: reg.ticketCode,
    answers: reg.answers,
    createdAt: reg.createdAt.toISOString(),
    checkedInAt: reg.checkedInAt?.toISOString() ?? null,
    cancelledAt: reg.cancelledAt?.toISOString() ?? null,
    payment: reg.payment
      ? {
          state: reg.payment,
          orderNo: reg.orderNo,
          amount: (reg.feeCents ?? 0) / 100,
          currency: reg.feeCurrency,
          paidAt: reg.paidAt?.toISOString() ?? null,
          refundedAt: reg.refundedAt?.toISOString() ?? null,
        }
      : null,
  }));
}

/** Erasure: the member's registrations (answers, tickets) go; each place is freed and its waiting list moves. */
export async function eraseReservations(ctx: Deps, memberId: number, tx: Executor) {
  for (const { id } of await repo.activityIdsOfMember(tx, memberId)) {
    const a = await repo.lockActivity(tx, id);
    if (!a) continue;
    await repo.deleteOfMember(tx, id, memberId);
    await fillFromWaitingList(ctx, tx, a);
  }
}

/** Seed: whether fees can be taken by KHQR here (else the demo's paid event takes its fee at the door). */
export { canTakePayments } from './gateway.js';

/** Seed: whether any event exists (the demo seeder runs once). */
export const hasActivities = async (db: Executor) => (await repo.activityPageAny(db)).length > 0;

/** Seed: events written through the console's own rules (toValues), published as given. */
export const seedActivities = (tx: Executor, items: SeedItem<ActivityInput>[]) => seedItems(tx, activityDef, items);

/** Seed: registrations of one event as given (status, time), then its counts; each gets its own ticket. */
export async function seedRegistrations(
  tx: Executor,
  activityId: number,
  rows: { memberId: number; status: ReservationStatus; at: Date; checkedInAt?: Date; answers?: StoredAnswer[] }[],
) {
  await repo.insertRegistrations(
    tx,
    rows.map((r) => ({
      activityId,
      memberId: r.memberId,
      status: r.status,
      answers: r.answers ?? [],
      ticketCode: newTicketCode(),
      queuedAt: r.at,
      createdAt: r.at,
      updatedAt: r.at,
      checkedInAt: r.checkedInAt ?? null,
    })),
  );
  await repo.recount(tx, activityId);
}

/** A published event as a shared link's preview reads it (share/head.ts): title, summary, cover, places left. */
export async function activityPreview(db: Executor, id: number, lang: Language, now: Date) {
  const a = (await repo.findVisibleActivity(db, id, now)) ?? fail('NOT_FOUND');
  return presentDetail(a, lang, now, null);
}

/** Seed: the appointment services (appointments.ts), for the seed's one door into the feature. */
export { hasServices, seedServices } from './appointments.js';

/** "My statistics": registrations (holding a place or a line) and events attended. */
export function reservationSummary(ctx: Deps, memberId: number) {
  return repo.memberTotals(ctx.database.db, memberId);
}
