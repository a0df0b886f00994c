import { describe, expect, it } from 'vitest';
import { parsePgTimestamp } from './timestamps.js';

describe('parsePgTimestamp', () => {
  it('reads every year PostgreSQL writes, including years below 100 that new Date() moves to 19xx/20xx', () => {
    expect(parsePgTimestamp('0049-01-01 00:00:00+00').toISOString()).toBe('0049-01-01T00:00:00.000Z');
    expect(parsePgTimestamp('0020-02-29 00:00:00+00').toISOString()).toBe('0020-02-29T00:00:00.000Z');
    expect(parsePgTimestamp('0001-01-01 00:00:00+00').toISOString()).toBe('0001-01-01T00:00:00.000Z');
    expect(parsePgTimestamp('0001-12-31 00:00:00+00 BC').toISOString()).toBe('0000-12-31T00:00:00.000Z');
    expect(parsePgTimestamp('2024-05-01 10:00:00.123456+00').toISOString()).toBe('2024-05-01T10:00:00.123Z');
    expect(parsePgTimestamp('12345-06-07 08:09:10+00').toISOString()).toBe('+012345-06-07T08:09:10.000Z');
  });

  it('applies offsets in every form PostgreSQL prints them, and reads a value without one as UTC', () => {
    expect(parsePgTimestamp('2024-05-01 10:00:00+07').toISOString()).toBe('2024-05-01T03:00:00.000Z');
    expect(parsePgTimestamp('2024-05-01 10:00:00-03:30').toISOString()).toBe('2024-05-01T13:30:00.000Z');
    expect(parsePgTimestamp('1900-01-01 00:00:00+06:42:04').toISOString()).toBe('1899-12-31T17:17:56.000Z');
    expect(parsePgTimestamp('2024-05-01 10:00:00').toISOString()).toBe('2024-05-01T10:00:00.000Z');
  });

  it('never gives an Invalid Date: years past what a Date holds and infinity clamp to its limits', () => {
    for (const text of [
      '294276-12-31 23:59:59+00',
      'infinity',
      '-infinity',
      '4713-01-01 00:00:00+00 BC',
      '275760-09-13 00:00:01+00',
    ]) {
      expect(() => parsePgTimestamp(text).toISOString(), text).not.toThrow();
    }
    expect(parsePgTimestamp('infinity').getTime()).toBe(8.64e15);
    expect(parsePgTimestamp('294276-12-31 23:59:59+00').getTime()).toBe(8.64e15);
  });
});
