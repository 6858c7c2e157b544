import { describe, expect, it } from '@rstest/core';
import { refreshIntervalMs } from './refresh';

describe('download popover refresh (001 §9: 3 seconds while open)', () => {
  it.each([
    [false, 3000],
    [true, 0],
  ])('poll failed %s → every %i ms', (failed, interval) => {
    expect(refreshIntervalMs(failed)).toBe(interval);
  });
});
