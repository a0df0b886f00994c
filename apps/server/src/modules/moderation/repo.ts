import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { ReportTarget } from '@acsc/shared';
import {
  exchangeModerationDecisions,
  exchangeReports,
  exchangeWatchedWords,
  members,
  type ReportOutcome,
} from '../../db/schema/index.js';
import { rowsOf, type Executor } from '../../platform/db.js';

/** SQL of moderation: reports, decisions, watched words, suspensions, the queue's reads. */

const r = exchangeReports;
const d = exchangeModerationDecisions;
const w = exchangeWatchedWords;

// ---------------------------------------------------------------- reports

/** One item's reports one at a time (a transaction-scoped advisory lock): two reports at once each see the other's weight. */
export async function lockItem(tx: Executor, type: ReportTarget, id: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report:${type}:${id}`}))`);
}

export async function insertReport(tx: Executor, values: typeof r.$inferInsert): Promise<number> {
  const [row] = await tx.insert(r).values(values).returning({ id: r.id });
  return row.id;
}

/** Whether any member reported the item (moderators read the images of reported messages only). */
export async function isReported(db: Executor, type: ReportTarget, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.targetType, type), eq(r.targetId, id)))
    .limit(1);
  return Boolean(row);
}

/** The open reports of an item with what weighs them: the reporter's account age and roles. */
export function openReportsWithReporters(db: Executor, type: ReportTarget, id: number) {
  return db
    .select({ reporterId: r.reporterId, reportedAt: r.createdAt, joinedAt: members.createdAt, roles: members.roles })
    .from(r)
    .innerJoin(members, eq(members.id, r.reporterId))
    .where(and(eq(r.targetType, type), eq(r.targetId, id), isNull(r.resolvedAt)));
}

/** The reporters' records: their reports a moderator closed, by the outcome stored with each. */
export async function reporterRecords(
  db: Executor,
  reporterIds: number[],
): Promise<Map<number, { upheld: number; dismissed: number }>> {
  if (reporterIds.length === 0) return new Map();
  const rows = await db
    .select({
      reporterId: r.reporterId,
      upheld: sql<number>`count(*) filter (where ${r.outcome} = 'upheld')::int`,
      dismissed: sql<number>`count(*) filter (where ${r.outcome} = 'dismissed')::int`,
    })
    .from(r)
    .where(and(inArray(r.reporterId, reporterIds), isNotNull(r.outcome)))
    .groupBy(r.reporterId);
  return new Map(rows.map((x) => [x.reporterId, { upheld: Number(x.upheld), dismissed: Number(x.dismissed) }]));
}

/** Closes an item's open reports with the decision's outcome. */
export async function closeReports(
  tx: Executor,
  type: ReportTarget,
  id: number,
  now: Date,
  outcome: ReportOutcome,
): Promise<void> {
  await tx
    .update(r)
    .set({ resolvedAt: now, outcome })
    .where(and(eq(r.targetType, type), eq(r.targetId, id), isNull(r.resolvedAt)));
}

// ---------------------------------------------------------------- the queue

/** A page of items with open reports: most reported first, then the latest report, and the number of such items. */
export async function reportedItems(
  db: Executor,
  limit: number,
  offset: number,
): Promise<{ keys: { type: ReportTarget; id: number }[]; total: number }> {
  const open = isNull(r.resolvedAt);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ type: r.targetType, id: r.targetId })
      .from(r)
      .where(open)
      .groupBy(r.targetType, r.targetId)
      .orderBy(desc(sql`count(*)`), desc(sql`max(${r.createdAt})`), desc(r.targetId))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(distinct (${r.targetType}, ${r.targetId}))::int` })
      .from(r)
      .where(open),
  ]);
  return { keys: rows, total: Number(n) };
}

/**
 * A page of items held for review, oldest first, over every kind that holds items: each kind's statement
 * selects `id` and `created_at` (modules/exchange/reportable.ts).
 */
export async function heldItems(
  db: Executor,
  held: { type: ReportTarget; pending: SQL }[],
  limit: number,
  offset: number,
): Promise<{ keys: { type: ReportTarget; id: number }[]; total: number }> {
  if (held.length === 0) return { keys: [], total: 0 };
  const union = sql.join(
    held.map((h) => sql`select ${h.type}::text as type, k.id, k.created_at from (${h.pending}) k (id, created_at)`),
    sql` union all `,
  );
  const [page, count] = await Promise.all([
    rowsOf<{ type: ReportTarget; id: string | number }>(
      db,
      sql`select type, id from (${union}) h order by created_at, type, id limit ${limit} offset ${offset}`,
    ),
    rowsOf<{ n: string | number }>(db, sql`select count(*)::int as n from (${union}) h`),
  ]);
  return { keys: page.map((x) => ({ type: x.type, id: Number(x.id) })), total: Number(count[0].n) };
}

/** An item's open reports, newest first, with the reporters' card columns. */
export function openReportsOf(db: Executor, type: ReportTarget, id: number) {
  return db
    .select({
      r,
      reporter: {
        id: members.id,
        nickname: members.nickname,
        avatar: members.avatar,
        roles: members.roles,
        certifiedAlumnus: members.certifiedAlumnus,
        erasedAt: members.erasedAt,
      },
    })
    .from(r)
    .innerJoin(members, eq(members.id, r.reporterId))
    .where(and(eq(r.targetType, type), eq(r.targetId, id), isNull(r.resolvedAt)))
    .orderBy(desc(r.createdAt));
}

/** An author's card columns and suspension. */
export async function authorOf(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: members.id,
      nickname: members.nickname,
      avatar: members.avatar,
      roles: members.roles,
      certifiedAlumnus: members.certifiedAlumnus,
      erasedAt: members.erasedAt,
      suspendedUntil: members.suspendedUntil,
    })
    .from(members)
    .where(eq(members.id, id));
  return row;
}

/** An author's history: decisions by action, and reports received. */
export async function historyOf(db: Executor, authorId: number) {
  const [decisions, [received]] = await Promise.all([
    db
      .select({ action: d.action, n: sql<number>`count(*)::int` })
      .from(d)
      .where(eq(d.authorId, authorId))
      .groupBy(d.action),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(r)
      .where(eq(r.authorId, authorId)),
  ]);
  return {
    decisions: decisions.map((x) => ({ action: x.action, n: Number(x.n) })),
    reportsReceived: Number(received.n),
  };
}

/** Accounts not erased (the member kind of kinds.ts). */
export function accountsForQueue(db: Executor, ids: number[]) {
  return db
    .select({ id: members.id, status: members.status, bio: members.bio, createdAt: members.createdAt })
    .from(members)
    .where(and(inArray(members.id, ids), isNull(members.erasedAt)));
}

// ---------------------------------------------------------------- decisions and suspensions

export async function insertDecision(tx: Executor, values: typeof d.$inferInsert): Promise<void> {
  await tx.insert(d).values(values);
}

/** A member who can be suspended (not erased). */
export async function memberToSuspend(db: Executor, id: number) {
  const [row] = await db
    .select({ id: members.id, suspendedUntil: members.suspendedUntil })
    .from(members)
    .where(and(eq(members.id, id), isNull(members.erasedAt)));
  return row ?? null;
}

export async function setSuspendedUntil(tx: Executor, memberId: number, until: Date): Promise<void> {
  await tx.update(members).set({ suspendedUntil: until }).where(eq(members.id, memberId));
}

// ---------------------------------------------------------------- watched words

export type WatchedWordRow = typeof w.$inferSelect;

export function listWords(db: Executor): Promise<WatchedWordRow[]> {
  return db.select().from(w).orderBy(asc(w.word));
}

export async function insertWord(tx: Executor, values: typeof w.$inferInsert): Promise<WatchedWordRow> {
  const [row] = await tx.insert(w).values(values).returning();
  return row;
}

export async function deleteWord(tx: Executor, id: number): Promise<WatchedWordRow | null> {
  const [row] = await tx.delete(w).where(eq(w.id, id)).returning();
  return row ?? null;
}
