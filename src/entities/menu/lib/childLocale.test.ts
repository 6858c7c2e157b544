import { describe, expect, it } from '@rstest/core';
import { childLocaleFor, childLocaleOf } from './childLocale';
import type { MenuEntry } from './menuTree';

function entry(patch: Partial<MenuEntry>): MenuEntry {
  return {
    key: patch.menuCode ?? 'k',
    menuCode: 'CODE',
    name: '名',
    nameEn: 'Name',
    link: '/x',
    externalUrl: null,
    linkRefused: false,
    path: '/x',
    icon: null,
    productType: null,
    projectCode: null,
    permissions: [],
    children: [],
    ...patch,
  };
}
const kids = (count: number) => Array.from({ length: count }, (_, index) => entry({ menuCode: `C${index}` }));

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
    expect(childLocaleFor(entry({ productType, children: kids(children) }), appLocale)).toBe(expected);
  });
});

describe('childLocaleOf (the language handed to sub-applications for the current product)', () => {
  const menu = [entry({ menuCode: 'MEUC8004', productType: 'IDD', children: kids(3) }), entry({ menuCode: 'MEUC8002', productType: 'E_FINANCE' })];

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
