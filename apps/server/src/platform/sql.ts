import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Database helpers every layer uses: driver error codes, LIKE escaping, localized text columns. */

/** PostgreSQL's unique_violation, however the driver wraps it (pg, PGlite, Drizzle's query error). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
}

/** A LIKE pattern that matches `term` literally anywhere. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

/** All translations of a localized jsonb column as one text, for substring matching. */
export const allLanguagesText = (col: PgColumn): SQL =>
  sql`concat_ws(' ', ${col}->>'zh_CN', ${col}->>'km_KH', ${col}->>'en_US')`;
