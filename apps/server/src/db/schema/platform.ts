import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.js';

/**
 * Background jobs (platform/jobs): deferred and scheduled work as rows, so a restart or a crash loses
 * none. A job is `queued` until `runAt`, `active` while a process holds its lease (`lockedUntil`),
 * then `done`, or `failed` after its last attempt (the dead letters admins see).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    data: jsonb('data').notNull().default({}),
    state: text('state').$type<'queued' | 'active' | 'done' | 'failed'>().notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** At most one queued job per (name, singletonKey): sending another while one waits does nothing. */
    singletonKey: text('singleton_key'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`state = 'queued'`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`state = 'active'`),
    index('jobs_finished_idx').on(t.state, t.finishedAt),
    uniqueIndex('jobs_singleton_uq')
      .on(t.name, t.singletonKey)
      .where(sql`state = 'queued' and singleton_key is not null`),
  ],
);

/** Cron schedules: the next time each scheduled job is due; one process enqueues each slot. */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  cron: text('cron').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
});

/** The newest live-event sequence number of each member; its row lock orders one member's events. */
export const liveCursors = pgTable('live_cursors', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  seq: bigint('seq', { mode: 'number' }).notNull(),
});

/**
 * Stored live events (platform/live): what a member's open pages are sent, kept for a few days so a
 * page that reconnects gets what it missed from here, never from a process's memory.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    /** Language-neutral: rendered for each connection when sent. */
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.seq] }), index('live_events_created_idx').on(t.createdAt)],
);
