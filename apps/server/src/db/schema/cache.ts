import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row (id 1) whose version grows with every write to public content; triggers of migration
 * 0006 bump it, so every process's read cache (platform/read-cache.ts) knows when to drop its answers
 * whoever wrote (staff API, seeders, another process, psql).
 */
export const contentVersion = pgTable('content_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The exchange's own freshness counter (issue 11): member posts are not editorial content, so they
 * must not drop the news caches (the cache rule: member writes never bump content_version). Triggers
 * of migration 0014 bump it when a post appears, changes, leaves or changes audience or status, when
 * a post's media change, and when a member's card (nickname, avatar, roles, erasure) changes. Counts
 * (likes, comments, collects, the Popular score) do not bump it: the visitor feed shows them within
 * the cache's slot, a member's overlay reads them fresh.
 */
export const exchangeVersion = pgTable('exchange_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Reservations' freshness counter (issue 31): places left change with every registration, which is a
 * member write and must not drop the content caches. Triggers of migration 0021 bump it when an event, an
 * appointment service or a slot changes (the counts of taken and waiting places are columns of those rows,
 * so every registration, cancellation, promotion and booking bumps it): the visitor reads of the list and an
 * event (and their drawn pages) are kept until the next such write, never showing a place that is gone.
 */
export const reservationVersion = pgTable('reservation_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
