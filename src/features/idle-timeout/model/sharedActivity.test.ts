import { beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { announceIdleSignOut, IDLE_SIGN_OUT_KEY, LAST_ACTIVITY_KEY, onIdleSignOutElsewhere, shareActivity, sharedLastActivity } from './sharedActivity';

/** What the browser sends the other tabs when one writes local storage. */
const fromAnotherTab = (key: string | null, newValue: string | null) => new StorageEvent('storage', { key, newValue });

beforeEach(() => localStorage.clear());

describe('the last activity every tab shares', () => {
  it('is what the last input of any tab wrote (local storage, which all tabs of the portal see)', () => {
    expect(sharedLastActivity()).toBeNull();
    shareActivity(1000);
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBe('1000');
    shareActivity(5000);
    expect(sharedLastActivity()).toBe(5000);
  });

  it('never goes back: a tab sharing an earlier time does not undo a later one', () => {
    shareActivity(5000);
    shareActivity(3000);
    expect(sharedLastActivity()).toBe(5000);
  });

  it('reads anything but a number as no activity', () => {
    localStorage.setItem(LAST_ACTIVITY_KEY, '"soon"');
    expect(sharedLastActivity()).toBeNull();
  });
});

describe('a sign-out for inactivity, told to the other tabs', () => {
  it('reaches the other tabs through the storage event of its mark only', () => {
    const followed = rstest.fn();
    const stop = onIdleSignOutElsewhere(window, followed);
    window.dispatchEvent(fromAnotherTab(LAST_ACTIVITY_KEY, '9000'));
    // A logout elsewhere clears local storage (key null) and removes the mark: not an idle sign-out.
    window.dispatchEvent(fromAnotherTab(null, null));
    window.dispatchEvent(fromAnotherTab(IDLE_SIGN_OUT_KEY, null));
    expect(followed).not.toHaveBeenCalled();
    window.dispatchEvent(fromAnotherTab(IDLE_SIGN_OUT_KEY, '9000'));
    expect(followed).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(fromAnotherTab(IDLE_SIGN_OUT_KEY, '9500'));
    expect(followed).toHaveBeenCalledTimes(1);
  });

  it('is written where the other tabs see it', () => {
    announceIdleSignOut(7000);
    expect(localStorage.getItem(IDLE_SIGN_OUT_KEY)).toBe('7000');
  });
});
