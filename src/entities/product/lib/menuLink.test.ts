import { describe, expect, it } from '@rstest/core';
import { menuLinkByCode, menuTargetByCode, productLinkOf, type LinkedMenuEntry } from './menuLink';
import { topEntriesOf } from './topEntries';

const entry = (menuCode: string, link: string | null, productType: string | null = null, children: LinkedMenuEntry[] = []): LinkedMenuEntry => ({
  menuCode,
  link,
  externalUrl: null,
  linkRefused: false,
  productType,
  children,
});

const MENU: LinkedMenuEntry[] = [
  entry('MEUC7001', '/child-accountSettingPortal/bindStore?menuKey=ACCOUNT&productType=ACCOUNT', 'ACCOUNT', [
    entry('MEUC700101', '/child-accountSettingPortal/bindStore?menuKey=ACCOUNT&productType=ACCOUNT', 'ACCOUNT'),
  ]),
  entry('MEUC8002', '/child-efinancePortal/page?menuKey=EFIN&productType=E_FINANCE', 'E_FINANCE'),
  entry('BIG_HOME', '/bigHome'),
  entry('MORE10000', '/main-productCenter'),
  entry('MEUC9001', null, 'MARKET', [entry('MEUC900101', '/child-marketplacePortal/buyCar?productType=MARKET', 'MARKET')]),
  entry('MEUCN9000', '/exportDrawbackKyc?menuKey=DRAWBACK&productType=DEFAULT_PRODUCT', 'DEFAULT_PRODUCT'),
  entry('X_UNKNOWN', '/elsewhere'),
];

describe('product links from the menu (000 §2: menu links carry menuKey and productType)', () => {
  it('finds a menu entry by code at any level', () => {
    expect(menuLinkByCode(MENU, 'MEUC8002')).toBe('/child-efinancePortal/page?menuKey=EFIN&productType=E_FINANCE');
    expect(menuLinkByCode(MENU, 'MEUC700101')).toBe('/child-accountSettingPortal/bindStore?menuKey=ACCOUNT&productType=ACCOUNT');
    expect(menuLinkByCode(MENU, 'MEUC8005')).toBeNull();
    expect(menuLinkByCode(MENU, null)).toBeNull();
  });

  it('Use now: by menu code, else the first linked entry of the product type, else nothing', () => {
    expect(productLinkOf(MENU, { menuCode: 'MEUCN9000', productType: 'EXPORT_DRAWBACK_PROD' })).toBe('/exportDrawbackKyc?menuKey=DRAWBACK&productType=DEFAULT_PRODUCT');
    // MEUC9001 has no url of its own: its child opens the marketplace.
    expect(productLinkOf(MENU, { menuCode: 'MEUC9001', productType: 'MARKET' })).toBe('/child-marketplacePortal/buyCar?productType=MARKET');
    expect(productLinkOf(MENU, { menuCode: 'MEUC8004', productType: 'E_FINANCE' })).toBe('/child-efinancePortal/page?menuKey=EFIN&productType=E_FINANCE');
    expect(productLinkOf(MENU, { menuCode: 'MEUCN9100', productType: 'EXPORT_DRAWBACK_TRADE' })).toBeNull();
    expect(productLinkOf([], { menuCode: 'MEUC8002', productType: 'E_FINANCE' })).toBeNull();
  });
});

describe('topEntriesOf (000 §2 top entries, §9 menu codes)', () => {
  it('keeps the configured codes of the top level, hides BIG_HOME and orders by sort points', () => {
    expect(topEntriesOf(MENU).map((top) => top.menuCode)).toEqual(['MORE10000', 'MEUC7001', 'MEUC8002', 'MEUCN9000']);
  });

  it('shows each code once, only with a link', () => {
    const entries = topEntriesOf([entry('MEUC8002', '/a'), entry('MEUC8002', '/b'), entry('MEUC8005', null)]);
    expect(entries).toEqual([{ menuCode: 'MEUC8002', target: { kind: 'route', path: '/a' }, sortPoints: 80 }]);
  });

  it('shows nothing for an empty menu', () => {
    expect(topEntriesOf([])).toEqual([]);
  });
});

describe('refused and allow-listed server urls (DESIGN §6)', () => {
  const refused = (menuCode: string): LinkedMenuEntry => ({ ...entry(menuCode, null), linkRefused: true });
  const external = (menuCode: string): LinkedMenuEntry => ({ ...entry(menuCode, null), externalUrl: 'https://partner.example.com/app' });

  it('keeps a top entry whose url was refused, as refused; an allow-listed one as external', () => {
    const tops = topEntriesOf([refused('MEUC8002'), external('MEUC7001'), entry('MORE10000', '/main-productCenter')]);
    expect(tops.map((top) => [top.menuCode, top.target])).toEqual([
      ['MORE10000', { kind: 'route', path: '/main-productCenter' }],
      ['MEUC7001', { kind: 'external', url: 'https://partner.example.com/app' }],
      ['MEUC8002', { kind: 'refused' }],
    ]);
  });

  it('names the big-home targets: route, external, refused, or none', () => {
    const menu = [entry('G', null, null, [refused('MEUC8002'), external('MEUC8005')]), entry('MORE10000', '/main-productCenter')];
    expect(menuTargetByCode(menu, 'MEUC8002')).toEqual({ kind: 'refused' });
    expect(menuTargetByCode(menu, 'MEUC8005')).toEqual({ kind: 'external', url: 'https://partner.example.com/app' });
    expect(menuTargetByCode(menu, 'MORE10000')).toEqual({ kind: 'route', path: '/main-productCenter' });
    expect(menuTargetByCode(menu, 'MEUC9001')).toBeNull();
    // "Use now" never takes a refused or external entry as a route.
    expect(menuLinkByCode(menu, 'MEUC8002')).toBeNull();
  });
});
