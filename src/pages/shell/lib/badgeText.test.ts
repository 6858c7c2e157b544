import { describe, expect, it } from '@rstest/core';
import { badgeText } from './badgeText';

describe('a header badge (the bell, the downloads), capped at 99 (001 §2.8, §9)', () => {
  it.each([
    [0, null],
    [-3, null],
    [Number.NaN, null],
    [1, '1'],
    [17, '17'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
  ])('%d → %s', (count, expected) => {
    expect(badgeText(count)).toBe(expected);
  });
});
