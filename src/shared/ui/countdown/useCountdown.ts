import { useCallback, useEffect, useRef, useState } from 'react';

export interface Countdown {
  /** Starts (or restarts) counting down from the hook's seconds. */
  start(): void;
  /** Seconds left; 0 when idle. */
  remaining: number;
  /** True while counting (a send button is disabled meanwhile). */
  running: boolean;
}

/**
 * A seconds countdown for "send code" buttons (000 §4 "Countdowns": 60 s for the e-mail
 * code, 59 s for the OTP). Ticks once a second and stops its timer on unmount.
 */
export function useCountdown(seconds: number): Countdown {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(() => {
    stop();
    if (seconds <= 0) return;
    setRemaining(seconds);
    timer.current = setInterval(() => {
      setRemaining((left) => {
        if (left <= 1) {
          stop();
          return 0;
        }
        return left - 1;
      });
    }, 1000);
  }, [seconds, stop]);

  useEffect(() => stop, [stop]);

  return { start, remaining, running: remaining > 0 };
}
