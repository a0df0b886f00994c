import { and, asc, desc, eq, gt, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { members, reservationBookings, reservationServices, reservationSlots } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import { paginate } from '../../platform/paging.js';
import { cityIs, inMonth } from './filters.js';

/** All SQL of appointments (issue 31). Every change of a slot's bookings runs under the slot row's lock. */

export type ServiceRow = typeof reservationServices.$inferSelect;
export type SlotRow = typeof reservationSlots.$inferSelect;
export type BookingRow = typeof reservationBookings.$inferSelect;
const S = reservationServices;
const T = reservationSlots;
const B = reservationBookings;

const visibleNow = (now: Date): SQL => and(ne(S.status, 'draft'), lte(S.publishAt, now))!;

export async function findVisibleService(db: Executor, id: number, now: Date): Promise<ServiceRow | null> {
  const [row] = await db
    .select()
    .from(S)
    .where(and(eq(S.id, id), visibleNow(now)));
  return row ?? null;
}

export async function serviceById(db: Executor, id: number): Promise<ServiceRow | null> {
  const [row] = await db.select().from(S).where(eq(S.id, id));
  return row ?? null;
}

/** Published services with an upcoming slot (in `month` when given), the soonest first. */
export function servicePage(
  db: Executor,
  now: Date,
  f: { month?: string; city?: string },
  page: { pageNum: number; pageSize: number },
) {
  const slotWhere = and(
    eq(T.serviceId, S.id),
    gt(T.startsAt, now),
    f.month ? inMonth(T.startsAt, S.timeZone, f.month) : undefined,
  );
  const where = and(
    visibleNow(now),
    sql`exists (select 1 from ${T} where ${slotWhere})`,
    f.city ? cityIs(S.city, f.city) : undefined,
  );
  return paginate(
    db,
    {
      rows: db
        .select()
        .from(S)
        .where(where)
        .orderBy(sql`(select min(${T.startsAt}) from ${T} where ${slotWhere})`, asc(S.id))
        .$dynamic(),
      from: S,
      where,
    },
    page,
  );
}

/** Upcoming slots with a free place of some services, by start. */
export function freeSlotsOf(db: Executor, serviceIds: number[], now: Date): Promise<SlotRow[]> {
  if (!serviceIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(T)
    .where(and(inArray(T.serviceId, serviceIds), gt(T.startsAt, now), sql`${T.booked} < ${T.capacity}`))
    .orderBy(asc(T.startsAt), asc(T.id));
}

export function upcomingSlots(db: Executor, serviceId: number, now: Date, limit: number): Promise<SlotRow[]> {
  return db
    .select()
    .from(T)
    .where(and(eq(T.serviceId, serviceId), gt(T.startsAt, now)))
    .orderBy(asc(T.startsAt), asc(T.id))
    .limit(limit);
}

export function slotsOfService(db: Executor, serviceId: number): Promise<SlotRow[]> {
  return db.select().from(T).where(eq(T.serviceId, serviceId)).orderBy(asc(T.startsAt), asc(T.id));
}

export async function slotById(db: Executor, id: number): Promise<SlotRow | null> {
  const [row] = await db.select().from(T).where(eq(T.id, id));
  return row ?? null;
}

/** The slot row, locked for the transaction: every booking change of one slot queues here. */
export async function lockSlot(tx: Executor, id: number): Promise<SlotRow | null> {
  const [row] = await tx.select().from(T).where(eq(T.id, id)).for('update');
  return row ?? null;
}

/** A slot of the service overlapping [from, to). */
export async function overlapping(tx: Executor, serviceId: number, from: Date, to: Date) {
  const [row] = await tx
    .select({ id: T.id })
    .from(T)
    .where(and(eq(T.serviceId, serviceId), sql`${T.startsAt} < ${to}`, sql`${T.endsAt} > ${from}`))
    .limit(1);
  return row ?? null;
}

export async function insertSlot(tx: Executor, values: typeof T.$inferInsert): Promise<SlotRow> {
  const [row] = await tx.insert(T).values(values).returning();
  return row;
}

export async function deleteSlot(tx: Executor, id: number) {
  await tx.delete(T).where(eq(T.id, id));
}

/** Recounts the places a slot's bookings hold (Booked and CheckedIn) into its row, under its lock. */
export async function recountSlot(tx: Executor, slotId: number): Promise<number> {
  const [row] = await tx
    .update(T)
    .set({
      booked: sql`(select count(*)::int from ${B} where ${B.slotId} = ${slotId} and ${B.status} in ('Booked', 'CheckedIn'))`,
    })
    .where(eq(T.id, slotId))
    .returning({ booked: T.booked });
  return row?.booked ?? 0;
}

/** The member's active (Booked) booking of a service. */
export async function activeBooking(db: Executor, serviceId: number, memberId: number): Promise<BookingRow | null> {
  const [row] = await db
    .select()
    .from(B)
    .where(and(eq(B.serviceId, serviceId), eq(B.memberId, memberId), eq(B.status, 'Booked')));
  return row ?? null;
}

export async function bookingOfSlot(tx: Executor, slotId: number, memberId: number): Promise<BookingRow | null> {
  const [row] = await tx
    .select()
    .from(B)
    .where(and(eq(B.slotId, slotId), eq(B.memberId, memberId)));
  return row ?? null;
}

export async function bookingById(db: Executor, id: number): Promise<BookingRow | null> {
  const [row] = await db.select().from(B).where(eq(B.id, id));
  return row ?? null;
}

export async function bookingByTicket(db: Executor, code: string): Promise<BookingRow | null> {
  const [row] = await db.select().from(B).where(eq(B.ticketCode, code));
  return row ?? null;
}

export async function insertBooking(tx: Executor, values: typeof B.$inferInsert): Promise<BookingRow> {
  const [row] = await tx.insert(B).values(values).returning();
  return row;
}

export async function updateBooking(
  tx: Executor,
  id: number,
  set: Partial<typeof B.$inferInsert>,
): Promise<BookingRow> {
  const [row] = await tx.update(B).set(set).where(eq(B.id, id)).returning();
  return row;
}

/** The member's bookings with their slots and services, newest first. */
export function memberBookings(db: Executor, memberId: number, page: { pageNum: number; pageSize: number }) {
  const where = eq(B.memberId, memberId);
  return paginate(
    db,
    {
      rows: db
        .select({ booking: B, slot: T, service: S })
        .from(B)
        .innerJoin(T, eq(T.id, B.slotId))
        .innerJoin(S, eq(S.id, B.serviceId))
        .where(where)
        .orderBy(desc(B.createdAt), desc(B.id))
        .$dynamic(),
      from: B,
      where,
    },
    page,
  );
}

export async function memberBooking(db: Executor, memberId: number, id: number) {
  const [row] = await db
    .select({ booking: B, slot: T, service: S })
    .from(B)
    .innerJoin(T, eq(T.id, B.slotId))
    .innerJoin(S, eq(S.id, B.serviceId))
    .where(and(eq(B.id, id), eq(B.memberId, memberId)));
  return row ?? null;
}

const cardColumns = {
  id: members.id,
  nickname: members.nickname,
  avatar: members.avatar,
  roles: members.roles,
  certifiedAlumnus: members.certifiedAlumnus,
  erasedAt: members.erasedAt,
};

/** A service's bookings for staff (one slot's when given), by slot then booking, with the members' cards. */
export function bookingsPage(
  db: Executor,
  serviceId: number,
  slotId: number | undefined,
  page: { pageNum: number; pageSize: number },
) {
  const where = and(eq(B.serviceId, serviceId), slotId ? eq(B.slotId, slotId) : undefined);
  return paginate(
    db,
    {
      rows: db
        .select({ booking: B, slot: T, member: cardColumns })
        .from(B)
        .innerJoin(T, eq(T.id, B.slotId))
        .innerJoin(members, eq(members.id, B.memberId))
        .where(where)
        .orderBy(asc(T.startsAt), asc(B.id))
        .$dynamic(),
      from: B,
      where,
    },
    page,
  );
}

export async function memberCardSource(db: Executor, memberId: number) {
  const [row] = await db.select(cardColumns).from(members).where(eq(members.id, memberId));
  return row;
}

export async function checkedInOfSlot(db: Executor, slotId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(B)
    .where(and(eq(B.slotId, slotId), eq(B.status, 'CheckedIn')));
  return Number(row.n);
}

/** Checked-in counts of a service's slots. */
export function checkedInBySlot(db: Executor, serviceId: number) {
  return db
    .select({ slotId: B.slotId, n: sql<number>`count(*)::int` })
    .from(B)
    .where(and(eq(B.serviceId, serviceId), eq(B.status, 'CheckedIn')))
    .groupBy(B.slotId);
}

/** Slots of published services starting within `until` not reminded yet, locked (one runner sends each once). */
export function dueSlotReminders(tx: Executor, now: Date, until: Date) {
  return tx
    .select({ slot: T, service: S })
    .from(T)
    .innerJoin(S, eq(S.id, T.serviceId))
    .where(and(visibleNow(now), sql`${T.remindedAt} is null`, gt(T.startsAt, now), lte(T.startsAt, until)))
    .for('update', { of: T, skipLocked: true });
}

export async function markSlotReminded(tx: Executor, id: number, now: Date) {
  await tx.update(T).set({ remindedAt: now }).where(eq(T.id, id));
}

export function bookedMembers(tx: Executor, slotId: number) {
  return tx
    .select({ memberId: B.memberId })
    .from(B)
    .where(and(eq(B.slotId, slotId), eq(B.status, 'Booked')));
}

/** Every booking of a member with its slot and service (the data export). */
export function allOfMember(db: Executor, memberId: number) {
  return db
    .select({ booking: B, slot: T, service: S })
    .from(B)
    .innerJoin(T, eq(T.id, B.slotId))
    .innerJoin(S, eq(S.id, B.serviceId))
    .where(eq(B.memberId, memberId))
    .orderBy(asc(B.id));
}

export function slotIdsOfMember(db: Executor, memberId: number) {
  return db.selectDistinct({ id: B.slotId }).from(B).where(eq(B.memberId, memberId));
}

export async function deleteOfMember(tx: Executor, slotId: number, memberId: number) {
  await tx.delete(B).where(and(eq(B.slotId, slotId), eq(B.memberId, memberId)));
}

export const anyService = (db: Executor) => db.select({ id: S.id }).from(S).limit(1);

/** "My statistics": the member's appointment bookings, not cancelled (kept or checked in). */
export async function bookingCount(db: Executor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(B)
    .where(and(eq(B.memberId, memberId), ne(B.status, 'Cancelled')));
  return row?.n ?? 0;
}
