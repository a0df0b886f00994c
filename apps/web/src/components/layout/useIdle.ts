import { useEffect, useState } from 'react';
import { isServer, serverDrawn } from '../ssr.js';

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * False on the first render, true once the browser is idle after it: parts below the fold (the footer,
 * related articles) render then, so their code and images do not compete with the page's main content.
 * A page the server draws has them from the start (the server draws them, the browser hydrates them).
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(() => isServer || serverDrawn());
  useEffect(() => {
    if (idle) return;
    const w = window as IdleWindow;
    if (w.requestIdleCallback && w.cancelIdleCallback) {
      const id = w.requestIdleCallback(() => setIdle(true), { timeout: 1500 });
      return () => w.cancelIdleCallback!(id);
    }
    const timer = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(timer);
  }, [idle]);
  return idle;
}
