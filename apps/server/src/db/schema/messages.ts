import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.js';
import { privateFiles } from './private-files.js';

/**
 * Private messages between members (issue 11, modules/messages). A conversation is one pair of members, stored with the
 * lower id first so the pair has one row; each side keeps its read mark (the newest message id it read).
 */
export const exchangeConversations = pgTable(
  'exchange_conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberA: bigint('member_a', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    memberB: bigint('member_b', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Newest message id read by member_a / member_b (0: none). */
    aReadUpTo: bigint('a_read_up_to', { mode: 'number' }).notNull().default(0),
    bReadUpTo: bigint('b_read_up_to', { mode: 'number' }).notNull().default(0),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    /** Time of the newest message (the list's order), or of the creation. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('exchange_conversations_pair_uq').on(t.memberA, t.memberB),
    index('exchange_conversations_a_idx').on(t.memberA, t.lastMessageAt.desc(), t.id.desc()),
    index('exchange_conversations_b_idx').on(t.memberB, t.lastMessageAt.desc(), t.id.desc()),
    check('exchange_conversations_order', sql`${t.memberA} < ${t.memberB}`),
  ],
);

export const exchangeMessages = pgTable(
  'exchange_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => exchangeConversations.id, { onDelete: 'cascade' }),
    senderId: bigint('sender_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    text: text('text'),
    /** A private file of the sender (modules/file, platform/private-store.ts); gone when the sender's account is erased. */
    imageFileId: bigint('image_file_id', { mode: 'number' }).references(() => privateFiles.id, {
      onDelete: 'set null',
    }),
    /** 'visible', or 'hidden' by moderation (three reports or a moderator). */
    status: text('status').$type<'visible' | 'hidden'>().notNull().default('visible'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('exchange_messages_conversation_idx').on(t.conversationId, t.createdAt.desc(), t.id.desc()),
    index('exchange_messages_sender_idx').on(t.senderId),
  ],
);
