import { describe, expect, it } from '@rstest/core';
import { isNearBottom } from './nearBottom';

describe('load more near the bottom (001 §9: 50 px)', () => {
  it.each([
    [{ scrollTop: 0, clientHeight: 500, scrollHeight: 1000 }, false],
    [{ scrollTop: 449, clientHeight: 500, scrollHeight: 1000 }, false],
    [{ scrollTop: 450, clientHeight: 500, scrollHeight: 1000 }, true],
    [{ scrollTop: 500, clientHeight: 500, scrollHeight: 1000 }, true],
    [{ scrollTop: 0, clientHeight: 500, scrollHeight: 500 }, true],
  ])('%o → %s', (box, expected) => {
    expect(isNearBottom(box, 50)).toBe(expected);
  });
});
