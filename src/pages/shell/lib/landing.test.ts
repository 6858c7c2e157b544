import { describe, expect, it } from '@rstest/core';
import { homeLanding } from './landing';

describe('homeLanding (000 §2: /home lands on the product centre; isReFlag=2 on store binding)', () => {
  it.each([
    ['', '/main-productCenter'],
    ['?isReFlag=2', '/child-accountSettingPortal/bindStore'],
    ['?isReFlag=1', '/main-productCenter'],
    ['?isReFlag=2&lang=en&fromAccount=acc1', '/child-accountSettingPortal/bindStore?lang=en&fromAccount=acc1'],
    ['?lang=zh&other=x', '/main-productCenter?lang=zh'],
  ])('/home%s → %s', (search, expected) => {
    expect(homeLanding(search)).toBe(expected);
  });
});
