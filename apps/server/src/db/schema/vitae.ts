import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { VitaeInfo } from '@acsc/shared';
import { members } from './members.js';

/**
 * The member's CV (issue 32, modules/vitae): one row per member holding the info part (checked by the
 * shared vitaeInfo contract before it is written) and the private key of the photo; the experience
 * entries are rows of their own, ordered by `position`.
 */
export const vitae = pgTable('vitae', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  info: jsonb('info').$type<VitaeInfo>().notNull(),
  /** Key in the private store (private/vitae/...), or null. */
  photoKey: text('photo_key'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const vitaeExperience = pgTable(
  'vitae_experience',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'work' | 'internship' | 'project'>().notNull(),
    organization: text('organization').notNull(),
    role: text('role').notNull(),
    /** YYYY-MM. */
    start: text('start_month').notNull(),
    /** YYYY-MM, or null for "present". */
    end: text('end_month'),
    description: text('description').notNull().default(''),
    position: integer('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('vitae_experience_member_idx').on(t.memberId, t.position)],
);
