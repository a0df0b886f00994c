import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The /reservation list's filters (issue 31), for events and appointment services alike: a month in the item's
 * own time zone, and a city named in any of the three languages. The month bounds the start time (its btree
 * index) before the exact month in the item's zone is checked; the city is matched as typed (any case, a part).
 */

/**
 * The widest UTC range a month (YYYY-MM) covers in any time zone (UTC-12 to UTC+14): events use UTC+7 and
 * UTC+8 today (RESERVATION_TIME_ZONES), and a zone added there needs no change here; the exact month in the
 * row's zone is checked after.
 */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number);
  return { from: new Date(Date.UTC(y, m - 1, 1) - 14 * 3_600_000), to: new Date(Date.UTC(y, m, 1) + 12 * 3_600_000) };
}

/** Starts within `month` in the row's own time zone. */
export function inMonth(startsAt: PgColumn, timeZone: PgColumn | SQL, month: string): SQL {
  const { from, to } = monthBounds(month);
  return and(
    gte(startsAt, from),
    lt(startsAt, to),
    sql`to_char(${startsAt} at time zone ${timeZone}, 'YYYY-MM') = ${month}`,
  )!;
}

/**
 * The localized city column holds `name` in one of the languages, in any letter case and as a part
 * ("phnom" finds Phnom Penh, 暹 finds 暹粒): what a member types in the list's city box. No index answers a
 * part of a name; the list's other conditions (published, upcoming or past, the month's bounds) keep the
 * rows it is checked on few.
 */
export function cityIs(city: PgColumn, name: string): SQL {
  return sql`exists (select 1 from jsonb_each_text(${city}) as c(lang, name) where position(lower(${name}) in lower(c.name)) > 0)`;
}
