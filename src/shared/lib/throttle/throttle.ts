export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending trailing call (on unmount). */
  cancel(): void;
}

/**
 * Calls `fn` at most once per `waitMs`: the first call runs at once, later calls within
 * the window collapse into one trailing call with the latest arguments, so the final
 * state (e.g. the last window size) is never lost. Used for screen-size updates (000 §9:
 * 500 ms).
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Throttled<A> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;

  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };

  const throttled = (...args: A) => {
    const elapsed = Date.now() - last;
    if (elapsed >= waitMs && timer === null) {
      run(args);
      return;
    }
    pending = args;
    if (timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      const next = pending;
      pending = null;
      if (next) run(next);
    }, Math.max(0, waitMs - elapsed));
  };
  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
