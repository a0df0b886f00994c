import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
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
  // One statement (one round trip): the next number, the event under it, and the signal sent on commit.
  const rows = await rowsOf<{ seq: string | number }>(
    db,
    sql`with c as (
      insert into ${liveCursors} (member_id, seq) values (${memberId}, 1)
      on conflict (member_id) do update set seq = ${liveCursors}.seq + 1 returning seq
    ), e as (
      insert into ${liveEvents} (member_id, seq, type, payload, created_at)
      select ${memberId}, c.seq, ${type}, ${JSON.stringify(payload)}::jsonb, ${now.toISOString()}::timestamptz from c returning seq
    )
    select e.seq, pg_notify(${LIVE_SIGNAL}, ${String(memberId)}) from e`,
  );
  return Number(rows[0].seq);
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
