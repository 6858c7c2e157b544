import { describe, expect, it } from '@rstest/core';
import type { ChosenEnterprise } from '@/entities/session';
import { exportDrawbackMenuList, readSubAppChange, sharedStateOf, type PortalFacts } from './sharedState';
import { menuEntry } from '@tests/support/menu';

const EPSILON: ChosenEnterprise = {
  enterpriseId: '20015',
  companyName: 'Epsilon Market Ltd.',
  companyNameCn: '艾普西隆市场有限公司',
  companyIdentCode: '91310115MA1K300015',
  status: 'ENDURANCE',
  productType: 'MARKET',
  enterpriseRole: 'FUND',
  location: 'TERRITORY',
  toPage: '/child-marketplacePortal/buyCar',
};

const withoutToPage = ({ toPage: _, ...rest }: ChosenEnterprise) => rest;

const DRAWBACK = menuEntry({ menuCode: 'MEUCN9000', name: '出口退税', nameEn: 'Export drawback', link: '/exportDrawbackKyc?menuKey=DRAWBACK', children: [menuEntry({ menuCode: 'MEUCN900001', nameEn: 'Applications' })] });
const IDD = menuEntry({ menuCode: 'MEUC8004', productType: 'IDD', children: [menuEntry({}), menuEntry({}), menuEntry({})] });

const facts = (patch: Partial<PortalFacts> = {}): PortalFacts => ({
  locale: 'zh',
  productType: 'MARKET',
  cartNumber: 2,
  pagePath: '/child-marketplacePortal/buyCar',
  enterprise: EPSILON,
  permissions: ['BIND_STORE_ADD'],
  menu: [menuEntry({ menuCode: 'MORE10000' }), menuEntry({ menuCode: 'PARENT', children: [DRAWBACK] }), IDD],
  ...patch,
});

describe('the global shared state of 000 §3', () => {
  it('hands over the language, the sub-application language, cart, page, enterprise, permissions and the export-drawback menu', () => {
    expect(sharedStateOf(facts())).toEqual({
      locale: 'zh',
      childLocale: 'en',
      cartNumber: 2,
      currentPagePath: '/child-marketplacePortal/buyCar',
      // The chosen enterprise but where the portal goes after choosing it.
      enterprise: withoutToPage(EPSILON),
      buttonPermissions: ['BIND_STORE_ADD'],
      exportDrawbackMenuList: [
        { menuCode: 'MEUCN9000', name: '出口退税', nameEn: 'Export drawback', link: '/exportDrawbackKyc?menuKey=DRAWBACK', productType: null, children: [expect.objectContaining({ menuCode: 'MEUCN900001' })] },
      ],
    });
  });

  it('derives the sub-application language from the product (000 §4): IDD with three entries in English, e-finance in the portal’s', () => {
    expect(sharedStateOf(facts({ productType: 'IDD' })).childLocale).toBe('en');
    expect(sharedStateOf(facts({ productType: 'E_FINANCE' })).childLocale).toBe('zh');
    expect(sharedStateOf(facts({ productType: null, locale: 'en' })).childLocale).toBe('en');
  });

  it('has no enterprise and no drawback entries before a choice', () => {
    const state = sharedStateOf(facts({ enterprise: null, menu: [] }));
    expect(state.enterprise).toBeNull();
    expect(state.exportDrawbackMenuList).toEqual([]);
  });

  it('finds both export-drawback codes at any depth', () => {
    const menu = [menuEntry({ menuCode: 'MEUCN9100' }), menuEntry({ menuCode: 'X', children: [menuEntry({ menuCode: 'Y', children: [menuEntry({ menuCode: 'MEUCN9000' })] })] })];
    expect(exportDrawbackMenuList(menu).map((item) => item.menuCode)).toEqual(['MEUCN9100', 'MEUCN9000']);
  });
});

describe('what a sub-application changes', () => {
  const portal = sharedStateOf(facts());

  it('a new cart number is the portal’s to show', () => {
    expect(readSubAppChange({ ...portal, cartNumber: 3 }, portal)).toEqual({ cartNumber: 3, foreignChange: false });
    expect(readSubAppChange({ ...portal }, portal)).toEqual({ cartNumber: null, foreignChange: false });
  });

  it('any other key is the portal’s own: the change is noticed, so the host sets it back', () => {
    expect(readSubAppChange({ ...portal, locale: 'en' }, portal).foreignChange).toBe(true);
    expect(readSubAppChange({ ...portal, enterprise: null }, portal).foreignChange).toBe(true);
    expect(readSubAppChange({ ...portal, buttonPermissions: ['ALL'] }, portal).foreignChange).toBe(true);
  });
});
