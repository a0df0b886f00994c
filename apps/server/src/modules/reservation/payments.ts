import { randomInt } from 'node:crypto';
import { and, eq, gt, isNotNull, ne } from 'drizzle-orm';
import { ORDER_HOLD_MINUTES, type CheckPayResult, type FeeCurrency, type PaymentItem } from '@acsc/shared';
import { reservationActivities } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import { writeAudit, type Actor } from '../../platform/audit.js';
import { fail } from '../../platform/errors.js';
import { iso } from '../content/localized.js';
import { notify } from '../notifications/service.js';
import { canTakePayments, devGateway, makeKhqr, paymentProvider } from './gateway.js';
import { RESERVATION_PAID, RESERVATION_PAYMENT_EXPIRED } from './payment-notifications.js';
import * as repo from './repo.js';

/**
 * Paid events (issue 31). A registration that gets a place at an event with a fee (not paid at the door)
 * is Pending with an order: an order number, a KHQR string and its MD5, and a time until which it holds the
 * place (15 minutes on registering; 24 hours for a place offered from the waiting list or after approval, as
 * the member must first read the notification). The provider (gateway.ts) says whether the KHQR was paid:
 * check_pay asks it, and so does the expiry job before it fails an order whose time ran out (Failed, payment
 * expired, the place goes to the first in line). Pay at the door: Registered unpaid, paid at check-in.
 */

type Deps = Pick<
  AppContext,
  'config' | 'counters' | 'database' | 'jobs' | 'live' | 'log' | 'now' | 'notificationTypes'
>;

/** How long a place offered from the waiting list (or after approval) waits for payment. */
export const OFFER_HOLD_HOURS = 24;
export const ORDER_HOLD_MS = ORDER_HOLD_MINUTES * 60_000;

const ORDER_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** R + the day (UTC) + 10 random characters: R20261128K7P2M9QX4T. */
export function newOrderNo(now: Date) {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `R${day}${Array.from({ length: 10 }, () => ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)]).join('')}`;
}

/** Hundredths of a fee amount, and back. */
export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

/** Whether an event takes its fee by KHQR (a fee, not at the door). */
export const chargesByKhqr = (a: Pick<repo.ActivityRow, 'feeCents' | 'payAtDoor'>) =>
  Boolean(a.feeCents) && !a.payAtDoor;

/** Payment columns emptied (a free event, a registration waiting or waiting for approval). */
export const NO_PAYMENT = {
  payment: null,
  orderNo: null,
  khqr: null,
  khqrMd5: null,
  feeCents: null,
  feeCurrency: null,
  payBy: null,
  paidAt: null,
  refundedAt: null,
  refundNote: null,
} as const;

/**
 * The status and payment of a registration that gets a place now (approval not needed, or given): free ->
 * Registered; pay at the door -> Registered with the fee due at the door; KHQR -> Pending with an order that
 * holds the place for `holdMs` (never past the event's start).
 */
export function placeValues(
  ctx: Pick<Deps, 'config'>,
  a: repo.ActivityRow,
  now: Date,
  holdMs: number,
  reg?: repo.RegistrationRow | null,
) {
  // Paid before (then cancelled, not refunded): the payment stands, no second order.
  if (reg?.payment === 'paid') return { status: 'Registered' as const };
  if (!a.feeCents || !a.feeCurrency) return { status: 'Registered' as const, ...NO_PAYMENT };
  const fee = { feeCents: a.feeCents, feeCurrency: a.feeCurrency };
  if (a.payAtDoor) return { status: 'Registered' as const, ...NO_PAYMENT, ...fee, payment: 'door' as const };
  const payBy = new Date(Math.min(now.getTime() + holdMs, a.startsAt.getTime()));
  const orderNo = newOrderNo(now);
  const { qr, md5 } = makeKhqr(ctx.config, { orderNo, cents: a.feeCents, currency: a.feeCurrency, expiresAt: payBy });
  return {
    status: 'Pending' as const,
    ...NO_PAYMENT,
    ...fee,
    payment: 'due' as const,
    orderNo,
    khqr: qr,
    khqrMd5: md5,
    payBy,
  };
}

/** The payment columns of a registration that waits (or waits for approval): a standing payment is kept. */
export const waitingValues = (reg?: repo.RegistrationRow | null) => (reg?.payment === 'paid' ? {} : NO_PAYMENT);

/** A due order given up with its registration (cancelled, rejected): it no longer takes payment. */
export const voidOrder = (reg: repo.RegistrationRow) => (reg.payment === 'due' ? { payment: 'expired' as const } : {});

/** The fee's payment as its member reads it (null: free). */
export function presentPayment(reg: repo.RegistrationRow): PaymentItem | null {
  if (!reg.payment || reg.feeCents == null || !reg.feeCurrency) return null;
  return {
    state: reg.payment,
    amount: fromCents(reg.feeCents),
    currency: reg.feeCurrency,
    orderNo: reg.orderNo ?? null,
    khqr: reg.payment === 'due' ? (reg.khqr ?? null) : null,
    expiresAt: reg.payment === 'due' && reg.payBy ? iso(reg.payBy) : null,
    paidAt: reg.paidAt ? iso(reg.paidAt) : null,
    refundedAt: reg.refundedAt ? iso(reg.refundedAt) : null,
  };
}

/** Refuses a registration paying in another currency than the event's. */
export function checkCurrency(a: repo.ActivityRow, currency: FeeCurrency | undefined) {
  if (currency && a.feeCurrency && currency !== a.feeCurrency) fail('PAYMENT_CURRENCY', { currency: a.feeCurrency });
  if (currency && !a.feeCurrency) fail('PAYMENT_CURRENCY', { currency: '-' });
}

/**
 * Settles one due order by what the provider says (asked before the event's lock, never under it): paid ->
 * Registered (told in the member's language); not paid and its time ran out -> Failed, payment expired, the
 * place goes to the first in line. `fill` is service.fillFromWaitingList (passed in: service imports this file).
 */
export async function settleOrder(
  ctx: Deps,
  regId: number,
  fill: (ctx: Deps, tx: Executor, a: repo.ActivityRow) => Promise<unknown>,
): Promise<repo.RegistrationRow | null> {
  const first = await repo.registrationById(ctx.database.db, regId);
  if (!first || first.payment !== 'due' || !first.khqrMd5) return first;
  let paid = false;
  const provider = paymentProvider(ctx);
  try {
    paid = provider ? (await provider.checkByMd5(first.khqrMd5)).paid : false;
  } catch (err) {
    // The gateway is unreachable: the order stays as it is (an expired one waits for the next run).
    ctx.log.warn({ err, orderNo: first.orderNo }, 'payment check failed');
    return first;
  }
  const now = ctx.now();
  if (!paid && first.payBy && first.payBy.getTime() > now.getTime()) return first;
  return ctx.database.db.transaction(async (tx) => {
    const a = await repo.lockActivity(tx, first.activityId);
    const reg = await repo.registrationById(tx, regId);
    if (!a || !reg || reg.payment !== 'due' || reg.orderNo !== first.orderNo) return reg;
    const params = { activityId: a.id, title: a.title };
    if (paid) {
      const row = await repo.updateRegistration(tx, reg.id, {
        status: 'Registered',
        payment: 'paid',
        paidAt: now,
        updatedAt: now,
      });
      await notify(ctx, { memberId: reg.memberId, type: RESERVATION_PAID, params }, { tx });
      return row;
    }
    const row = await repo.updateRegistration(tx, reg.id, { status: 'Failed', payment: 'expired', updatedAt: now });
    await notify(ctx, { memberId: reg.memberId, type: RESERVATION_PAYMENT_EXPIRED, params }, { tx });
    await fill(ctx, tx, a);
    return row;
  });
}

const ORDER_STATUS = { due: 'Pending', paid: 'Paid', expired: 'Expired', refunded: 'Refunded' } as const;

/** The spec's order payment check: one of my orders, settled by the provider first when it is due. */
export async function checkPay(
  ctx: Deps,
  memberId: number,
  orderNo: string,
  fill: Parameters<typeof settleOrder>[2],
): Promise<CheckPayResult> {
  const found = await repo.registrationByOrder(ctx.database.db, orderNo);
  if (!found || found.memberId !== memberId) fail('ORDER_NOT_FOUND');
  const reg = (await settleOrder(ctx, found.id, fill)) ?? fail('ORDER_NOT_FOUND');
  // A registration taken up again has a new order: the old number reads as expired.
  const state = reg.orderNo === orderNo ? reg.payment : 'expired';
  const status = state === 'due' || state === 'paid' || state === 'refunded' ? ORDER_STATUS[state] : 'Expired';
  return {
    orderNo,
    status,
    paid: status === 'Paid',
    amount: fromCents(reg.feeCents ?? 0),
    currency: reg.feeCurrency ?? 'USD',
    expiresAt: status === 'Pending' && reg.payBy ? iso(reg.payBy) : null,
    paidAt: reg.orderNo === orderNo && reg.paidAt ? iso(reg.paidAt) : null,
    registrationId: reg.id,
    activityId: reg.activityId,
    registrationStatus: reg.status,
  };
}

/** The expiry job's run: every due order whose time ran out is settled (paid late, or failed). */
export async function expireDueOrders(ctx: Deps, fill: Parameters<typeof settleOrder>[2]) {
  let n = 0;
  for (const { id } of await repo.dueOrders(ctx.database.db, ctx.now(), 200)) {
    await settleOrder(ctx, id, fill);
    n++;
  }
  return n;
}

/** The dev gateway's "paid" (development and tests): the order's KHQR counts as paid at the gateway. */
export async function devPay(ctx: Deps, orderNo: string) {
  const gateway = devGateway(ctx) ?? fail('NOT_FOUND');
  const reg = await repo.registrationByOrder(ctx.database.db, orderNo);
  if (!reg?.khqrMd5) fail('ORDER_NOT_FOUND');
  await gateway.markPaid(reg.khqrMd5);
  return { orderNo, paidAtGateway: true };
}

/** Staff record a refund of a paid registration (the money goes back outside the site), audited. */
export async function recordRefund(
  ctx: Deps,
  actor: Actor,
  tx: Executor,
  reg: repo.RegistrationRow,
  note: string,
): Promise<repo.RegistrationRow> {
  if (reg.payment !== 'paid') fail('REFUND_STATE');
  const now = ctx.now();
  const row = await repo.updateRegistration(tx, reg.id, {
    payment: 'refunded',
    refundedAt: now,
    refundNote: note || null,
    updatedAt: now,
  });
  await writeAudit(tx, actor, {
    action: 'refund',
    entityType: 'reservation_registration',
    entityId: reg.id,
    before: { payment: reg.payment },
    after: { payment: row.payment, note },
    at: now,
  });
  return row;
}

/** Upcoming published events that take a fee by KHQR. */
export async function khqrEventCount(db: Executor, now: Date): Promise<number> {
  const A = reservationActivities;
  const rows = await db
    .select({ id: A.id })
    .from(A)
    .where(
      and(
        isNotNull(A.feeCents),
        eq(A.payAtDoor, false),
        eq(A.cancelled, false),
        ne(A.status, 'draft'),
        gt(A.endsAt, now),
      ),
    )
    .limit(1);
  return rows.length;
}

/**
 * Start-up rule: production with an upcoming fee-charging event and no real payment provider refuses to start
 * (members could not pay). Throws with the log line's text.
 */
export async function assertPaymentsReady(ctx: Pick<AppContext, 'config' | 'database' | 'log' | 'now'>) {
  if (canTakePayments(ctx.config)) return;
  if ((await khqrEventCount(ctx.database.db, ctx.now())) === 0) return;
  const message =
    'An event charges a fee by KHQR but no payment provider is configured: set PAYMENT_PROVIDER=bakong with ' +
    'BAKONG_TOKEN and BAKONG_ACCOUNT_ID, or make the fee payable at the door. Refusing to start.';
  ctx.log.fatal(message);
  throw new Error(message);
}

/** Publishing a fee-charging event needs a way to take the fee. */
export function checkPublishable(config: AppContext['config'], a: Pick<repo.ActivityRow, 'feeCents' | 'payAtDoor'>) {
  if (chargesByKhqr(a) && !canTakePayments(config)) fail('PAYMENT_PROVIDER_MISSING');
}
