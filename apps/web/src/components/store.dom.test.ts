import { expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { createStore } from './store.js';

/** A count shared by the header's badge and a page: every reader shows the new value, the same value re-renders nobody. */
it('gives every reader the value set, and leaves them alone when the same value is set again', () => {
  const unread = createStore<number | null>(null);
  let renders = 0;
  const badge = renderHook(() => {
    renders++;
    return unread.use();
  });
  const page = renderHook(() => unread.use());
  expect(badge.result.current).toBeNull();
  act(() => unread.set(3));
  expect(badge.result.current).toBe(3);
  expect(page.result.current).toBe(3);
  const before = renders;
  act(() => unread.set(3));
  expect(renders).toBe(before);
  page.unmount();
  act(() => unread.set(0));
  expect(badge.result.current).toBe(0);
  expect(unread.get()).toBe(0);
});
