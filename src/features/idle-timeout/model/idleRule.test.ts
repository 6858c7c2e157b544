import { describe, expect, it } from '@rstest/core';
import { idleState, latestActivity, WARNING_MS } from './idleRule';

const MINUTE = 60_000;
const TIMEOUT = 30 * MINUTE;
const T0 = Date.UTC(2026, 10, 27, 9, 0, 0);

describe('the idle deadline (sign-out after the timeout without input, warning a minute before)', () => {
  it('is active until a minute before the deadline, and says when to look again', () => {
    expect(idleState(T0, T0, TIMEOUT)).toEqual({ phase: 'active', warnAt: T0 + 29 * MINUTE });
    expect(idleState(T0 + 29 * MINUTE - 1, T0, TIMEOUT)).toEqual({ phase: 'active', warnAt: T0 + 29 * MINUTE });
  });

  it('warns during the last minute, with the deadline for the countdown', () => {
    expect(WARNING_MS).toBe(MINUTE);
    expect(idleState(T0 + 29 * MINUTE, T0, TIMEOUT)).toEqual({ phase: 'warning', signOutAt: T0 + TIMEOUT });
    expect(idleState(T0 + TIMEOUT - 1, T0, TIMEOUT)).toEqual({ phase: 'warning', signOutAt: T0 + TIMEOUT });
  });

  it('expires at the deadline and after it (a tab woken from sleep long after)', () => {
    expect(idleState(T0 + TIMEOUT, T0, TIMEOUT)).toEqual({ phase: 'expired' });
    expect(idleState(T0 + 5 * TIMEOUT, T0, TIMEOUT)).toEqual({ phase: 'expired' });
  });

  it('counts from the last activity: input at minute 20 moves the deadline to minute 50', () => {
    expect(idleState(T0 + 31 * MINUTE, T0 + 20 * MINUTE, TIMEOUT)).toEqual({ phase: 'active', warnAt: T0 + 49 * MINUTE });
  });
});

describe('the activity that counts for a tab (shared by every tab)', () => {
  it("takes another tab's later input", () => {
    expect(latestActivity(T0, T0 + 10 * MINUTE, T0 + 12 * MINUTE)).toBe(T0 + 10 * MINUTE);
  });

  it("keeps the tab's own input when it is later, or when no tab has shared any (cleared by a logout elsewhere)", () => {
    expect(latestActivity(T0 + 10 * MINUTE, T0, T0 + 12 * MINUTE)).toBe(T0 + 10 * MINUTE);
    expect(latestActivity(T0, null, T0 + 12 * MINUTE)).toBe(T0);
  });

  it('ignores a shared time in the future: it would keep the session open for ever', () => {
    expect(latestActivity(T0, T0 + 365 * 24 * 60 * MINUTE, T0 + MINUTE)).toBe(T0);
  });
});
