import {
  APPOINTMENT_LIMITS,
  type BookingItem,
  type Language,
  type Page,
  type ServiceDetail,
  type ServiceInput,
  type ServiceListItem,
  type ServiceListQuery,
  type SlotItem,
} from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/sql.js';
import { iso, localize } from '../content/localized.js';
import { seedItems, type SeedItem } from '../content/publishable/service.js';
import { notify } from '../notifications/service.js';
import { serviceDef } from './appointments-content.js';
import { APPOINTMENT_BOOKED } from './appointments-notifications.js';
import * as repo from './appointments-repo.js';
import { eventTime } from './presenter.js';
import { newTicketCode } from './tickets.js';

/**
 * The rules of appointments (issue 31). A booking and its cancellation run in one transaction that first
 * locks the slot's row (repo.lockSlot): the places counted under the lock are exact, so a slot never holds more
 * bookings than its capacity on either database. One booking per member and slot, and one Booked booking per
 * member and service, are unique indexes too (two bookings of one member at once: one wins).
 */

type Deps = Pick<AppContext, 'database' | 'jobs' | 'live' | 'now' | 'notificationTypes'>;
type TimeZone = ServiceListItem['timeZone'];

const presentSlot = (s: repo.SlotRow): SlotItem => ({
  id: s.id,
  startsAt: iso(s.startsAt),
  endsAt: iso(s.endsAt),
  capacity: s.capacity,
  placesLeft: Math.max(0, s.capacity - s.booked),
});

function presentService(s: repo.ServiceRow, lang: Language, free: repo.SlotRow[]): ServiceListItem {
  const l = localize(s.title, lang);
  return {
    ...l.meta,
    id: s.id,
    title: l.t(s.title),
    description: l.t(s.description),
    timeZone: s.timeZone as TimeZone,
    city: l.t(s.city),
    place: l.t(s.place),
    nextSlot: free[0] ? presentSlot(free[0]) : null,
    freeSlots: free.length,
  };
}

function presentBooking(b: repo.BookingRow, slot: repo.SlotRow, now: Date): BookingItem {
  return {
    id: b.id,
    serviceId: b.serviceId,
    slot: presentSlot(slot),
    status: b.status,
    ticketCode: b.status === 'Cancelled' ? null : b.ticketCode,
    createdAt: iso(b.createdAt),
    checkedInAt: b.checkedInAt ? iso(b.checkedInAt) : null,
    cancelledAt: b.cancelledAt ? iso(b.cancelledAt) : null,
    cancellable: b.status === 'Booked' && now.getTime() < slot.startsAt.getTime(),
  };
}

const slotTime = (slot: repo.SlotRow, s: repo.ServiceRow, lang: Language) => eventTime(slot.startsAt, s.timeZone, lang);

export async function listServices(
  ctx: Deps,
  q: ServiceListQuery,
  lang: Language,
  now = ctx.now(),
): Promise<Page<ServiceListItem>> {
  const db = ctx.database.db;
  const page = await repo.servicePage(db, now, q, q);
  const free = await repo.freeSlotsOf(
    db,
    page.list.map((s) => s.id),
    now,
  );
  return {
    ...page,
    list: page.list.map((s) =>
      presentService(
        s,
        lang,
        free.filter((x) => x.serviceId === s.id),
      ),
    ),
  };
}

export async function serviceSlots(ctx: Deps, id: number, memberId: number | null, lang: Language) {
  const now = ctx.now();
  const db = ctx.database.db;
  const s = (await repo.findVisibleService(db, id, now)) ?? fail('NOT_FOUND');
  const slots = await repo.upcomingSlots(db, id, now, APPOINTMENT_LIMITS.slotsMax);
  const mine = memberId ? await repo.activeBooking(db, id, memberId) : null;
  const mineSlot = mine ? await repo.slotById(db, mine.slotId) : null;
  const l = localize(s.title, lang);
  return {
    ...presentService(
      s,
      lang,
      slots.filter((x) => x.booked < x.capacity),
    ),
    address: l.t(s.address),
    slots: slots.map(presentSlot),
    mine: mine && mineSlot ? presentBooking(mine, mineSlot, now) : null,
  } satisfies ServiceDetail;
}

/** Books a slot for the member: Booked, told in their language; a full, past or unknown slot is refused. */
export async function book(ctx: Deps, memberId: number, slotId: number, lang: Language): Promise<BookingItem> {
  try {
    return await ctx.database.db.transaction(async (tx) => {
      const now = ctx.now();
      const slot = (await repo.lockSlot(tx, slotId)) ?? fail('APPOINTMENT_SLOT_NOT_FOUND');
      const s = await repo.findVisibleService(tx, slot.serviceId, now);
      if (!s) fail('APPOINTMENT_SLOT_NOT_FOUND');
      if (now.getTime() >= slot.startsAt.getTime()) fail('APPOINTMENT_SLOT_PAST');
      const active = await repo.activeBooking(tx, s.id, memberId);
      if (active) {
        const at = (await repo.slotById(tx, active.slotId))!;
        fail('APPOINTMENT_TWICE', { slot: slotTime(at, s, lang) });
      }
      const booked = await repo.recountSlot(tx, slot.id);
      if (booked >= slot.capacity) fail('APPOINTMENT_SLOT_FULL');
      const existing = await repo.bookingOfSlot(tx, slot.id, memberId);
      const values = { status: 'Booked', updatedAt: now, cancelledAt: null, checkedInAt: null } as const;
      const row = existing
        ? await repo.updateBooking(tx, existing.id, values)
        : await repo.insertBooking(tx, {
            ...values,
            serviceId: s.id,
            slotId: slot.id,
            memberId,
            ticketCode: newTicketCode(),
            createdAt: now,
          });
      const after = await repo.recountSlot(tx, slot.id);
      await notify(
        ctx,
        {
          memberId,
          type: APPOINTMENT_BOOKED,
          params: { serviceId: s.id, title: s.title, startsAt: iso(slot.startsAt), timeZone: s.timeZone },
        },
        { tx },
      );
      return presentBooking(row, { ...slot, booked: after }, now);
    });
  } catch (err) {
    // Two bookings of one member at once (one slot, or two slots of one service): the unique indexes keep one.
    if (isUniqueViolation(err)) fail('APPOINTMENT_TWICE', { slot: '' });
    throw err;
  }
}

/** Cancels the member's booking of a service before its slot starts; the place is free again. */
export async function cancelBooking(ctx: Deps, memberId: number, serviceId: number, lang: Language) {
  const db = ctx.database.db;
  const found = (await repo.activeBooking(db, serviceId, memberId)) ?? fail('APPOINTMENT_NOT_BOOKED');
  return db.transaction(async (tx) => {
    const now = ctx.now();
    const slot = (await repo.lockSlot(tx, found.slotId)) ?? fail('APPOINTMENT_NOT_BOOKED');
    const b = await repo.bookingById(tx, found.id);
    if (!b || b.status !== 'Booked') fail('APPOINTMENT_NOT_BOOKED');
    const s = (await repo.serviceById(tx, serviceId)) ?? fail('APPOINTMENT_NOT_BOOKED');
    if (now.getTime() >= slot.startsAt.getTime()) fail('APPOINTMENT_CANCEL_PAST', { slot: slotTime(slot, s, lang) });
    const row = await repo.updateBooking(tx, b.id, { status: 'Cancelled', cancelledAt: now, updatedAt: now });
    const booked = await repo.recountSlot(tx, slot.id);
    return presentBooking(row, { ...slot, booked }, now);
  });
}

function presentListed(
  r: { booking: repo.BookingRow; slot: repo.SlotRow; service: repo.ServiceRow },
  lang: Language,
  now: Date,
) {
  const { nextSlot: _n, freeSlots: _f, ...service } = presentService(r.service, lang, []);
  return { ...presentBooking(r.booking, r.slot, now), service };
}

export async function myBookings(
  ctx: Deps,
  memberId: number,
  q: { pageNum: number; pageSize: number },
  lang: Language,
) {
  const now = ctx.now();
  const page = await repo.memberBookings(ctx.database.db, memberId, q);
  return { ...page, list: page.list.map((r) => presentListed(r, lang, now)) };
}

export async function myBooking(ctx: Deps, memberId: number, id: number, lang: Language) {
  const row = (await repo.memberBooking(ctx.database.db, memberId, id)) ?? fail('NOT_FOUND');
  return { ...presentListed(row, lang, ctx.now()), address: localize(row.service.title, lang).t(row.service.address) };
}

/** The member's bookings for the data export: services, slots, statuses, tickets, times. */
export async function exportBookings(ctx: Pick<AppContext, 'database'>, memberId: number) {
  const rows = await repo.allOfMember(ctx.database.db, memberId);
  return rows.map(({ booking, slot, service }) => ({
    serviceId: service.id,
    service: service.title,
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    status: booking.status,
    ticketCode: booking.ticketCode,
    createdAt: booking.createdAt.toISOString(),
    checkedInAt: booking.checkedInAt?.toISOString() ?? null,
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
  }));
}

/** Erasure: the member's bookings (and tickets) go; each slot's place is free again. */
export async function eraseBookings(_ctx: Deps, memberId: number, tx: Executor) {
  for (const { id } of await repo.slotIdsOfMember(tx, memberId)) {
    if (!(await repo.lockSlot(tx, id))) continue;
    await repo.deleteOfMember(tx, id, memberId);
    await repo.recountSlot(tx, id);
  }
}

/** Seed: whether any service exists (the demo seeder runs once). */
export const hasServices = async (db: Executor) => (await repo.anyService(db)).length > 0;

/** Seed: services written through the console's own rules, published as given, each with its slots. */
export async function seedServices(
  tx: Executor,
  items: (SeedItem<ServiceInput> & { slots: { startsAt: Date; endsAt: Date; capacity: number }[] })[],
  now: Date,
) {
  const rows = await seedItems(
    tx,
    serviceDef,
    items.map(({ slots: _s, ...i }) => i),
  );
  for (const [i, item] of items.entries())
    for (const slot of item.slots) await repo.insertSlot(tx, { ...slot, serviceId: rows[i].id, createdAt: now });
  return rows;
}

/** "My statistics": appointments booked (not cancelled). */
export async function bookingSummary(ctx: Deps, memberId: number) {
  return { appointments: await repo.bookingCount(ctx.database.db, memberId) };
}
