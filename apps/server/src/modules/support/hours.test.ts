import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, hoursAt } from './hours.js';

/** Office hours are read in Cambodia's time (UTC+7): open, closed, and when they next open. */
describe('support office hours', () => {
  it('is open on a weekday within the hours, Phnom Penh time', () => {
    // Tuesday 2031-03-04 09:00 in Phnom Penh.
    expect(hoursAt(DEFAULT_SETTINGS, new Date('2031-03-04T02:00:00Z'))).toEqual({ inHours: true, nextOpenAt: null });
  });

  it('is closed after closing time and opens the next morning', () => {
    // Tuesday 17:30 in Phnom Penh: opens Wednesday 08:00 (01:00 UTC).
    expect(hoursAt(DEFAULT_SETTINGS, new Date('2031-03-04T10:30:00Z'))).toEqual({
      inHours: false,
      nextOpenAt: new Date('2031-03-05T01:00:00Z'),
    });
  });

  it('skips a closed Sunday: Saturday afternoon opens on Monday', () => {
    // Saturday 2031-03-08 13:00 in Phnom Penh (closed at 12:00), Sunday closed: Monday 08:00.
    expect(hoursAt(DEFAULT_SETTINGS, new Date('2031-03-08T06:00:00Z')).nextOpenAt).toEqual(
      new Date('2031-03-10T01:00:00Z'),
    );
  });

  it('before opening on the same day opens that morning; never open says so', () => {
    expect(hoursAt(DEFAULT_SETTINGS, new Date('2031-03-04T00:00:00Z')).nextOpenAt).toEqual(
      new Date('2031-03-04T01:00:00Z'),
    );
    expect(hoursAt({ ...DEFAULT_SETTINGS, days: DEFAULT_SETTINGS.days.map(() => null) }, new Date())).toEqual({
      inHours: false,
      nextOpenAt: null,
    });
  });
});
