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
