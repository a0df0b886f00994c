import { describe, expect, it } from 'vitest';
import { mayReportMessage } from './policy.js';

/** Messages' rules that need no database (writing and images are walked by messages.api.test.ts). */
describe('messages policy', () => {
  it('lets a member report a message of their own conversation only', () => {
    expect(mayReportMessage([1, 2], 1)).toBe(true);
    expect(mayReportMessage([1, 2], 2)).toBe(true);
    expect(mayReportMessage([1, 2], 3)).toBe(false);
    expect(mayReportMessage(undefined, 1)).toBe(false);
  });
});
