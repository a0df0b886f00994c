import { expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { emit } from '../events.js';
import { useLoadSuccess } from './loadSuccess.js';

/** Spec section 2: the header is shown only after a loading-success event has set its flag, for the page load. */
it('is false until the load-success event, then stays true for the page load', () => {
  const { result, rerender } = renderHook(() => useLoadSuccess());
  expect(result.current).toBe(false);
  act(() => emit('load-success'));
  expect(result.current).toBe(true);
  act(() => emit('load-success'));
  rerender();
  expect(result.current).toBe(true);
  expect(renderHook(() => useLoadSuccess()).result.current).toBe(true);
});
