import { describe, expect, it } from '@rstest/core';
import { formatRemaining, splitRemaining } from './formatRemaining';

describe('formatRemaining (000 §9: hours, minutes and seconds; the day part is not shown)', () => {
  it.each([
    [0, '00:00:00'],
    [999, '00:00:00'],
    [1000, '00:00:01'],
    [61_000, '00:01:01'],
    [3_600_000 * 5 + 60_000 * 7 + 9_000, '05:07:09'],
    [86_400_000 - 1000, '23:59:59'],
    [86_400_000 + 3_600_000 * 2, '02:00:00'],
    [-5000, '00:00:00'],
  ])('%i ms → %s', (ms, expected) => {
    expect(formatRemaining(ms)).toBe(expected);
  });

  it('computes the day part', () => {
    expect(splitRemaining(86_400_000 * 2 + 3_723_000)).toEqual({ days: 2, hours: 1, minutes: 2, seconds: 3 });
  });
});
