import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FeeCurrency, PaymentState, ReservationStatus } from '@acsc/shared';
import type { ContentStatus, L, StoredImage } from './content.js';
import { members } from './members.js';

/**
 * Reservations and events (issue 31, modules/reservation). An event (activity) is staff-written,
 * trilingual, publishable content; `taken` (places held: Pending, Registered, CheckedIn) and `waiting`
 * are recounted from the registrations in every transaction that changes them, under the event row's
 * lock, so the limit is never exceeded and the lists read them without counting.
 */

export interface StoredQuestion {
  key: string;
  kind: 'text' | 'single' | 'multiple';
  label: L;
  options: L[];
  required: boolean;
  maxLength: number;
}

/** A member's answer as stored: text, an option's index, or indexes. */
export interface StoredAnswer {
  key: string;
  value: string | number | number[];
}

export const reservationActivities = pgTable(
  'reservation_activities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: jsonb('title').$type<L>().notNull(),
    summary: jsonb('summary').$type<L>().notNull().default({}),
    description: jsonb('description').$type<L>().notNull().default({}),
    cover: jsonb('cover').$type<StoredImage | null>(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull().default('Asia/Phnom_Penh'),
    city: jsonb('city').$type<L>().notNull().default({}),
    place: jsonb('place').$type<L>().notNull().default({}),
    address: jsonb('address').$type<L>().notNull().default({}),
    mapUrl: text('map_url'),
    onlineUrl: text('online_url'),
    capacity: integer('capacity').notNull(),
    registrationOpensAt: timestamp('registration_opens_at', { withTimezone: true }),
    registrationClosesAt: timestamp('registration_closes_at', { withTimezone: true }),
    cancelDeadline: timestamp('cancel_deadline', { withTimezone: true }),
    needsApproval: boolean('needs_approval').notNull().default(false),
    waitingList: boolean('waiting_list').notNull().default(true),
    questions: jsonb('questions').$type<StoredQuestion[]>().notNull().default([]),
    cancelled: boolean('cancelled').notNull().default(false),
    /** The fee in hundredths of its currency (null: free), and its currency. */
    feeCents: bigint('fee_cents', { mode: 'number' }),
    feeCurrency: text('fee_currency').$type<FeeCurrency>(),
    /** The fee is paid at the door: registrations are Registered unpaid, check-in marks them paid. */
    payAtDoor: boolean('pay_at_door').notNull().default(false),
    /** When the reminders 24 hours before went out (jobs.ts), once per event. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    taken: integer('taken').notNull().default(0),
    waiting: integer('waiting').notNull().default(0),
    status: text('status').$type<ContentStatus>().notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: bigint('created_by', { mode: 'number' }),
    updatedBy: bigint('updated_by', { mode: 'number' }),
  },
  (t) => [
    index('reservation_activities_starts_idx').on(t.startsAt, t.id),
    // The list's city filter (issue 31): containment of {lang: name} in any language.
    index('reservation_activities_city_idx').using('gin', sql`${t.city} jsonb_path_ops`),
  ],
);

export const reservationRegistrations = pgTable(
  'reservation_registrations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => reservationActivities.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReservationStatus>().notNull(),
    answers: jsonb('answers').$type<StoredAnswer[]>().notNull().default([]),
    /** The check-in code the ticket's QR code holds. */
    ticketCode: text('ticket_code').notNull(),
    /** Staff's reason of a rejection. */
    reason: text('reason'),
    /** When the member (last) registered. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
    /** The waiting list's order: a new number from the sequence at each (re-)registration. */
    queueNo: bigserial('queue_no', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The fee's payment (null: free): due, paid, refunded, expired, door (modules/reservation/payment.ts). */
    payment: text('payment').$type<PaymentState>(),
    /** The current order's number (check_pay takes it), its KHQR string and that string's MD5 (the gateway's key). */
    orderNo: text('order_no'),
    khqr: text('khqr'),
    khqrMd5: text('khqr_md5'),
    /** The fee as ordered, in hundredths, and its currency. */
    feeCents: bigint('fee_cents', { mode: 'number' }),
    feeCurrency: text('fee_currency').$type<FeeCurrency>(),
    /** Until when an unpaid order holds the place (the expiry job fails it after). */
    payBy: timestamp('pay_by', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundNote: text('refund_note'),
  },
  (t) => [
    // One registration per member per event (a cancelled one is taken up again by a new registration).
    uniqueIndex('reservation_registrations_member_uq').on(t.activityId, t.memberId),
    uniqueIndex('reservation_registrations_ticket_uq').on(t.ticketCode),
    index('reservation_registrations_queue_idx').on(t.activityId, t.status, t.queueNo),
    index('reservation_registrations_member_idx').on(t.memberId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('reservation_registrations_order_uq').on(t.orderNo),
    index('reservation_registrations_pay_by_idx')
      .on(t.payBy)
      .where(sql`${t.payment} = 'due'`),
    check(
      'reservation_registrations_status',
      sql`${t.status} in ('Pending','Failed','Booked','Registered','Waiting','Cancelled','CheckedIn')`,
    ),
  ],
);
