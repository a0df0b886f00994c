import { and, asc, desc, eq, getTableColumns, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { PLACE_HOLDING_STATUSES, type ReservationStatus } from '@acsc/shared';
import { members, reservationActivities, reservationRegistrations } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import { paginate } from '../../platform/paging.js';
import { cityIs, inMonth } from './filters.js';

/** All SQL of reservations (issue 31). Every change of an event's registrations runs under its row's lock. */

export type ActivityRow = typeof reservationActivities.$inferSelect;
export type RegistrationRow = typeof reservationRegistrations.$inferSelect;
const A = reservationActivities;
const R = reservationRegistrations;
const REGISTRATION_COLUMNS = getTableColumns(R);
/** The statuses that hold a place, as a SQL list. */
const holdingList = () =>
  sql.join(
    PLACE_HOLDING_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );

/** Published (not a draft, its time come): what members see. */
export const visibleNow = (now: Date): SQL => and(ne(A.status, 'draft'), lte(A.publishAt, now))!;

/** The event row, locked for the transaction: every registration change of one event queues here. */
export async function lockActivity(tx: Executor, id: number): Promise<ActivityRow | null> {
  const [row] = await tx.select().from(A).where(eq(A.id, id)).for('update');
  return row ?? null;
}

export async function findVisibleActivity(db: Executor, id: number, now: Date): Promise<ActivityRow | null> {
  const [row] = await db
    .select()
    .from(A)
    .where(and(eq(A.id, id), visibleNow(now)));
  return row ?? null;
}

export function activityPage(
  db: Executor,
  tab: 'upcoming' | 'past',
  now: Date,
  page: { pageNum: number; pageSize: number },
  f: { kind?: 'event' | 'appointment'; month?: string; city?: string } = {},
) {
  const where = and(
    visibleNow(now),
    tab === 'upcoming' ? gte(A.endsAt, now) : lt(A.endsAt, now),
    // The appointments' kind lists no events (their own list, appointments-repo.ts, answers it).
    f.kind === 'appointment' ? sql`false` : undefined,
    f.month ? inMonth(A.startsAt, A.timeZone, f.month) : undefined,
    f.city ? cityIs(A.city, f.city) : undefined,
  );
  const order = tab === 'upcoming' ? [asc(A.startsAt), asc(A.id)] : [desc(A.startsAt), desc(A.id)];
  return paginate(
    db,
    {
      rows: db
        .select()
        .from(A)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      from: A,
      where,
    },
    page,
  );
}

/** Published events starting within `until` that were not reminded yet, locked (one runner sends each once). */
export function dueReminders(tx: Executor, now: Date, until: Date) {
  return tx
    .select()
    .from(A)
    .where(
      and(
        visibleNow(now),
        eq(A.cancelled, false),
        sql`${A.remindedAt} is null`,
        gte(A.startsAt, now),
        lte(A.startsAt, until),
      ),
    )
    .for('update', { skipLocked: true });
}

export async function markReminded(tx: Executor, id: number, now: Date) {
  await tx.update(A).set({ remindedAt: now }).where(eq(A.id, id));
}

/** Members holding a confirmed place at an event. */
export function confirmedMembers(tx: Executor, activityId: number) {
  return tx
    .select({ memberId: R.memberId })
    .from(R)
    .where(and(eq(R.activityId, activityId), eq(R.status, 'Registered')));
}

/** Members an event's message goes to: everyone holding a place (Pending, Registered, checked in), and the waiting list if asked. */
export function messageRecipients(db: Executor, activityId: number, includeWaiting: boolean) {
  const statuses: ReservationStatus[] = [
    'Pending',
    'Registered',
    'CheckedIn',
    ...(includeWaiting ? (['Waiting'] as const) : []),
  ];
  return db
    .select({ memberId: R.memberId })
    .from(R)
    .where(and(eq(R.activityId, activityId), inArray(R.status, statuses)));
}

export const activityPageAny = (db: Executor) => db.select({ id: A.id }).from(A).limit(1);

/** Recounts the places held and the waiting list of an event (under its lock) into its row. */
export async function recount(tx: Executor, activityId: number): Promise<{ taken: number; waiting: number }> {
  const holding = holdingList();
  const [row] = await tx
    .update(A)
    .set({
      taken: sql`(select count(*)::int from ${R} where ${R.activityId} = ${activityId} and ${R.status} in (${holding}))`,
      waiting: sql`(select count(*)::int from ${R} where ${R.activityId} = ${activityId} and ${R.status} = 'Waiting')`,
    })
    .where(eq(A.id, activityId))
    .returning({ taken: A.taken, waiting: A.waiting });
  return row;
}

export async function findRegistration(
  tx: Executor,
  activityId: number,
  memberId: number,
): Promise<RegistrationRow | null> {
  const [row] = await tx
    .select()
    .from(R)
    .where(and(eq(R.activityId, activityId), eq(R.memberId, memberId)));
  return row ?? null;
}

export async function registrationById(tx: Executor, id: number): Promise<RegistrationRow | null> {
  const [row] = await tx.select().from(R).where(eq(R.id, id));
  return row ?? null;
}

export async function registrationByTicket(tx: Executor, code: string): Promise<RegistrationRow | null> {
  const [row] = await tx.select().from(R).where(eq(R.ticketCode, code));
  return row ?? null;
}

export async function insertRegistration(tx: Executor, values: typeof R.$inferInsert): Promise<RegistrationRow> {
  const [row] = await tx.insert(R).values(values).returning();
  return row;
}

/** What the one-statement registration decided: a place, a line, or full (no waiting list). */
export type Decided =
  { kind: 'place' | 'wait'; row: RegistrationRow; taken: number; waiting: number } | { kind: 'full' };

/**
 * A digest of everything a registration is decided and answered by (visibility, dates, limits, approval,
 * fee, questions, title), computed by PostgreSQL from the row: what a registration read is checked
 * against when it is written. Not the counts, which move with every registration.
 */
const TERMS = sql<string>`md5(row(${A.status}, ${A.publishAt}, ${A.startsAt}, ${A.cancelled}, ${A.registrationOpensAt},
  ${A.registrationClosesAt}, ${A.cancelDeadline}, ${A.timeZone}, ${A.needsApproval}, ${A.waitingList}, ${A.capacity},
  ${A.feeCents}, ${A.feeCurrency}, ${A.payAtDoor}, ${A.questions}, ${A.title})::text)`;

export type TermsRow = ActivityRow & { terms: string };

/** An event with its terms' digest, visible or not (the caller checks). */
export async function activityWithTerms(db: Executor, id: number): Promise<TermsRow | null> {
  const [row] = await db
    .select({ ...getTableColumns(A), terms: TERMS })
    .from(A)
    .where(eq(A.id, id));
  return row ?? null;
}

/**
 * A new registration that decides its own status under its event's row lock, in one statement (the race
 * of issue 31). The lock is taken and let go inside the statement, so it is held for the statement's own
 * work and never across round trips from the server (a transaction's BEGIN, its statements and COMMIT
 * held it for about 5 ms per registration on PostgreSQL, and on PGlite held the whole database): a
 * place when one is free, the line when the event keeps one, else full; the event's counts move with the
 * row in the same statement. `place` and `wait` are the row as written in each case.
 *
 * It answers null, having written nothing, whenever the locked path must decide instead: the event's
 * terms are not those the caller read (`terms`), freed places wait for those already in line, or the
 * member already has a row (a cancelled one taken up again, or a second registration).
 */
export async function insertDecided(
  db: Executor,
  activityId: number,
  terms: string,
  place: typeof R.$inferInsert,
  wait: typeof R.$inferInsert,
): Promise<Decided | null> {
  const keys = [...new Set([...Object.keys(place), ...Object.keys(wait)])].filter(
    (k): k is keyof typeof REGISTRATION_COLUMNS => k in REGISTRATION_COLUMNS && k !== 'id' && k !== 'queueNo',
  );
  // Each value as its column writes it (JSON, ISO time) and typed, the place's or the line's where they differ.
  const typed = (k: (typeof keys)[number], v: Record<string, unknown>) => {
    const c = REGISTRATION_COLUMNS[k];
    const value = v[k] ?? null;
    return sql`${value === null ? null : c.mapToDriverValue(value)}::${sql.raw(c.getSQLType())}`;
  };
  const value = (k: (typeof keys)[number]) => {
    const [p, w] = [(place as Record<string, unknown>)[k] ?? null, (wait as Record<string, unknown>)[k] ?? null];
    const same = p === w || (p instanceof Date && w instanceof Date && p.getTime() === w.getTime());
    return same ? typed(k, place) : sql`case when pick.k = 'place' then ${typed(k, place)} else ${typed(k, wait)} end`;
  };
  const result = await db.execute(sql`
    with a as (
      select ${A.taken} as taken, ${A.capacity} as capacity, ${A.waiting} as waiting, ${A.waitingList} as waiting_list
      from ${A} where ${A.id} = ${activityId} and ${TERMS} = ${terms}
      for update
    ),
    pick as (
      select case when taken < capacity then 'place' when waiting_list then 'wait' else 'full' end as k
      from a where not (waiting > 0 and taken < capacity)
        and not exists (select 1 from ${R} where ${R.activityId} = ${activityId} and ${R.memberId} = ${place.memberId})
    ),
    ins as (
      insert into ${R} (${sql.join(
        keys.map((k) => sql.identifier(REGISTRATION_COLUMNS[k].name)),
        sql`, `,
      )})
      select ${sql.join(keys.map(value), sql`, `)} from pick where k <> 'full'
      on conflict do nothing returning ${R.id} as id, ${R.queueNo} as queue_no, ${R.status} as status
    ),
    u as (
      update ${A} set
        taken = ${A.taken} + (select count(*)::int from ins where status in (${holdingList()})),
        waiting = ${A.waiting} + (select count(*)::int from ins where status = 'Waiting')
      where ${A.id} = ${activityId} and exists (select 1 from ins)
      returning ${A.taken} as taken, ${A.waiting} as waiting
    )
    select pick.k, ins.id, ins.queue_no, u.taken, u.waiting from pick left join ins on true left join u on true
  `);
  const [r] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  if (!r) return null;
  if (r.k === 'full') return { kind: 'full' };
  if (r.id == null) return null;
  const chosen = (r.k === 'place' ? place : wait) as Record<string, unknown>;
  const row = Object.fromEntries(
    Object.keys(REGISTRATION_COLUMNS).map((k) => [k, chosen[k] ?? null]),
  ) as RegistrationRow;
  row.id = Number(r.id);
  row.queueNo = Number(r.queue_no);
  return { kind: r.k as 'place' | 'wait', row, taken: Number(r.taken), waiting: Number(r.waiting) };
}

/** A registration taken up again joins the end of the line: a new number from the sequence. */
export const NEXT_QUEUE_NO = sql`nextval(pg_get_serial_sequence('reservation_registrations', 'queue_no'))`;

export async function updateRegistration(
  tx: Executor,
  id: number,
  set: Partial<Omit<typeof R.$inferInsert, 'queueNo'>> & { queueNo?: SQL },
): Promise<RegistrationRow> {
  const [row] = await tx.update(R).set(set).where(eq(R.id, id)).returning();
  return row;
}

/** The first `n` on an event's waiting list, in order. */
export function firstWaiting(tx: Executor, activityId: number, n: number): Promise<RegistrationRow[]> {
  return tx
    .select()
    .from(R)
    .where(and(eq(R.activityId, activityId), eq(R.status, 'Waiting')))
    .orderBy(asc(R.queueNo))
    .limit(n);
}

/** A waiting registration's place in line (1 = next). */
export async function waitingPosition(db: Executor, reg: RegistrationRow): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(R)
    .where(and(eq(R.activityId, reg.activityId), eq(R.status, 'Waiting'), sql`${R.queueNo} < ${reg.queueNo}`));
  return Number(row.n) + 1;
}

/** The member's registrations with their events, newest first. */
export function memberRecords(db: Executor, memberId: number, page: { pageNum: number; pageSize: number }) {
  const where = eq(R.memberId, memberId);
  return paginate(
    db,
    {
      rows: db
        .select({ reg: R, activity: A })
        .from(R)
        .innerJoin(A, eq(A.id, R.activityId))
        .where(where)
        .orderBy(desc(R.createdAt), desc(R.id))
        .$dynamic(),
      from: R,
      where,
    },
    page,
  );
}

export async function memberRecord(db: Executor, memberId: number, id: number) {
  const [row] = await db
    .select({ reg: R, activity: A })
    .from(R)
    .innerJoin(A, eq(A.id, R.activityId))
    .where(and(eq(R.id, id), eq(R.memberId, memberId)));
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

/** An event's registrations for staff, in queue order, with the members' cards. */
export function registrationsPage(
  db: Executor,
  activityId: number,
  status: ReservationStatus | undefined,
  page: { pageNum: number; pageSize: number },
) {
  const where = and(eq(R.activityId, activityId), status ? eq(R.status, status) : undefined);
  return paginate(
    db,
    {
      rows: db
        .select({ reg: R, member: cardColumns })
        .from(R)
        .innerJoin(members, eq(members.id, R.memberId))
        .where(where)
        .orderBy(asc(R.queueNo))
        .$dynamic(),
      from: R,
      where,
    },
    page,
  );
}

export async function memberCardSource(db: Executor, memberId: number) {
  const [row] = await db.select(cardColumns).from(members).where(eq(members.id, memberId));
  return row;
}

export async function checkedInCount(db: Executor, activityId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(R)
    .where(and(eq(R.activityId, activityId), eq(R.status, 'CheckedIn')));
  return Number(row.n);
}

/** Every registration of a member with its event (the data export). */
export function allOfMember(db: Executor, memberId: number) {
  return db
    .select({ reg: R, activity: A })
    .from(R)
    .innerJoin(A, eq(A.id, R.activityId))
    .where(eq(R.memberId, memberId))
    .orderBy(asc(R.id));
}

export function activityIdsOfMember(db: Executor, memberId: number) {
  return db.selectDistinct({ id: R.activityId }).from(R).where(eq(R.memberId, memberId));
}

export async function deleteOfMember(tx: Executor, activityId: number, memberId: number) {
  await tx.delete(R).where(and(eq(R.activityId, activityId), eq(R.memberId, memberId)));
}

export function activitiesByIds(db: Executor, ids: number[]) {
  return ids.length ? db.select().from(A).where(inArray(A.id, ids)) : Promise.resolve([]);
}

/** Seed: the registrations of demo members, written as given, then the counts. */
export async function insertRegistrations(tx: Executor, rows: (typeof R.$inferInsert)[]) {
  if (rows.length) await tx.insert(R).values(rows);
}

export async function registrationByOrder(db: Executor, orderNo: string): Promise<RegistrationRow | null> {
  const [row] = await db.select().from(R).where(eq(R.orderNo, orderNo));
  return row ?? null;
}

/** Due orders whose time ran out (the expiry job), oldest first. */
export function dueOrders(db: Executor, now: Date, n: number) {
  return db
    .select({ id: R.id })
    .from(R)
    .where(and(eq(R.payment, 'due'), lte(R.payBy, now)))
    .orderBy(asc(R.payBy))
    .limit(n);
}

/** "My statistics": the member's registrations that hold or held a place or a line, and those checked in. */
export async function memberTotals(db: Executor, memberId: number) {
  const [row] = await db
    .select({
      registrations: sql<number>`count(*) filter (where ${R.status} not in ('Cancelled', 'Failed'))::int`,
      attended: sql<number>`count(*) filter (where ${R.status} = 'CheckedIn')::int`,
    })
    .from(R)
    .where(eq(R.memberId, memberId));
  return { registrations: row?.registrations ?? 0, attended: row?.attended ?? 0 };
}
