import { and, lte, ne, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { descNullsLast } from '../../platform/paging.js';

/**
 * The one visibility rule of public content: not a draft and its publish time has passed, so a
 * scheduled item appears by itself when its time comes. Matches the partial indexes (status <> 'draft').
 */
export function visibleAt(table: { status: PgColumn; publishAt: PgColumn }, now: Date): SQL {
  return and(ne(table.status, 'draft'), lte(table.publishAt, now))!;
}

/** Newest first, written to match the (publish_at DESC NULLS LAST, id DESC NULLS LAST) indexes. */
export function newestFirst(table: { publishAt: PgColumn; id: PgColumn }): SQL[] {
  return descNullsLast(table.publishAt, table.id);
}
