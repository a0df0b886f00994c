import { afterEach, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { on } from '../events.js';
import { changeLanguage } from './index.js';

/** Spec section 4: a language change sets the cookie (604800 s), stores the choice, reloads after 500 ms, emits its event. */
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('sets the cookie and the stored choice, emits language-change, and reloads after 500 ms', () => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T00:00:00Z'));
  let reloads = 0;
  vi.spyOn(window.location, 'reload').mockImplementation(() => void reloads++);
  const events: unknown[] = [];
  const off = on('language-change', (e) => events.push(e));
  changeLanguage('km_KH');
  off();
  expect(Cookies.get('language')).toBe('km_KH');
  expect(localStorage.getItem('language')).toBe('km_KH');
  expect(events).toEqual([{ language: 'km_KH' }]);
  vi.advanceTimersByTime(499);
  expect(reloads).toBe(0);
  vi.advanceTimersByTime(1);
  expect(reloads).toBe(1);
  // The cookie lives 604800 s.
  vi.setSystemTime(new Date('2026-03-01T00:00:00Z').getTime() + (604800 - 1) * 1000);
  expect(Cookies.get('language')).toBe('km_KH');
  vi.setSystemTime(new Date('2026-03-01T00:00:00Z').getTime() + (604800 + 1) * 1000);
  expect(Cookies.get('language')).toBeUndefined();
});
