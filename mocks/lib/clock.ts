/**
 * The mock server's clock. Countdowns, captcha and code lifetimes and session expiry read
 * it, so tests can move time forward without fake timers (which would also stop MSW's own
 * timers). Everywhere else it is the wall clock.
 */
let offsetMs = 0;

export function now(): number {
  return Date.now() + offsetMs;
}

/** Tests only: moves the mock's time forward (or back with a negative value). */
export function advanceMockClock(ms: number): void {
  offsetMs += ms;
}

/** Back to the wall clock; `reset()` of the scenarios calls it. */
export function resetMockClock(): void {
  offsetMs = 0;
}

/**
 * Milliseconds from `nowMs` to the next `closeTime` (HH:mm:ss) of the local day, tomorrow's
 * once today's has passed: the IDD market-close countdown (000 §7 "Shell and misc").
 */
export function msUntilClose(closeTime: string, nowMs: number): number {
  const [hours = 0, minutes = 0, seconds = 0] = closeTime.split(':').map(Number);
  const close = new Date(nowMs);
  close.setHours(hours, minutes, seconds, 0);
  if (close.getTime() <= nowMs) close.setDate(close.getDate() + 1);
  return close.getTime() - nowMs;
}
