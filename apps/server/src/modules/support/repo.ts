import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  members,
  supportBlocks,
  supportCanned,
  supportConversations as conv,
  supportMessages as msg,
  supportRounds as rounds,
  supportSettings,
} from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import { descNullsLast, olderThan, type Cursor } from '../../platform/paging.js';

/** SQL of the support chat: conversations (one per device or member), messages, rounds, canned replies, settings, blocks. */

export type ConversationRow = typeof conv.$inferSelect;
export type MessageRow = typeof msg.$inferSelect;
export type CannedRow = typeof supportCanned.$inferSelect;

export async function byId(db: Executor, id: number, lock = false): Promise<ConversationRow | null> {
  const q = db.select().from(conv).where(eq(conv.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function ofMember(db: Executor, memberId: number, lock = false): Promise<ConversationRow | null> {
  const q = db.select().from(conv).where(eq(conv.memberId, memberId)).orderBy(desc(conv.id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The visitor conversation of a device (not yet a member's). */
export async function ofDevice(db: Executor, deviceId: string, lock = false): Promise<ConversationRow | null> {
  const q = db
    .select()
    .from(conv)
    .where(and(eq(conv.deviceId, deviceId), isNull(conv.memberId)))
    .orderBy(desc(conv.id))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function byChannelKey(db: Executor, key: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(conv).where(eq(conv.channelKey, key)).limit(1);
  return row ?? null;
}

/** A transaction-long lock on one caller (a device or a member), so their first messages make one conversation. */
export async function lockCaller(tx: Executor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`support:${key}`}))`);
}

export async function insertConversation(tx: Executor, values: typeof conv.$inferInsert): Promise<ConversationRow> {
  const [row] = await tx.insert(conv).values(values).returning();
  return row;
}

export async function updateConversation(
  tx: Executor,
  id: number,
  values: Partial<typeof conv.$inferInsert>,
): Promise<ConversationRow> {
  const [row] = await tx.update(conv).set(values).where(eq(conv.id, id)).returning();
  return row;
}

/** A visitor's conversation joins the member's: its messages move over and it goes. */
export async function mergeInto(tx: Executor, from: number, into: number): Promise<void> {
  await tx.update(msg).set({ conversationId: into }).where(eq(msg.conversationId, from));
  await tx.update(rounds).set({ conversationId: into }).where(eq(rounds.conversationId, from));
  await tx.delete(conv).where(eq(conv.id, from));
}

export async function addMessage(tx: Executor, values: typeof msg.$inferInsert): Promise<MessageRow> {
  const [row] = await tx.insert(msg).values(values).returning();
  if (!row.internal)
    await tx
      .update(conv)
      .set({ lastMessageId: row.id, lastMessageAt: row.createdAt })
      .where(eq(conv.id, row.conversationId));
  return row;
}

export function messagesOf(db: Executor, conversationId: number, cursor: Cursor | null, withInternal: boolean) {
  return db
    .select()
    .from(msg)
    .where(
      and(
        eq(msg.conversationId, conversationId),
        withInternal ? undefined : eq(msg.internal, false),
        olderThan(msg.createdAt, msg.id, cursor),
      ),
    )
    .orderBy(...descNullsLast(msg.createdAt, msg.id));
}

export async function messageById(db: Executor, id: number): Promise<MessageRow | null> {
  const [row] = await db.select().from(msg).where(eq(msg.id, id));
  return row ?? null;
}

export async function messagesByIds(db: Executor, ids: number[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(msg).where(inArray(msg.id, ids));
}

/** Messages of `author` after a mark (unread counts). */
export async function countAfter(db: Executor, conversationId: number, author: 'visitor' | 'staff', after: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(msg)
    .where(
      and(
        eq(msg.conversationId, conversationId),
        eq(msg.author, author),
        eq(msg.internal, false),
        sql`${msg.id} > ${after}`,
      ),
    );
  return Number(row?.n ?? 0);
}

export function conversationsIn(db: Executor, state: string, assigneeId: number | null, cursor: Cursor | null) {
  return db
    .select()
    .from(conv)
    .where(
      and(
        eq(conv.state, state as ConversationRow['state']),
        assigneeId === null ? undefined : eq(conv.assigneeId, assigneeId),
        olderThan(conv.lastMessageAt, conv.id, cursor),
      ),
    )
    .orderBy(...descNullsLast(conv.lastMessageAt, conv.id));
}

export async function stateCounts(db: Executor): Promise<Record<string, number>> {
  const rows = await db
    .select({ state: conv.state, n: sql<number>`count(*)::int` })
    .from(conv)
    .groupBy(conv.state);
  return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
}

/** Conversations with a visitor message no agent has read (the inbox badge). */
export async function unreadConversations(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conv)
    .where(
      sql`${conv.state} <> 'resolved' and exists (select 1 from support_messages m where m.conversation_id = ${conv.id} and m.author = 'visitor' and m.id > ${conv.staffReadUpTo})`,
    );
  return Number(row?.n ?? 0);
}

/** Snoozed conversations whose time came: open again. */
export async function wakeSnoozed(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .update(conv)
    .set({ state: 'open', snoozedUntil: null })
    .where(and(eq(conv.state, 'snoozed'), sql`${conv.snoozedUntil} <= ${now.toISOString()}`))
    .returning({ id: conv.id });
  return rows.length;
}

export async function membersByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: members.id,
      nickname: members.nickname,
      avatar: members.avatar,
      roles: members.roles,
      erasedAt: members.erasedAt,
      email: members.email,
      language: members.language,
    })
    .from(members)
    .where(inArray(members.id, ids));
}

/** Staff who work the inbox (support or admin role). */
export async function agents(db: Executor) {
  return db
    .select({ id: members.id, nickname: members.nickname })
    .from(members)
    .where(sql`(${members.roles} && array['support','admin']::text[]) and ${members.erasedAt} is null`)
    .orderBy(asc(members.id));
}

// ---------------------------------------------------------------- rounds (dashboard)

export async function openRound(tx: Executor, conversationId: number, at: Date) {
  await tx.insert(rounds).values({ conversationId, openedAt: at });
}

async function currentRound(tx: Executor, conversationId: number) {
  const [row] = await tx
    .select()
    .from(rounds)
    .where(eq(rounds.conversationId, conversationId))
    .orderBy(desc(rounds.id))
    .limit(1);
  return row ?? null;
}

export async function firstResponse(tx: Executor, conversationId: number, at: Date) {
  const round = await currentRound(tx, conversationId);
  if (!round || round.firstResponseSeconds !== null) return;
  const seconds = Math.max(0, Math.round((at.getTime() - round.openedAt.getTime()) / 1000));
  await tx.update(rounds).set({ firstResponseSeconds: seconds }).where(eq(rounds.id, round.id));
}

export async function resolveRound(tx: Executor, conversationId: number, at: Date) {
  const round = await currentRound(tx, conversationId);
  if (!round || round.resolutionSeconds !== null) return;
  const seconds = Math.max(0, Math.round((at.getTime() - round.openedAt.getTime()) / 1000));
  await tx.update(rounds).set({ resolutionSeconds: seconds }).where(eq(rounds.id, round.id));
}

export function roundsSince(db: Executor, since: Date) {
  return db.select().from(rounds).where(gte(rounds.openedAt, since)).orderBy(asc(rounds.openedAt));
}

// ---------------------------------------------------------------- canned replies, settings, blocks

export const cannedList = (db: Executor) => db.select().from(supportCanned).orderBy(asc(supportCanned.title));

export async function saveCanned(
  db: Executor,
  id: number | undefined,
  values: Omit<typeof supportCanned.$inferInsert, 'id'>,
) {
  if (id === undefined) return (await db.insert(supportCanned).values(values).returning())[0];
  const [row] = await db.update(supportCanned).set(values).where(eq(supportCanned.id, id)).returning();
  return row ?? null;
}

export async function deleteCanned(db: Executor, id: number): Promise<boolean> {
  return (
    (await db.delete(supportCanned).where(eq(supportCanned.id, id)).returning({ id: supportCanned.id })).length > 0
  );
}

export const cannedCount = async (db: Executor) =>
  Number((await db.select({ n: sql<number>`count(*)::int` }).from(supportCanned))[0]?.n ?? 0);

export async function settings(db: Executor) {
  const [row] = await db.select().from(supportSettings).where(eq(supportSettings.id, 1));
  return row ?? null;
}

export async function saveSettings(db: Executor, values: Omit<typeof supportSettings.$inferInsert, 'id'>) {
  await db
    .insert(supportSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: supportSettings.id, set: values });
}

export async function isBlocked(db: Executor, who: { deviceId: string | null; memberId: number | null; ip: string }) {
  const conds = [and(eq(supportBlocks.kind, 'ip'), eq(supportBlocks.value, who.ip))];
  if (who.deviceId) conds.push(and(eq(supportBlocks.kind, 'device'), eq(supportBlocks.value, who.deviceId)));
  if (who.memberId !== null)
    conds.push(and(eq(supportBlocks.kind, 'member'), eq(supportBlocks.value, String(who.memberId))));
  const [row] = await db
    .select({ id: supportBlocks.id })
    .from(supportBlocks)
    .where(or(...conds))
    .limit(1);
  return Boolean(row);
}

export async function setBlocks(tx: Executor, c: ConversationRow, blocked: boolean, at: Date) {
  await tx.delete(supportBlocks).where(eq(supportBlocks.conversationId, c.id));
  if (blocked) {
    const rows: (typeof supportBlocks.$inferInsert)[] = [];
    if (c.deviceId) rows.push({ kind: 'device', value: c.deviceId, conversationId: c.id, createdAt: at });
    if (c.memberId !== null)
      rows.push({ kind: 'member', value: String(c.memberId), conversationId: c.id, createdAt: at });
    if (c.lastIp) rows.push({ kind: 'ip', value: c.lastIp, conversationId: c.id, createdAt: at });
    if (rows.length) await tx.insert(supportBlocks).values(rows);
  }
  await tx.update(conv).set({ blocked }).where(eq(conv.id, c.id));
}

// ---------------------------------------------------------------- member data

export async function messagesOfMember(db: Executor, memberId: number) {
  return db
    .select({ message: msg })
    .from(msg)
    .innerJoin(conv, eq(conv.id, msg.conversationId))
    .where(and(eq(conv.memberId, memberId), eq(msg.internal, false)))
    .orderBy(asc(msg.id));
}

/** Erasure: the member's conversations and their messages; returns the image keys to remove after the commit. */
export async function deleteOfMember(tx: Executor, memberId: number): Promise<string[]> {
  const imgs = await tx
    .select({ key: msg.imageKey })
    .from(msg)
    .innerJoin(conv, eq(conv.id, msg.conversationId))
    .where(and(eq(conv.memberId, memberId), sql`${msg.imageKey} is not null`));
  await tx.delete(conv).where(eq(conv.memberId, memberId));
  return imgs.flatMap((r) => (r.key ? [r.key] : []));
}

/**
 * Retention: up to `limit` visitor conversations (no member) silent since `before`, except blocked ones
 * (the block lives on them), deleted with their messages and rounds; answers how many and the image keys
 * to remove after the commit.
 */
export async function purgeVisitorConversations(tx: Executor, before: Date, limit: number) {
  const ids = (
    await tx
      .select({ id: conv.id })
      .from(conv)
      .where(and(isNull(conv.memberId), eq(conv.blocked, false), lt(conv.lastMessageAt, before)))
      .orderBy(asc(conv.lastMessageAt))
      .limit(limit)
  ).map((r) => r.id);
  if (ids.length === 0) return { count: 0, keys: [] as string[] };
  const imgs = await tx
    .select({ key: msg.imageKey })
    .from(msg)
    .where(and(inArray(msg.conversationId, ids), sql`${msg.imageKey} is not null`));
  await tx.delete(conv).where(inArray(conv.id, ids));
  return { count: ids.length, keys: imgs.flatMap((r) => (r.key ? [r.key] : [])) };
}
