import { useSyncExternalStore } from 'react';
import { on } from '../events.js';
import { isServer, serverDrawn } from '../ssr.js';

/**
 * The header waits for the layout's first data (spec section 2: "shown only after a loading-success
 * event has set its flag"). The flag lives for the page load, so switching layouts does not hide it again.
 */
// A page the server drew with the app's components has its data already: its header is drawn at once.
let loaded = isServer || serverDrawn();
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
    () => loaded,
  );
}
