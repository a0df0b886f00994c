import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format.js';

/** Spec section 3, date formats: YYYY-MM-DD (and the date-time form, in the visitor's time zone). */
describe('date formats', () => {
  it('a date is YYYY-MM-DD with zero-padded month and day, in the local time zone', () => {
    expect(formatDate(new Date(2026, 0, 5, 23, 59).toISOString())).toBe('2026-01-05');
    expect(formatDate(new Date(2026, 10, 24).toISOString())).toBe('2026-11-24');
  });

  it('a date-time is YYYY-MM-DD HH:mm:ss with zero-padded hours, minutes and seconds', () => {
    expect(formatDateTime(new Date(2026, 2, 1, 7, 4, 9).toISOString())).toBe('2026-03-01 07:04:09');
    expect(formatDateTime(new Date(2026, 11, 31, 23, 59, 59).toISOString())).toBe('2026-12-31 23:59:59');
  });

  it('an unreadable date gives an empty text, never "NaN"', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});
