import { useSyncExternalStore } from 'react';
import { on } from '../events.js';

/**
 * The header waits for the layout's first data (spec section 2: "shown only after a loading-success
 * event has set its flag"). The flag lives for the page load, so switching layouts does not hide it again.
 */
let loaded = false;
const listeners = new Set<() => void>();
on('load-success', () => {
  if (loaded) return;
  loaded = true;
  listeners.forEach((l) => l());
});

export function useLoadSuccess(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => loaded,
  );
}
