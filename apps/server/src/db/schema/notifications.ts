import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.js';

/**
 * A member's notification: a registered type and its parameters, never rendered text, so each reader
 * sees it in their own language (platform/notification-types.ts renders it).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** 'pending' while an email is owed, 'sent' once it went out (alone or in a digest), else 'none'. */
    emailState: text('email_state').$type<'none' | 'pending' | 'sent'>().notNull().default('none'),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_member_idx').on(t.memberId, t.id.desc()),
    index('notifications_unread_idx')
      .on(t.memberId)
      .where(sql`read_at is null`),
    index('notifications_email_pending_idx')
      .on(t.memberId)
      .where(sql`email_state = 'pending'`),
    index('notifications_emailed_idx')
      .on(t.memberId, t.emailedAt.desc())
      .where(sql`emailed_at is not null`),
  ],
);

/** A member's choice for one notification type; a type without a row uses its default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    channel: text('channel').$type<'in_app' | 'email' | 'off'>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.type] })],
);
