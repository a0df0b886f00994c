import { useSyncExternalStore } from 'react';

/**
 * One value shared by every component of the page (a count in the header and on a page, a flag), with a
 * hook that re-renders its readers when it changes. Setting the same value again notifies nobody.
 */
export function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const get = () => value;
  return {
    get,
    set(next: T) {
      if (Object.is(next, value)) return;
      value = next;
      listeners.forEach((l) => l());
    },
    use: (): T => useSyncExternalStore(subscribe, get, get),
  };
}
