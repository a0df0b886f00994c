import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.js';

export type ReportOutcome = 'upheld' | 'dismissed';

/**
 * A member's report of a post, comment, message or member (one per reporter per item). Open until a
 * moderator decides on the item (resolved_at), which records whether the decision upheld the report or
 * dismissed it (outcome: the reporter's record, modules/moderation/scores.ts). The author is copied so the queue
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
    index('exchange_reports_open_idx')
      .on(t.targetType, t.targetId)
      .where(sql`resolved_at is null`),
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
