import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.js';

/**
 * The live support chat (issue 33, modules/support). One conversation per visitor device or member: a
 * visitor's is keyed by its Device-Id and attached to the member who signs in on that device. Each side
 * keeps its delivered and read marks (the newest message id of the other side it got / showed).
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The visitor's device (null once the conversation belongs to a member). */
    deviceId: text('device_id'),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'cascade' }),
    /** Random key of the live channel `support:<key>` (the visitor's page subscribes with it). */
    channelKey: text('channel_key').notNull(),
    state: text('state').$type<'open' | 'pending' | 'snoozed' | 'resolved'>().notNull().default('open'),
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }),
    assigneeId: bigint('assignee_id', { mode: 'number' }).references(() => members.id, { onDelete: 'set null' }),
    name: text('name'),
    contact: text('contact'),
    language: text('language').notNull(),
    page: text('page'),
    lastIp: text('last_ip'),
    blocked: boolean('blocked').notNull().default(false),
    /** The visitor wrote while nobody answered: the staff's reply also goes by email, SMS or notification. */
    awaitingAway: boolean('awaiting_away').notNull().default(false),
    visitorDeliveredUpTo: bigint('visitor_delivered_up_to', { mode: 'number' }).notNull().default(0),
    visitorReadUpTo: bigint('visitor_read_up_to', { mode: 'number' }).notNull().default(0),
    staffDeliveredUpTo: bigint('staff_delivered_up_to', { mode: 'number' }).notNull().default(0),
    staffReadUpTo: bigint('staff_read_up_to', { mode: 'number' }).notNull().default(0),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    /** When the current round began (the first visitor message, or the one that reopened it). */
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('support_conversations_device_idx').on(t.deviceId),
    index('support_conversations_member_idx').on(t.memberId),
    index('support_conversations_channel_idx').on(t.channelKey),
    index('support_conversations_state_idx').on(t.state, t.lastMessageAt.desc(), t.id.desc()),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    author: text('author').$type<'visitor' | 'staff' | 'system'>().notNull(),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => members.id, { onDelete: 'set null' }),
    text: text('text'),
    /** The re-encoded image's key in the private store (platform/private-store.ts), and its type. */
    imageKey: text('image_key'),
    imageMime: text('image_mime'),
    internal: boolean('internal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('support_messages_conversation_idx').on(t.conversationId, t.id.desc())],
);

/** One round of a conversation (opened by the visitor, answered, resolved): the dashboard's numbers. */
export const supportRounds = pgTable(
  'support_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    firstResponseSeconds: integer('first_response_seconds'),
    resolutionSeconds: integer('resolution_seconds'),
  },
  (t) => [index('support_rounds_opened_idx').on(t.openedAt)],
);

export const supportCanned = pgTable('support_canned', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull(),
  text: jsonb('text').$type<{ zh_CN: string; km_KH: string; en_US: string }>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The office hours and greeting: one row (id 1). */
export const supportSettings = pgTable('support_settings', {
  id: integer('id').primaryKey(),
  days: jsonb('days').$type<({ open: string; close: string } | null)[]>().notNull(),
  greeting: jsonb('greeting').$type<{ zh_CN: string; km_KH: string; en_US: string }>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Blocked visitor devices and addresses. */
export const supportBlocks = pgTable(
  'support_blocks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<'device' | 'ip' | 'member'>().notNull(),
    value: text('value').notNull(),
    conversationId: bigint('conversation_id', { mode: 'number' }).references(() => supportConversations.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('support_blocks_value_idx').on(t.kind, t.value)],
);
