import { and, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@acsc/shared';

/**
 * The /reservation list's filters (issue 31), for events and appointment services alike: a month in the item's
 * own time zone, and a city named in any of the three languages. Both use an index: the month bounds the start
 * time (its btree index) before the exact month in the item's zone is checked, and the city is a containment
 * (`@>`) the city column's GIN index answers.
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

/** The localized city column names `city` in one of the languages (exactly, as the list shows it). */
export function cityIs(city: PgColumn, name: string): SQL {
  return or(...LANGUAGES.map((lang) => sql`${city} @> ${JSON.stringify({ [lang]: name })}::jsonb`))!;
}
