import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatLongDateTime,
  formatMonthDay,
  formatRecent,
  formatTime,
} from './format.js';
import { formatMonth, formatZonedDateTime, formatZonedDay, formatZonedTime, utcOffsetName } from './zonedDates.js';

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

/** Issue 27: every date and time in the page's language, through this one file. */
describe('dates and times in the page language', () => {
  const afternoon = new Date(2026, 10, 28, 15, 4, 9).toISOString();
  const morning = new Date(2026, 0, 5, 3, 44).toISOString();

  it('the clock is 24-hour in Chinese and Khmer, 12-hour in English', () => {
    expect([formatTime(afternoon, 'zh_CN'), formatTime(morning, 'zh_CN')]).toEqual(['15:04', '03:44']);
    expect(formatTime(afternoon, 'km_KH')).toBe('15:04');
    expect([
      formatTime(afternoon, 'en_US'),
      formatTime(morning, 'en_US'),
      formatTime(new Date(2026, 0, 5, 0, 5).toISOString(), 'en_US'),
    ]).toEqual(['3:04 PM', '3:44 AM', '12:05 AM']);
  });

  it('a day written out has Khmer month names in Khmer', () => {
    expect(formatLongDate(afternoon, 'zh_CN')).toBe('2026年11月28日');
    expect(formatLongDate(afternoon, 'km_KH')).toBe('28 វិច្ឆិកា 2026');
    expect(formatLongDate(morning, 'km_KH')).toBe('5 មករា 2026');
    expect(formatLongDate(afternoon, 'en_US')).toBe('November 28, 2026');
  });

  it('a moment written out', () => {
    expect(formatLongDateTime(afternoon, 'zh_CN')).toBe('2026年11月28日 15:04');
    expect(formatLongDateTime(afternoon, 'km_KH')).toBe('28 វិច្ឆិកា 2026 15:04');
    expect(formatLongDateTime(afternoon, 'en_US')).toBe('Nov 28, 2026, 3:04 PM');
  });

  it('a message shows the clock today and the day with it before', () => {
    const now = new Date(2026, 10, 28, 20, 0);
    expect(formatRecent(afternoon, 'zh_CN', now)).toBe('15:04');
    expect(formatRecent(morning, 'zh_CN', now)).toBe('2026年1月5日 03:44');
  });

  it('a calendar day stays that day in every time zone, and the short forms', () => {
    expect(formatDate('2025-12-31')).toBe('2025-12-31');
    expect(formatLongDate('2025-12-31', 'en_US')).toBe('December 31, 2025');
    expect(formatMonthDay(afternoon)).toBe('11-28');
    expect(formatDateTime(afternoon, { seconds: false })).toBe('2026-11-28 15:04');
    expect([formatTime('', 'zh_CN'), formatLongDate('x', 'km_KH'), formatMonthDay('')]).toEqual(['', '', '']);
  });
});

/** Issue 31: an event's time in its own zone, the zone named, whatever the reader's zone and browser. */
describe('a time in a named time zone', () => {
  const start = '2026-12-05T02:00:00.000Z'; // 09:00 in Phnom Penh, 10:00 in Beijing

  it("writes the place's wall clock and its offset in the three languages", () => {
    expect(formatZonedDateTime(start, 'Asia/Phnom_Penh', 'zh_CN')).toBe('2026年12月5日 09:00 (UTC+7)');
    expect(formatZonedDateTime(start, 'Asia/Phnom_Penh', 'km_KH')).toBe('5 ធ្នូ 2026 09:00 (UTC+7)');
    expect(formatZonedDateTime(start, 'Asia/Phnom_Penh', 'en_US')).toBe('Dec 5, 2026, 9:00 AM (UTC+7)');
    expect(formatZonedDateTime(start, 'Asia/Shanghai', 'zh_CN')).toBe('2026年12月5日 10:00 (UTC+8)');
  });

  it('crosses midnight into the next day, and knows half-hour zones and summer time', () => {
    expect(formatZonedDateTime('2026-12-05T17:30:00Z', 'Asia/Shanghai', 'zh_CN')).toBe('2026年12月6日 01:30 (UTC+8)');
    expect(formatZonedDateTime('2026-12-05T17:30:00Z', 'Asia/Kolkata', 'en_US')).toBe(
      'Dec 5, 2026, 11:00 PM (UTC+5:30)',
    );
    expect(formatZonedDateTime('2026-07-01T12:00:00Z', 'Europe/Paris', 'zh_CN')).toBe('2026年7月1日 14:00 (UTC+2)');
    expect(formatZonedDateTime('2026-01-01T12:00:00Z', 'Europe/Paris', 'zh_CN')).toBe('2026年1月1日 13:00 (UTC+1)');
  });

  it('names offsets, counts an unknown zone as UTC and writes nothing for no time', () => {
    expect([utcOffsetName(0), utcOffsetName(-180), utcOffsetName(345)]).toEqual(['UTC', 'UTC-3', 'UTC+5:45']);
    expect(formatZonedDateTime(start, 'Mars/Olympus', 'zh_CN')).toBe('2026年12月5日 02:00 (UTC)');
    expect(formatZonedDateTime('', 'Asia/Phnom_Penh', 'zh_CN')).toBe('');
  });

  it("groups an appointment's times by the day they fall on in its zone, with the weekday, in each language", () => {
    const late = '2026-12-05T17:30:00Z'; // Saturday 00:30 on Sunday in Beijing
    expect(formatZonedDay(late, 'Asia/Shanghai', 'zh_CN')).toEqual({
      key: '2026-12-06',
      label: '2026年12月6日 星期日',
    });
    expect(formatZonedDay(late, 'Asia/Phnom_Penh', 'km_KH')).toEqual({
      key: '2026-12-06',
      label: 'ថ្ងៃអាទិត្យ 6 ធ្នូ 2026',
    });
    expect(formatZonedDay(late, 'UTC', 'en_US').label).toBe('Saturday, December 5, 2026');
    expect([formatZonedTime(late, 'Asia/Phnom_Penh', 'zh_CN'), formatZonedTime(late, 'UTC', 'en_US')]).toEqual([
      '00:30',
      '5:30 PM',
    ]);
    expect([formatMonth(2026, 11, 'zh_CN'), formatMonth(2026, 11, 'km_KH'), formatMonth(2027, 0, 'en_US')]).toEqual([
      '2026年12月',
      'ធ្នូ 2026',
      'January 2027',
    ]);
  });
});
