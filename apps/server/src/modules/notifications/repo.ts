import { and, asc, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { NotificationChannel } from '@acsc/shared';
import { memberBlocks, members, notificationPreferences, notifications } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import { descNullsLast, paginate } from '../../platform/paging.js';

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * What notify needs to know about the recipient: their choice for this type, where email goes, and
 * whether the recipient and `actor` (the member the notice is about) blocked one another.
 */
export async function recipient(db: Executor, memberId: number, type: string, actor: number | null = null) {
  const b = memberBlocks;
  const blocked =
    actor === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${b} where (${b.blockerId} = ${memberId} and ${b.blockedId} = ${actor}) or (${b.blockerId} = ${actor} and ${b.blockedId} = ${memberId}))`;
  const [row] = await db
    .select({ email: members.email, status: members.status, channel: notificationPreferences.channel, blocked })
    .from(members)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.memberId, members.id), eq(notificationPreferences.type, type)),
    )
    .where(eq(members.id, memberId))
    .limit(1);
  return row ?? null;
}

export async function insertNotification(
  db: Executor,
  row: typeof notifications.$inferInsert,
): Promise<NotificationRow> {
  const [created] = await db.insert(notifications).values(row).returning();
  return created;
}

export async function unreadCount(db: Executor, memberId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt)));
  return Number(n);
}

export async function listPage(
  db: Executor,
  memberId: number,
  q: { pageNum: number; pageSize: number; unreadOnly: boolean },
) {
  const where = q.unreadOnly
    ? and(eq(notifications.memberId, memberId), isNull(notifications.readAt))
    : eq(notifications.memberId, memberId);
  const query = db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(...descNullsLast(notifications.id));
  const { list: rows, total } = await paginate(db, { rows: query, from: notifications, where }, q);
  return { rows, total: Number(total) };
}

/** Marks one of the member's notifications read; false when the member has no such notification. */
export async function markRead(db: Executor, memberId: number, id: number, now: Date): Promise<boolean> {
  const [row] = await db
    .update(notifications)
    // Reading again keeps the first time it was read.
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.memberId, memberId)))
    .returning({ id: notifications.id });
  return Boolean(row);
}

export async function markAllRead(db: Executor, memberId: number, now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt)));
}

export async function preferences(db: Executor, memberId: number): Promise<Map<string, NotificationChannel>> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.memberId, memberId));
  return new Map(rows.map((r) => [r.type, r.channel]));
}

export async function setPreference(
  db: Executor,
  memberId: number,
  type: string,
  channel: NotificationChannel,
  now: Date,
) {
  await db
    .insert(notificationPreferences)
    .values({ memberId, type, channel, updatedAt: now })
    .onConflictDoUpdate({
      target: [notificationPreferences.memberId, notificationPreferences.type],
      set: { channel, updatedAt: now },
    });
}

// ---------------------------------------------------------------- email

export async function emailRecipient(db: Executor, memberId: number) {
  const [row] = await db
    .select({ email: members.email, language: members.language, nickname: members.nickname, status: members.status })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row ?? null;
}

export async function lastEmailedAt(db: Executor, memberId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(notifications.emailedAt) })
    .from(notifications)
    .where(eq(notifications.memberId, memberId));
  return row?.at ? new Date(row.at) : null;
}

/** Notifications still owed an email, oldest first. */
export async function pendingEmails(db: Executor, memberId: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), eq(notifications.emailState, 'pending')))
    .orderBy(asc(notifications.id));
}

export async function markEmailed(db: Executor, ids: number[], state: 'sent' | 'none', now: Date) {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set(state === 'sent' ? { emailState: 'sent', emailedAt: now } : { emailState: 'none' })
    .where(and(inArray(notifications.id, ids), eq(notifications.emailState, 'pending')));
}
