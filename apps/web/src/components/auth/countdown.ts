import { useCallback, useEffect, useState } from 'react';
import { LIMITS } from '@acsc/shared';

/** Whole seconds left until `endsAt` (ms), never negative; counted from the clock so a busy tab cannot stretch it. */
export function secondsLeft(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

export function countdownEnd(now: number, seconds: number = LIMITS.codeResendSeconds): number {
  return now + seconds * 1000;
}

export interface Countdown {
  /** Seconds left; 0 when idle. */
  seconds: number;
  running: boolean;
  start(): void;
  clear(): void;
}

/** The resend countdown of spec section 4 (60 s). */
export function useCountdown(total: number = LIMITS.codeResendSeconds): Countdown {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      if (secondsLeft(endsAt, t) === 0) setEndsAt(null);
    };
    // Read the clock once as the timer starts too: the effect may run a moment after the countdown began.
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setEndsAt(countdownEnd(t, total));
  }, [total]);
  const clear = useCallback(() => setEndsAt(null), []);
  const seconds = secondsLeft(endsAt, now);
  return { seconds, running: seconds > 0, start, clear };
}
