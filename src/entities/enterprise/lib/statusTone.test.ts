import { describe, expect, it } from '@rstest/core';
import { enterpriseStatusTone } from './statusTone';

describe('enterprise status tone', () => {
  it.each([
    ['ENDURANCE', 'success'],
    ['SUBMIT', 'processing'],
    ['BACK', 'warning'],
    ['REJECT', 'error'],
    ['INIT', 'default'],
    ['SOMETHING_NEW', 'default'],
    [null, 'default'],
  ] as const)('%s → %s', (status, tone) => {
    expect(enterpriseStatusTone(status)).toBe(tone);
  });
});
