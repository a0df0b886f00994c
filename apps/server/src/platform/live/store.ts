import { and, asc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { liveCursors, liveEvents, members, sessions } from '../../db/schema/index.js';
import { rowsOf, type Executor } from '../db.js';

/** The NOTIFY channel that tells every process a member has a new stored event (on commit). */
export const LIVE_SIGNAL = 'acsc_live';

export interface StoredEvent {
  seq: number;
  type: string;
  payload: unknown;
}

/**
 * The signal's payload: "memberId seq type payload" (the event itself, so the processes that hold the
 * member's pages send it without reading it back), or the member id alone when the event is too large for
 * a NOTIFY (8 000 bytes); then they read it (hub.ts deliverStored).
 */
const SIGNAL_EVENT_BYTES = 7000;
const signalPayload = sql.raw(
  `case when octet_length(e.payload::text) + octet_length(e.type) < ${SIGNAL_EVENT_BYTES} then e.member_id::text || ' ' || e.seq::text || ' ' || e.type || ' ' || e.payload::text else e.member_id::text end`,
);

/** A stored event as its signal carried it, or only the member whose events to read. */
export function parseSignal(payload: string): { memberId: number; event: StoredEvent | null } | null {
  const parts = payload.split(' ', 3);
  const memberId = Number(parts[0]);
  if (!Number.isSafeInteger(memberId)) return null;
  if (parts.length < 3) return { memberId, event: null };
  const seq = Number(parts[1]);
  const rest = payload.slice(parts[0].length + parts[1].length + parts[2].length + 3);
  try {
    return Number.isSafeInteger(seq) ? { memberId, event: { seq, type: parts[2], payload: JSON.parse(rest) } } : null;
  } catch {
    return { memberId, event: null };
  }
}

/** One stored event to write: its member, type and payload, plus payload fields the statement itself computes. */
export interface NewEvent {
  memberId: number;
  type: string;
  payload: unknown;
  /** Fields added to the (object) payload, each an SQL expression read by the writing statement (a count as of the write). */
  computed?: Record<string, SQL>;
}

/**
 * Stores one event for a member under the next number of their sequence. The cursor row's lock is held
 * until the transaction ends, so a member's events commit in sequence order and a page that has seen
 * seq n has seen everything before it.
 */
export async function appendEvent(
  db: Executor,
  memberId: number,
  type: string,
  payload: unknown,
  now: Date,
): Promise<number> {
  return (await appendEvents(db, [{ memberId, type, payload }], now))[0];
}

/**
 * Stores events for several members (one each) in one statement (one round trip): each one's next number,
 * the event under it, and the signal sent on commit. Cursors are locked in member order (two writers
 * never wait on each other crosswise). Answers the seqs in the order of `events`.
 */
export async function appendEvents(db: Executor, events: NewEvent[], now: Date): Promise<number[]> {
  if (new Set(events.map((e) => e.memberId)).size !== events.length)
    throw new Error('appendEvents: one event per member and statement');
  const values = [...events]
    .sort((x, y) => x.memberId - y.memberId)
    .map((e) => {
      const fields = Object.entries(e.computed ?? {}).flatMap(([k, v]) => [sql`${k}::text`, v]);
      const payload = fields.length
        ? sql`${JSON.stringify(e.payload)}::jsonb || jsonb_build_object(${sql.join(fields, sql`, `)})`
        : sql`${JSON.stringify(e.payload)}::jsonb`;
      return sql`(${e.memberId}::bigint, ${e.type}::text, ${payload})`;
    });
  const rows = await rowsOf<{ member_id: string | number; seq: string | number }>(
    db,
    sql`with v (member_id, type, payload) as (values ${sql.join(values, sql`, `)}),
    c as (
      insert into ${liveCursors} (member_id, seq) select member_id, 1 from v order by member_id
      on conflict (member_id) do update set seq = ${liveCursors}.seq + 1 returning member_id, seq
    ), e as (
      insert into ${liveEvents} (member_id, seq, type, payload, created_at)
      select c.member_id, c.seq, v.type, v.payload, ${now.toISOString()}::timestamptz from c join v using (member_id)
      returning member_id, seq, type, payload
    )
    select e.member_id, e.seq, pg_notify(${LIVE_SIGNAL}, ${signalPayload}) from e`,
  );
  const seqOf = new Map(rows.map((r) => [Number(r.member_id), Number(r.seq)]));
  return events.map((e) => seqOf.get(e.memberId)!);
}

export async function latestSeq(db: Executor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ seq: liveCursors.seq })
    .from(liveCursors)
    .where(eq(liveCursors.memberId, memberId))
    .limit(1);
  return row?.seq ?? 0;
}

export async function eventsAfter(
  db: Executor,
  memberId: number,
  after: number,
  limit: number,
): Promise<StoredEvent[]> {
  return db
    .select({ seq: liveEvents.seq, type: liveEvents.type, payload: liveEvents.payload })
    .from(liveEvents)
    .where(and(eq(liveEvents.memberId, memberId), gt(liveEvents.seq, after)))
    .orderBy(asc(liveEvents.seq))
    .limit(limit);
}

/** Events older than the replay window; the cursors stay so numbers never repeat. */
export async function purgeEvents(db: Executor, before: Date): Promise<number> {
  const rows = await db.delete(liveEvents).where(lt(liveEvents.createdAt, before)).returning({ seq: liveEvents.seq });
  return rows.length;
}

/** Which of these sessions are still signed in (open sockets of ended sessions are closed). */
export async function liveSessionIds(db: Executor, ids: number[], now: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        inArray(sessions.id, ids),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(members.status, 'active'),
      ),
    );
  return rows.map((r) => r.id);
}
