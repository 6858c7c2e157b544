import { describe, expect, it } from '@rstest/core';
import { companySaved } from './companyDetails';

/** The application's first step (001 §2.5, §5 "Pre-approval details"). */
describe('companySaved', () => {
  it('is true only when both details are saved', () => {
    expect(companySaved(null)).toBe(false);
    expect(companySaved({ monthlySales: null, businessScope: null })).toBe(false);
    expect(companySaved({ monthlySales: 'M1', businessScope: null })).toBe(false);
    expect(companySaved({ monthlySales: ' ', businessScope: 'B1' })).toBe(false);
    expect(companySaved({ monthlySales: 'M1', businessScope: 'B1' })).toBe(true);
  });
});
