import { describe, expect, it } from 'vitest';
import { countdownEnd, secondsLeft } from './countdown.js';

describe('resend countdown', () => {
  it('starts at 60 seconds', () => {
    const now = 1_000_000;
    expect(secondsLeft(countdownEnd(now), now)).toBe(60);
  });
  it('counts whole seconds down and stops at 0', () => {
    const end = countdownEnd(0, 60);
    expect(secondsLeft(end, 1)).toBe(60);
    expect(secondsLeft(end, 1000)).toBe(59);
    expect(secondsLeft(end, 59_001)).toBe(1);
    expect(secondsLeft(end, 60_000)).toBe(0);
    expect(secondsLeft(end, 90_000)).toBe(0);
  });
  it('is 0 when idle', () => {
    expect(secondsLeft(null, 123)).toBe(0);
  });
});
