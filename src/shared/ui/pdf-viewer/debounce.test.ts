import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { debounce } from './debounce';
import { RESIZE_DEBOUNCE_MS } from './useContainerWidth';

describe('debounce (000 §9: the PDF view debounces resizing by 500 ms)', () => {
  beforeEach(() => {
    rs.useFakeTimers();
  });
  afterEach(() => {
    rs.useRealTimers();
  });

  it('waits 500 ms after the last call', () => {
    const calls: number[] = [];
    const later = debounce((value: number) => calls.push(value), RESIZE_DEBOUNCE_MS);
    later(1);
    rs.advanceTimersByTime(400);
    later(2);
    rs.advanceTimersByTime(499);
    expect(calls).toEqual([]);
    rs.advanceTimersByTime(1);
    expect(calls).toEqual([2]);
  });

  it('drops a pending call on cancel', () => {
    const calls: number[] = [];
    const later = debounce(() => calls.push(1), RESIZE_DEBOUNCE_MS);
    later();
    later.cancel();
    rs.advanceTimersByTime(1000);
    expect(calls).toEqual([]);
  });
});
