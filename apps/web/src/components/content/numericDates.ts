/*
 * The spec's numeric date forms (section 3) in the visitor's time zone: the part of format.ts (the one
 * date formatter, which every component imports) that the entry needs before the app starts, to write a
 * server-drawn page's dates (main.tsx). Kept apart so the language forms stay out of the entry's bytes.
 */

export const pad = (n: number) => String(n).padStart(2, '0');

/** A Date from an ISO time, or from a calendar day ("2025-12-31": that day, not UTC midnight moved to the zone). */
export function toDate(value: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const d = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

export const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const hm = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** Spec section 3: YYYY-MM-DD. */
export function formatDate(iso: string): string {
  const d = toDate(iso);
  return d ? ymd(d) : '';
}

/** Spec section 3: YYYY-MM-DD HH:mm:ss (24-hour in every language); `seconds: false` for YYYY-MM-DD HH:mm. */
export function formatDateTime(iso: string, { seconds = true }: { seconds?: boolean } = {}): string {
  const d = toDate(iso);
  return d ? `${ymd(d)} ${hm(d)}${seconds ? `:${pad(d.getSeconds())}` : ''}` : '';
}
