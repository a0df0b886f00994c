import {
  APPOINTMENT_LIMITS,
  type AdminBooking,
  type AdminSlot,
  type BookingCheckInResult,
  type Language,
  type SlotInput,
} from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import { writeAudit, type Actor } from '../../platform/audit.js';
import { fail } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/sql.js';
import { iso, localize } from '../content/localized.js';
import { memberCard } from '../member/presenter.js';
import * as repo from './appointments-repo.js';

/** Staff's side of appointments (issue 31): a service's slots (add, remove), its bookings, check-in. */

type Deps = Pick<AppContext, 'database' | 'now'>;
type Card = Awaited<ReturnType<typeof repo.memberCardSource>>;

const presentSlot = (s: repo.SlotRow, checkedIn = 0): AdminSlot => ({
  id: s.id,
  serviceId: s.serviceId,
  startsAt: iso(s.startsAt),
  endsAt: iso(s.endsAt),
  capacity: s.capacity,
  booked: s.booked,
  checkedIn,
});

function presentStaff(b: repo.BookingRow, slot: repo.SlotRow, card: Card, lang: Language): AdminBooking {
  return {
    id: b.id,
    serviceId: b.serviceId,
    slotId: b.slotId,
    slotStartsAt: iso(slot.startsAt),
    member: memberCard(card, lang),
    status: b.status,
    ticketCode: b.ticketCode,
    createdAt: iso(b.createdAt),
    checkedInAt: b.checkedInAt ? iso(b.checkedInAt) : null,
    cancelledAt: b.cancelledAt ? iso(b.cancelledAt) : null,
  };
}

export async function listSlots(ctx: Deps, serviceId: number): Promise<AdminSlot[]> {
  const db = ctx.database.db;
  if (!(await repo.serviceById(db, serviceId))) fail('NOT_FOUND');
  const checked = new Map((await repo.checkedInBySlot(db, serviceId)).map((r) => [r.slotId, Number(r.n)]));
  return (await repo.slotsOfService(db, serviceId)).map((s) => presentSlot(s, checked.get(s.id) ?? 0));
}

/** Publishes a slot of a service: it ends after it starts (within a day), in the future, apart from the others. */
export async function addSlot(ctx: Deps, actor: Actor, input: SlotInput): Promise<AdminSlot> {
  const now = ctx.now();
  const from = new Date(input.startsAt);
  const to = new Date(input.endsAt);
  const hours = APPOINTMENT_LIMITS.slotHoursMax;
  if (to.getTime() <= from.getTime() || to.getTime() - from.getTime() > hours * 3_600_000)
    fail('APPOINTMENT_SLOT_TIME', { hours });
  if (from.getTime() <= now.getTime()) fail('APPOINTMENT_SLOT_PAST');
  try {
    return await ctx.database.db.transaction(async (tx) => {
      if (!(await repo.serviceById(tx, input.serviceId))) fail('NOT_FOUND');
      if (await repo.overlapping(tx, input.serviceId, from, to)) fail('APPOINTMENT_SLOT_OVERLAP');
      const row = await repo.insertSlot(tx, {
        serviceId: input.serviceId,
        startsAt: from,
        endsAt: to,
        capacity: input.capacity,
        createdAt: now,
      });
      const after = presentSlot(row);
      await writeAudit(tx, actor, {
        action: 'create',
        entityType: 'reservation_slot',
        entityId: row.id,
        before: null,
        after,
        at: now,
      });
      return after;
    });
  } catch (err) {
    if (isUniqueViolation(err)) fail('APPOINTMENT_SLOT_OVERLAP');
    throw err;
  }
}

/** Removes a slot nobody holds (Booked or checked in): a booked slot is refused, its members keep their place. */
export async function removeSlot(ctx: Deps, actor: Actor, id: number): Promise<{ id: number }> {
  return ctx.database.db.transaction(async (tx) => {
    const slot = (await repo.lockSlot(tx, id)) ?? fail('APPOINTMENT_SLOT_NOT_FOUND');
    const booked = await repo.recountSlot(tx, id);
    if (booked > 0) fail('APPOINTMENT_SLOT_BOOKED', { count: booked });
    await repo.deleteSlot(tx, id);
    await writeAudit(tx, actor, {
      action: 'delete',
      entityType: 'reservation_slot',
      entityId: id,
      before: presentSlot(slot),
      after: null,
      at: ctx.now(),
    });
    return { id };
  });
}

export async function listBookings(
  ctx: Deps,
  q: { serviceId: number; slotId?: number; pageNum: number; pageSize: number },
  lang: Language,
) {
  const db = ctx.database.db;
  if (!(await repo.serviceById(db, q.serviceId))) fail('NOT_FOUND');
  const page = await repo.bookingsPage(db, q.serviceId, q.slotId, q);
  return { ...page, list: page.list.map((r) => presentStaff(r.booking, r.slot, r.member, lang)) };
}

/** Checks a booking's ticket in by its code, under its slot's lock; a second check-in answers the first one's time. */
export async function checkInBooking(ctx: Deps, code: string, lang: Language): Promise<BookingCheckInResult> {
  const db = ctx.database.db;
  const found = (await repo.bookingByTicket(db, code.toUpperCase())) ?? fail('TICKET_NOT_FOUND');
  return db.transaction(async (tx) => {
    const slot = (await repo.lockSlot(tx, found.slotId)) ?? fail('TICKET_NOT_FOUND');
    const b = (await repo.bookingById(tx, found.id)) ?? fail('TICKET_NOT_FOUND');
    let row = b;
    if (b.status === 'Booked') {
      const now = ctx.now();
      row = await repo.updateBooking(tx, b.id, { status: 'CheckedIn', checkedInAt: now, updatedAt: now });
    } else if (b.status !== 'CheckedIn') fail('TICKET_NOT_VALID', { status: b.status });
    const s = (await repo.serviceById(tx, b.serviceId))!;
    return {
      ...presentStaff(row, slot, await repo.memberCardSource(tx, b.memberId), lang),
      serviceTitle: localize(s.title, lang).t(s.title),
      firstCheckIn: b.status === 'Booked',
      checkedIn: await repo.checkedInOfSlot(tx, slot.id),
      booked: await repo.recountSlot(tx, slot.id),
    };
  });
}
