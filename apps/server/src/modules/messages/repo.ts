import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  exchangeConversations as conv,
  exchangeMessages as msg,
  memberBlocks,
  memberFollows,
  members,
  privateFiles,
} from '../../db/schema/index.js';
import { rowsOf, type Executor } from '../../platform/db.js';
import { descNullsLast, olderThan, type Cursor } from '../../platform/paging.js';

/** SQL of the private messages: conversations (one row per pair, lower id first), messages, read marks. */

export type ConversationRow = typeof conv.$inferSelect;
export type MessageRow = typeof msg.$inferSelect;

/** The pair as stored: lower id first. */
export const pairOf = (x: number, y: number): [number, number] => (x < y ? [x, y] : [y, x]);

/** The columns a member card and the privacy rule read, of an account that is not disabled. */
export async function memberForMessages(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: members.id,
      nickname: members.nickname,
      avatar: members.avatar,
      roles: members.roles,
      certifiedAlumnus: members.certifiedAlumnus,
      erasedAt: members.erasedAt,
      messagePolicy: members.messagePolicy,
      profilePolicy: members.profilePolicy,
      status: members.status,
    })
    .from(members)
    .where(eq(members.id, id))
    .limit(1);
  return row && row.status !== 'disabled' ? row : null;
}

/**
 * What a send checks, in one query: the sender's and the recipient's rows (memberForMessages' columns and
 * the suspension; the recipient null when missing or disabled), whether either blocked the other, whether
 * the recipient follows the sender (their privacy choice may ask), and the pair's conversation if any.
 */
export async function sendingFacts(db: Executor, senderId: number, targetId: number) {
  const [a, b] = pairOf(senderId, targetId);
  const rows = await db
    .select({
      id: members.id,
      nickname: members.nickname,
      avatar: members.avatar,
      roles: members.roles,
      certifiedAlumnus: members.certifiedAlumnus,
      erasedAt: members.erasedAt,
      messagePolicy: members.messagePolicy,
      profilePolicy: members.profilePolicy,
      status: members.status,
      suspendedUntil: members.suspendedUntil,
      blocked: sql<boolean>`exists (select 1 from ${memberBlocks} where (${memberBlocks.blockerId} = ${senderId} and ${memberBlocks.blockedId} = ${targetId}) or (${memberBlocks.blockerId} = ${targetId} and ${memberBlocks.blockedId} = ${senderId}))`,
      follows: sql<boolean>`exists (select 1 from ${memberFollows} where ${memberFollows.followerId} = ${targetId} and ${memberFollows.followeeId} = ${senderId})`,
      conversationId: sql<
        number | null
      >`(select ${conv.id} from ${conv} where ${conv.memberA} = ${a} and ${conv.memberB} = ${b})`,
    })
    .from(members)
    .where(inArray(members.id, [senderId, targetId]));
  const sender = rows.find((r) => r.id === senderId) ?? null;
  const target = rows.find((r) => r.id === targetId && r.status !== 'disabled') ?? null;
  const first = rows[0];
  const conversationId = first?.conversationId == null ? null : Number(first.conversationId);
  return { sender, target, blocked: Boolean(first?.blocked), follows: Boolean(first?.follows), conversationId };
}

export async function findConversation(db: Executor, x: number, y: number): Promise<ConversationRow | null> {
  const [a, b] = pairOf(x, y);
  const [row] = await db
    .select()
    .from(conv)
    .where(and(eq(conv.memberA, a), eq(conv.memberB, b)))
    .limit(1);
  return row ?? null;
}

/** The pair's conversation, made when missing, locked for the caller's transaction (messages of one pair are ordered). */
export async function lockConversation(tx: Executor, x: number, y: number, now: Date): Promise<ConversationRow> {
  const [a, b] = pairOf(x, y);
  const lock = () =>
    tx
      .select()
      .from(conv)
      .where(and(eq(conv.memberA, a), eq(conv.memberB, b)))
      .for('update')
      .limit(1);
  // Most messages continue a conversation: one statement then; a new pair makes its row first.
  const [found] = await lock();
  if (found) return found;
  await tx.insert(conv).values({ memberA: a, memberB: b, lastMessageAt: now, createdAt: now }).onConflictDoNothing();
  const [row] = await lock();
  return row;
}

/**
 * A new message in a conversation, which it becomes the last of, read by its sender; one statement. The
 * conversation's row is locked first (the update) and the message's id drawn under that lock, so the ids of
 * one pair's messages follow the order they were written in.
 */
export async function addMessage(
  tx: Executor,
  c: Pick<ConversationRow, 'id' | 'memberA'>,
  values: Omit<typeof msg.$inferInsert, 'conversationId' | 'id' | 'status'>,
): Promise<MessageRow> {
  const isA = c.memberA === values.senderId;
  const at = values.createdAt.toISOString();
  const rows = await rowsOf<{ id: string | number }>(
    tx,
    sql`with c as (
      update ${conv} set (last_message_id, last_message_at, a_read_up_to, b_read_up_to) = (
        select x.id, ${at}::timestamptz,
          ${isA ? sql`x.id` : sql`${conv}.a_read_up_to`}, ${isA ? sql`${conv}.b_read_up_to` : sql`x.id`}
        from (select nextval(pg_get_serial_sequence('exchange_messages', 'id')) as id) x)
      where ${conv}.id = ${c.id}
      returning ${conv}.last_message_id as id
    )
    insert into ${msg} (id, conversation_id, sender_id, text, image_file_id, created_at)
    select c.id, ${c.id}, ${values.senderId}, ${values.text ?? null}, ${values.imageFileId ?? null}, ${at}::timestamptz from c
    returning id`,
  );
  return {
    id: Number(rows[0].id),
    conversationId: c.id,
    senderId: values.senderId,
    text: values.text ?? null,
    imageFileId: values.imageFileId ?? null,
    status: 'visible',
    createdAt: values.createdAt,
  };
}

/** Moves one member's read mark forward (never back) to `upTo`. Returns the mark after. */
export async function markRead(tx: Executor, c: ConversationRow, memberId: number, upTo: number): Promise<number> {
  const isA = c.memberA === memberId;
  const column = isA ? conv.aReadUpTo : conv.bReadUpTo;
  const [row] = await tx
    .update(conv)
    .set(isA ? { aReadUpTo: sql`greatest(${column}, ${upTo})` } : { bReadUpTo: sql`greatest(${column}, ${upTo})` })
    .where(eq(conv.id, c.id))
    .returning({ a: conv.aReadUpTo, b: conv.bReadUpTo });
  return isA ? row.a : row.b;
}

/** Visible messages to `memberId` past their read mark (join conversations first). */
const unreadBy = (memberId: number) =>
  and(
    sql`${msg.senderId} <> ${memberId}`,
    eq(msg.status, 'visible'),
    or(
      and(eq(conv.memberA, memberId), sql`${msg.id} > ${conv.aReadUpTo}`),
      and(eq(conv.memberB, memberId), sql`${msg.id} > ${conv.bReadUpTo}`),
    ),
  );

/**
 * Messages to `memberId` past their read mark, over all conversations (the header's badge). Counted per
 * conversation of the member (their conversation indexes, then each one's messages by its index), never by
 * a scan of all messages: a seq scan is what the planner picks without fresh statistics (PGlite has no
 * autovacuum), and each message sent counts twice.
 */
export async function unreadTotal(db: Executor, memberId: number): Promise<number> {
  const rows = await rowsOf<{ n: number | string }>(db, sql`select ${unreadTotalSql(memberId)} as n`);
  return Number(rows[0]?.n ?? 0);
}

/** unreadTotal as an expression (an int), for a statement that reads it among other things (a message's live events). */
export const unreadTotalSql = (memberId: number) =>
  sql`(select coalesce(sum(x.n), 0)::int from ${conv}
    cross join lateral (select count(*) as n from ${msg} where ${msg.conversationId} = ${conv.id} and ${unreadBy(memberId)}) x
    where ${conv.memberA} = ${memberId} or ${conv.memberB} = ${memberId})`;

/** The oldest visible message to `memberId` past their read mark, over all conversations (the unread notice). */
export async function oldestUnread(db: Executor, memberId: number): Promise<MessageRow | null> {
  const [row] = await db
    .select({ m: msg })
    .from(msg)
    .innerJoin(conv, eq(conv.id, msg.conversationId))
    .where(unreadBy(memberId))
    .orderBy(msg.createdAt, msg.id)
    .limit(1);
  return row?.m ?? null;
}

/** One page of a member's conversations that have a message, the latest first. */
export function conversationsOf(db: Executor, memberId: number, cursor: Cursor | null) {
  // Spelled out with the table: inside select fields Drizzle leaves columns unqualified, which a subquery would misread.
  const c = sql.raw('exchange_conversations');
  const other = sql<number>`case when ${c}.member_a = ${memberId} then ${c}.member_b else ${c}.member_a end`;
  const readUpTo = sql`case when ${c}.member_a = ${memberId} then ${c}.a_read_up_to else ${c}.b_read_up_to end`;
  return db
    .select({
      id: conv.id,
      otherId: other.mapWith(Number),
      lastMessageId: conv.lastMessageId,
      lastMessageAt: conv.lastMessageAt,
      unread:
        sql<number>`(select count(*)::int from ${msg} m where m.conversation_id = ${c}.id and m.sender_id <> ${memberId} and m.status = 'visible' and m.id > ${readUpTo})`.mapWith(
          Number,
        ),
    })
    .from(conv)
    .where(
      and(
        or(eq(conv.memberA, memberId), eq(conv.memberB, memberId)),
        sql`${conv.lastMessageId} is not null`,
        olderThan(conv.lastMessageAt, conv.id, cursor),
      ),
    )
    .orderBy(...descNullsLast(conv.lastMessageAt, conv.id));
}

/** The other member of the reader's latest conversation with a message, or null. */
export async function latestPartner(db: Executor, memberId: number): Promise<number | null> {
  const [row] = await conversationsOf(db, memberId, null).limit(1);
  return row ? row.otherId : null;
}

export async function membersByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: members.id,
      nickname: members.nickname,
      avatar: members.avatar,
      roles: members.roles,
      certifiedAlumnus: members.certifiedAlumnus,
      erasedAt: members.erasedAt,
    })
    .from(members)
    .where(inArray(members.id, ids));
}

export async function messagesByIds(db: Executor, ids: number[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(msg).where(inArray(msg.id, ids));
}

/** One page of a conversation's messages, newest first (the page shows them upward). */
export function messagesOf(db: Executor, conversationId: number, cursor: Cursor | null) {
  return db
    .select()
    .from(msg)
    .where(and(eq(msg.conversationId, conversationId), olderThan(msg.createdAt, msg.id, cursor)))
    .orderBy(...descNullsLast(msg.createdAt, msg.id));
}

export async function messageWithConversation(db: Executor, id: number) {
  const [row] = await db
    .select({ message: msg, conversation: conv })
    .from(msg)
    .innerJoin(conv, eq(conv.id, msg.conversationId))
    .where(eq(msg.id, id))
    .limit(1);
  return row ?? null;
}

/** A private file of `ownerId` that is an image (what a message may carry). */
export async function ownImage(db: Executor, ownerId: number, fileId: number) {
  const [row] = await db
    .select({ id: privateFiles.id, mime: privateFiles.mime })
    .from(privateFiles)
    .where(and(eq(privateFiles.id, fileId), eq(privateFiles.ownerId, ownerId)))
    .limit(1);
  return row && row.mime.startsWith('image/') ? row : null;
}

/** What a member sent, for their data export. */
export function sentBy(db: Executor, memberId: number) {
  return db
    .select({
      id: msg.id,
      conversationId: msg.conversationId,
      memberA: conv.memberA,
      memberB: conv.memberB,
      text: msg.text,
      imageFileId: msg.imageFileId,
      createdAt: msg.createdAt,
    })
    .from(msg)
    .innerJoin(conv, eq(conv.id, msg.conversationId))
    .where(eq(msg.senderId, memberId))
    .orderBy(msg.id);
}

/** Account erasure: the member's messages go (they are personal); the other member keeps theirs. */
export async function deleteSentBy(tx: Executor, memberId: number) {
  await tx.delete(msg).where(eq(msg.senderId, memberId));
}

export async function setMessageStatus(tx: Executor, id: number, status: 'visible' | 'hidden') {
  await tx.update(msg).set({ status }).where(eq(msg.id, id));
}

/** Messages with their conversation's two members (the reportable kind: moderation's queue and decisions). */
export function messagesWithMembers(db: Executor, ids: number[]) {
  return db
    .select({ m: msg, a: conv.memberA, b: conv.memberB })
    .from(msg)
    .innerJoin(conv, eq(conv.id, msg.conversationId))
    .where(inArray(msg.id, ids));
}

/** A moderator's delete: the row goes; answers its sender and image, for the private file's removal. */
export async function deleteMessage(tx: Executor, id: number) {
  const [row] = await tx
    .delete(msg)
    .where(eq(msg.id, id))
    .returning({ senderId: msg.senderId, imageFileId: msg.imageFileId });
  return row ?? null;
}
