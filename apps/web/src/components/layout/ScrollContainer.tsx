import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { LIMITS } from '@acsc/shared';
import { emit } from '../events.js';

const ScrollContext = createContext<RefObject<HTMLDivElement | null> | null>(null);

/** The element that scrolls the page body (pages use it for "back to top" or their own scroll logic). */
export function useScrollContainer() {
  return useContext(ScrollContext);
}

/**
 * The main body is the scroll container (spec section 2): a route change scrolls it to the top (not its first
 * drawing: the app taking over a server-drawn page keeps the reader's place), and
 * coming within LIMITS.infiniteScrollThresholdPx of its bottom emits 'load-more' once per content
 * height, so a feed that appends items gets one event per page and an exhausted feed gets no storm.
 */
export function ScrollContainer({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const firedAtHeight = useRef(-1);
  const { pathname } = useLocation();
  // The page it was first drawn with is not a change: the app taking over a page the server drew leaves the
  // reader where they had scrolled (a tap there, aimed at what they saw, must not land on the top of the page).
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    ref.current?.scrollTo({ top: 0 });
    firedAtHeight.current = -1;
  }, [pathname]);

  const onScroll = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const near = el.scrollHeight - el.scrollTop - el.clientHeight <= LIMITS.infiniteScrollThresholdPx;
    if (!near) {
      firedAtHeight.current = -1;
      return;
    }
    if (firedAtHeight.current === el.scrollHeight) return;
    firedAtHeight.current = el.scrollHeight;
    emit('load-more');
  }, []);

  return (
    <ScrollContext.Provider value={ref}>
      <div ref={ref} className={className} onScroll={onScroll} data-scroll-container="">
        {children}
      </div>
    </ScrollContext.Provider>
  );
}
