import { describe, expect, it } from '@rstest/core';
import { isKycReturned, isKycSubmitted, isMainland, isPerennial, kycStatusOf } from './status';

describe('the KYC enterprise’s status (001 §2.1, §3)', () => {
  it.each([
    ['BACK', 'BACK'],
    [' SUBMIT ', 'SUBMIT'],
    ['{"dictParam":"SUBMIT","displayName":"Submitted"}', 'SUBMIT'],
    ['{"displayName":"?"}', null],
    ['{not json', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j reads as %j', (status, expected) => {
    expect(kycStatusOf({ status })).toBe(expected);
  });

  it.each([
    ['SUBMIT', true, false],
    ['{"dictParam":"BACK","displayName":"Returned"}', false, true],
    ['INIT', false, false],
  ])('%s: submitted %s, returned %s', (status, submitted, returned) => {
    expect(isKycSubmitted({ status })).toBe(submitted);
    expect(isKycReturned({ status })).toBe(returned);
  });

  it('has no status without an enterprise', () => {
    expect(kycStatusOf(null)).toBeNull();
    expect(isKycSubmitted(undefined)).toBe(false);
  });

  it.each([
    ['TERRITORY', true],
    ['OVERSEAS', false],
    [null, false],
  ])('location %s is mainland: %s', (location, expected) => {
    expect(isMainland(location)).toBe(expected);
  });

  it.each([
    ['Y', '2030-01-01', true],
    ['N', '9999-12-31', true],
    [null, '2030-01-01', false],
    ['N', null, false],
  ])('expirationPerennial %s with expiry %s is perennial: %s', (expirationPerennial, companyIdentExpirationTime, expected) => {
    expect(isPerennial({ expirationPerennial: expirationPerennial as 'Y' | 'N' | null, companyIdentExpirationTime })).toBe(expected);
  });
});
