import { describe, expect, it } from '@rstest/core';
import { personName } from './personName';

describe('personName: one rule for every name shown', () => {
  it.each([
    // Chinese characters: family name first, no space, in both languages.
    [{ familyName: '陈', givenName: '静' }, 'zh', '陈静'],
    [{ familyName: '陈', givenName: '静' }, 'en', '陈静'],
    [{ familyName: '欧阳', givenName: '娜娜' }, 'en', '欧阳娜娜'],
    // Other names: family first in the Chinese UI, given first in the English UI.
    [{ familyName: 'Zhou', givenName: 'Min' }, 'zh', 'Zhou Min'],
    [{ familyName: 'Zhou', givenName: 'Min' }, 'en', 'Min Zhou'],
    // A missing part is left out; nothing is null.
    [{ familyName: ' 陈 ', givenName: '' }, 'zh', '陈'],
    [{ familyName: null, givenName: 'Min' }, 'en', 'Min'],
    [{ familyName: '', givenName: undefined }, 'en', null],
  ] as const)('%j in %s → %j', (parts, locale, shown) => {
    expect(personName(parts, locale)).toBe(shown);
  });
});
