import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { throttle } from './throttle';

describe('throttle (000 §9: screen-size updates are throttled to 500 ms)', () => {
  beforeEach(() => {
    rs.useFakeTimers();
  });
  afterEach(() => {
    rs.useRealTimers();
  });

  it('runs the first call at once and at most one more per 500 ms, with the latest value', () => {
    const calls: number[] = [];
    const update = throttle((width: number) => calls.push(width), 500);
    update(1000);
    update(900);
    update(800);
    expect(calls).toEqual([1000]);
    rs.advanceTimersByTime(499);
    expect(calls).toEqual([1000]);
    rs.advanceTimersByTime(1);
    expect(calls).toEqual([1000, 800]);
  });

  it('runs again at once after a quiet window', () => {
    const calls: number[] = [];
    const update = throttle((width: number) => calls.push(width), 500);
    update(1);
    rs.advanceTimersByTime(600);
    update(2);
    expect(calls).toEqual([1, 2]);
  });

  it('drops the trailing call on cancel', () => {
    const calls: number[] = [];
    const update = throttle((width: number) => calls.push(width), 500);
    update(1);
    update(2);
    update.cancel();
    rs.advanceTimersByTime(1000);
    expect(calls).toEqual([1]);
  });
});
