import { describe, expect, it } from 'vitest';
import { MODERATION_LIMITS } from '@acsc/shared';
import { itemScore, reportWeight, type ReporterFacts } from './scores.js';

/** The arithmetic of report weights (the table in docs/architecture.md "Report weights"). */

const r = (over: Partial<ReporterFacts> = {}): ReporterFacts => ({
  roles: [],
  ageHours: 48,
  upheld: 0,
  dismissed: 0,
  ...over,
});
const fresh = r({ ageHours: 2 });

describe('report weights', () => {
  it('weighs a member a day old 1, 30 days old 1.5, a new account 0.5, a moderator the whole threshold', () => {
    expect(reportWeight(r())).toBe(1);
    expect(reportWeight(r({ ageHours: 30 * 24 }))).toBe(1.5);
    expect(reportWeight(fresh)).toBe(0.5);
    expect(reportWeight(r({ roles: ['moderator'], ageHours: 0 }))).toBe(MODERATION_LIMITS.hideScore);
    expect(reportWeight(r({ roles: ['editor'] }))).toBe(1);
  });

  it('adds 0.5 per upheld report and takes 0.5 per dismissed one, at most 1 either way, never below 0', () => {
    expect(reportWeight(r({ upheld: 1 }))).toBe(1.5);
    expect(reportWeight(r({ upheld: 9 }))).toBe(2);
    expect(reportWeight(r({ upheld: 3, dismissed: 1 }))).toBe(2);
    expect(reportWeight(r({ dismissed: 1 }))).toBe(0.5);
    expect(reportWeight(r({ dismissed: 9 }))).toBe(0);
    expect(reportWeight(r({ ageHours: 40 * 24, upheld: 2 }))).toBe(2.5);
  });

  it('caps what new accounts add together below the threshold', () => {
    expect(itemScore(Array.from({ length: 50 }, () => fresh))).toBe(1);
    expect(itemScore([r(), r(), fresh, fresh])).toBe(3);
    expect(itemScore([r(), r(), r()])).toBe(3);
    expect(itemScore([r({ roles: ['admin'], ageHours: 1 })])).toBe(3);
  });
});
