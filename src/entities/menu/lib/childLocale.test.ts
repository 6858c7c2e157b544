import { describe, expect, it } from '@rstest/core';
import { childLocaleFor, childLocaleOf } from './childLocale';
import { menuEntry, menuChildren } from '@tests/support/menu';

describe('childLocaleFor (000 §4: the sub-application language on a product switch)', () => {
  it.each([
    ['MARKET', 0, 'zh', 'en'],
    ['PURCHASE_PAYMENT', 0, 'zh', 'en'],
    ['DOC_EXCHANGE', 0, 'zh', 'en'],
    ['GO_EARLY', 0, 'zh', 'en'],
    ['DEFAULT_PRODUCT', 0, 'zh', 'en'],
    ['IDD', 3, 'zh', 'en'],
    ['IDD', 4, 'zh', 'en'],
    ['IDD', 2, 'zh', 'zh'],
    ['IDD', 2, 'en', 'en'],
    ['E_FINANCE', 5, 'zh', 'zh'],
    ['DIGIPO', 0, 'zh', 'zh'],
    ['ACCOUNT', 0, 'en', 'en'],
  ] as const)('%s with %i children, portal %s → %s', (productType, children, appLocale, expected) => {
    expect(childLocaleFor(menuEntry({ productType, children: menuChildren(children) }), appLocale)).toBe(expected);
  });
});

describe('childLocaleOf (the language handed to sub-applications for the current product)', () => {
  const menu = [menuEntry({ menuCode: 'MEUC8004', productType: 'IDD', children: menuChildren(3) }), menuEntry({ menuCode: 'MEUC8002', productType: 'E_FINANCE' })];

  it('follows the product’s menu entry: IDD with 3 children runs in English, e-finance in the portal’s language', () => {
    expect(childLocaleOf(menu, 'IDD', 'zh')).toBe('en');
    expect(childLocaleOf(menu, 'E_FINANCE', 'zh')).toBe('zh');
  });

  it('a product the menu does not list: by its type alone (IDD without children follows the portal; marketplace is English)', () => {
    expect(childLocaleOf([], 'IDD', 'zh')).toBe('zh');
    expect(childLocaleOf([], 'MARKET', 'zh')).toBe('en');
  });

  it('no product: the portal’s language', () => {
    expect(childLocaleOf(menu, null, 'zh')).toBe('zh');
  });
});
