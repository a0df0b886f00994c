import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BookingStatus } from '@acsc/shared';
import type { ContentStatus, L } from './content.js';
import { members } from './members.js';

/**
 * Appointments (issue 31, modules/reservation/appointments*.ts): a staff-written, trilingual, publishable
 * service with time slots, each with its own capacity. `booked` (Booked and CheckedIn bookings) is recounted
 * in every transaction that changes a slot's bookings, under the slot row's lock, so a slot never holds more
 * than its capacity; one booking per member and slot, and one Booked booking per member and service, are
 * unique indexes as well.
 */

export const reservationServices = pgTable(
  'reservation_services',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: jsonb('title').$type<L>().notNull(),
    description: jsonb('description').$type<L>().notNull().default({}),
    timeZone: text('time_zone').notNull().default('Asia/Phnom_Penh'),
    city: jsonb('city').$type<L>().notNull().default({}),
    place: jsonb('place').$type<L>().notNull().default({}),
    address: jsonb('address').$type<L>().notNull().default({}),
    status: text('status').$type<ContentStatus>().notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: bigint('created_by', { mode: 'number' }),
    updatedBy: bigint('updated_by', { mode: 'number' }),
  },
  // The list's city filter: containment of {lang: name} in any language.
  (t) => [index('reservation_services_city_idx').using('gin', sql`${t.city} jsonb_path_ops`)],
);

export const reservationSlots = pgTable(
  'reservation_slots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    serviceId: bigint('service_id', { mode: 'number' })
      .notNull()
      .references(() => reservationServices.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    /** When the reminders 24 hours before went out (jobs.ts), once per slot. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('reservation_slots_service_start_uq').on(t.serviceId, t.startsAt),
    index('reservation_slots_starts_idx').on(t.startsAt),
    check('reservation_slots_capacity', sql`${t.booked} <= ${t.capacity}`),
  ],
);

export const reservationBookings = pgTable(
  'reservation_bookings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    serviceId: bigint('service_id', { mode: 'number' })
      .notNull()
      .references(() => reservationServices.id, { onDelete: 'cascade' }),
    slotId: bigint('slot_id', { mode: 'number' })
      .notNull()
      .references(() => reservationSlots.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status').$type<BookingStatus>().notNull(),
    /** The check-in code the ticket's QR code holds. */
    ticketCode: text('ticket_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    // One booking per member and slot (a cancelled one is taken up again by booking the slot again).
    uniqueIndex('reservation_bookings_slot_member_uq').on(t.slotId, t.memberId),
    // One active (Booked) booking per member and service.
    uniqueIndex('reservation_bookings_service_member_uq')
      .on(t.serviceId, t.memberId)
      .where(sql`status = 'Booked'`),
    uniqueIndex('reservation_bookings_ticket_uq').on(t.ticketCode),
    index('reservation_bookings_member_idx').on(t.memberId, t.createdAt.desc(), t.id.desc()),
    index('reservation_bookings_slot_idx').on(t.slotId, t.status),
    check('reservation_bookings_status', sql`${t.status} in ('Booked','Cancelled','CheckedIn')`),
  ],
);
