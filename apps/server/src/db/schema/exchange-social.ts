import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.js';
import { privateFiles } from './private-files.js';

export type ReportOutcome = 'upheld' | 'dismissed';

/**
 * Private messages of the exchange (issue 11). A conversation is one pair of members, stored with the
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
    imageFileId: bigint('image_file_id', { mode: 'number' }).references(() => privateFiles.id, { onDelete: 'set null' }),
    /** 'visible', or 'hidden' by moderation (three reports or a moderator). */
    status: text('status').$type<'visible' | 'hidden'>().notNull().default('visible'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('exchange_messages_conversation_idx').on(t.conversationId, t.createdAt.desc(), t.id.desc()), index('exchange_messages_sender_idx').on(t.senderId)],
);

/**
 * A member's report of a post, comment, message or member (one per reporter per item). Open until a
 * moderator decides on the item (resolved_at), which records whether the decision upheld the report or
 * dismissed it (outcome: the reporter's record, moderation/scores.ts). The author is copied so the queue
 * reads their history.
 */
export const exchangeReports = pgTable(
  'exchange_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    targetType: text('target_type').$type<'post' | 'comment' | 'message' | 'member'>().notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    reporterId: bigint('reporter_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    text: text('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** Set with resolved_at by the moderator's decision: 'upheld' (hidden, deleted, rejected, suspended) or 'dismissed'. */
    outcome: text('outcome').$type<ReportOutcome>(),
  },
  (t) => [
    uniqueIndex('exchange_reports_once_uq').on(t.targetType, t.targetId, t.reporterId),
    index('exchange_reports_open_idx').on(t.targetType, t.targetId).where(sql`resolved_at is null`),
    index('exchange_reports_author_idx').on(t.authorId),
    // A reporter's record (the weight of their next report) and the erasure of a member's reports.
    index('exchange_reports_reporter_idx').on(t.reporterId, t.outcome),
    check('exchange_reports_outcome', sql`${t.outcome} in ('upheld', 'dismissed')`),
  ],
);

/** Every moderator decision (also audited), read as the author's history in the queue. */
export const exchangeModerationDecisions = pgTable(
  'exchange_moderation_decisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    targetType: text('target_type').notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** hide | restore | delete | dismiss | approve | reject | suspend | auto-hide (three reports) */
    action: text('action').notNull(),
    moderatorId: bigint('moderator_id', { mode: 'number' }).references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('exchange_moderation_decisions_author_idx').on(t.authorId, t.action)],
);

/** Admins' watched words: a post or comment containing one is held for review. */
export const exchangeWatchedWords = pgTable(
  'exchange_watched_words',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Lower-cased. */
    word: text('word').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('exchange_watched_words_word_uq').on(t.word)],
);
