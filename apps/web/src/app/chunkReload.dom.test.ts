import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { reloadForChunkError } from './chunkReload.js';

/** Spec section 8: a chunk-load failure reloads the page, at most once a minute. */
let reloads = 0;
beforeEach(() => {
  reloads = 0;
  sessionStorage.clear();
  vi.spyOn(window.location, 'reload').mockImplementation(() => void reloads++);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('reloads on the first failure, not again within the minute, and again after it', () => {
  expect(reloadForChunkError()).toBe(true);
  expect(reloads).toBe(1);
  vi.setSystemTime(new Date('2026-03-01T10:00:59Z'));
  expect(reloadForChunkError()).toBe(false);
  expect(reloads).toBe(1);
  vi.setSystemTime(new Date('2026-03-01T10:01:00.001Z'));
  expect(reloadForChunkError()).toBe(true);
  expect(reloads).toBe(2);
});
