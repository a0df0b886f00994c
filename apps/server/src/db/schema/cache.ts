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
