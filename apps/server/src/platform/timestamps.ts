import { PgTimestamp } from 'drizzle-orm/pg-core';

/** The earliest and latest instants a JavaScript Date holds (±100,000,000 days from 1970). */
const MAX_MS = 8.64e15;

// PostgreSQL's ISO output of timestamptz: `2024-05-01 10:00:00.123456+00`, `0049-01-01 00:00:00+00`,
// `12345-01-01 00:00:00+00`, `0044-03-15 00:00:00+00 BC`, offsets as +HH, +HH:MM or +HH:MM:SS.
const PG_TIMESTAMP =
  /^(\d{4,})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([+-])(\d{2})(?::?(\d{2}))?(?::?(\d{2}))?|Z)?( BC)?$/;

/**
 * Reads a timestamp as PostgreSQL writes it, for every year it can hold. `new Date(text)` (what Drizzle
 * does) reads `0049-01-01 00:00:00+00` as 2049 and `0020-02-29 ...` as Invalid Date, whose toISOString
 * throws: a deadline stored as year 49 showed "open" yet was listed as closed. Years beyond what a Date
 * holds (PostgreSQL goes to 294276) and ±infinity clamp to the last instant a Date holds, so reading a
 * stored value never throws.
 */
export function parsePgTimestamp(text: string): Date {
  if (text === 'infinity') return new Date(MAX_MS);
  if (text === '-infinity') return new Date(-MAX_MS);
  const m = PG_TIMESTAMP.exec(text);
  if (!m) return new Date(text);
  const [, y, mo, d, h, mi, s, frac, sign, oh, om, os, bc] = m;
  const year = bc ? 1 - Number(y) : Number(y);
  const ms = frac ? Math.floor(Number(`0.${frac}`) * 1000) : 0;
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0-99 to 1900-1999.
  date.setUTCFullYear(year, Number(mo) - 1, Number(d));
  date.setUTCHours(Number(h), Number(mi), Number(s), ms);
  const offsetSeconds = sign
    ? (sign === '-' ? -1 : 1) * (Number(oh) * 3600 + Number(om ?? 0) * 60 + Number(os ?? 0))
    : 0;
  const t = date.getTime() - offsetSeconds * 1000;
  if (Number.isNaN(t)) return new Date(year > 0 ? MAX_MS : -MAX_MS);
  return new Date(Math.max(-MAX_MS, Math.min(MAX_MS, t)));
}

let installed = false;
/**
 * Makes every timestamp column read through parsePgTimestamp, on PGlite and on PostgreSQL alike: both
 * Drizzle drivers hand the column the text PostgreSQL sent and the column calls `new Date(text)`. Writing
 * needs no change: Drizzle sends toISOString(), which PostgreSQL reads right for years 1-9999, and the
 * request schemas keep dates inside 2000-2100 (DATE_RANGE in packages/shared).
 */
export function installTimestampCodec() {
  if (installed) return;
  installed = true;
  // A timestamp without time zone has no offset in its text and is read as UTC, as Drizzle does.
  const proto = PgTimestamp.prototype as { mapFromDriverValue(value: unknown): Date };
  proto.mapFromDriverValue = (value: unknown) =>
    typeof value === 'string' ? parsePgTimestamp(value) : (value as Date);
}
