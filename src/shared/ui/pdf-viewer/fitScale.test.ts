import { describe, expect, it } from '@rstest/core';
import { fitScale, MIN_FIT_SCALE } from './fitScale';

const A4_WIDTH = 595;

describe('fitScale', () => {
  it('fits the page to a wide viewer', () => {
    expect(fitScale(1190, A4_WIDTH)).toBe(2);
  });

  it('keeps a page on a phone at a readable size (10 pt text at 10 px), scrolling sideways, instead of about 5 px', () => {
    const phone = fitScale(343, A4_WIDTH);
    expect(phone).toBe(MIN_FIT_SCALE);
    expect(10 * phone).toBeGreaterThanOrEqual(10);
  });

  it('draws the page at its own size when not fitting or before the viewer is measured', () => {
    expect(fitScale(1190, A4_WIDTH, false)).toBe(1);
    expect(fitScale(0, A4_WIDTH)).toBe(1);
  });
});
