import { describe, expect, it } from '@rstest/core';
import { checkPhonePair } from './phone';

describe('phone number and area code (000 §5 "Registration")', () => {
  it.each([
    ['', '', null, null],
    ['13800000000', '', null, 'areaCodeRequired'],
    ['', '86', 'phoneRequired', null],
    ['13800000000', '86', null, null],
    ['  ', '86', 'phoneRequired', null],
  ] as const)('phone %j with area %j', (phone, area, phoneKey, areaKey) => {
    expect(checkPhonePair(phone, area)).toEqual({ phone: phoneKey, areaCode: areaKey });
  });
});
