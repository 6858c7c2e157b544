import { describe, expect, it } from '@rstest/core';
import { ACCOUNT_PAGE, currentProduct, DTT_PAGE, productDestination, productEntries, productTarget } from './productSwitchTargets';
import { menuEntry, menuChildren } from '@tests/support/menu';

describe('productTarget (001 §2.7)', () => {
  it.each([
    ['an account-type entry → the account page', menuEntry({ productType: 'ACCOUNT', projectCode: 'ACCOUNT', link: '/child-accountSettingPortal/x' }),
      `${ACCOUNT_PAGE}?menuKey=ACCOUNT&productType=ACCOUNT`],
    ['the DTT entry → DTT', menuEntry({ menuCode: 'DTT', link: '/elsewhere' }), DTT_PAGE],
    ['any other entry → its menu link', menuEntry({ productType: 'IDD', link: '/child-iDDPortal/home?menuKey=IDD&productType=IDD' }),
      '/child-iDDPortal/home?menuKey=IDD&productType=IDD'],
    ['an entry without a url → its first child with one', menuEntry({ link: null, children: [menuEntry({ link: null }), menuEntry({ link: '/c?menuKey=K' })] }), '/c?menuKey=K'],
  ])('%s', (_name, input, expected) => {
    expect(productTarget(input)).toBe(expected);
  });

  it('lists only entries that lead somewhere', () => {
    const list = productEntries([menuEntry({ menuCode: 'A' }), menuEntry({ menuCode: 'B', link: null }), menuEntry({ menuCode: 'C', link: null, children: menuChildren(1) })]);
    expect(list.map((item) => item.menuCode)).toEqual(['A', 'C']);
  });
});

describe('product switch and refused server urls (DESIGN §6)', () => {
  const refused = menuEntry({ menuCode: 'BAD', link: null, path: null, linkRefused: true });
  const external = menuEntry({ menuCode: 'EXT', link: null, path: null, externalUrl: 'https://partner.example.com/app' });

  it('lists a refused entry (shown disabled) and an allow-listed one', () => {
    expect(productEntries([refused, external, menuEntry({ menuCode: 'NONE', link: null, path: null })]).map((item) => item.menuCode)).toEqual(['BAD', 'EXT']);
  });

  it('goes nowhere for a refused entry, to the address for an allow-listed one, to the route otherwise', () => {
    expect(productDestination(refused)).toBeNull();
    expect(productDestination(external)).toEqual({ kind: 'external', url: 'https://partner.example.com/app' });
    expect(productDestination(menuEntry({ link: '/a?menuKey=P' }))).toEqual({ kind: 'route', path: '/a?menuKey=P' });
  });
});

describe('the product the switch names (000 §1, §4)', () => {
  // As the demo menu has them: two top-level entries of DEFAULT_PRODUCT, settlement first by orderNo.
  const settlement = menuEntry({ menuCode: 'MEUC8006', productType: 'DEFAULT_PRODUCT', projectCode: 'SETTLEMENT', path: '/childScbPortal/home', children: [menuEntry({ menuCode: 'SUB', path: '/childScbPortal/page', projectCode: 'SETTLEMENT' })] });
  const drawback = menuEntry({ menuCode: 'MEUCN9000', productType: 'DEFAULT_PRODUCT', projectCode: 'DRAWBACK', path: '/exportDrawbackKyc' });
  const idd = menuEntry({ menuCode: 'MEUC8004', productType: 'IDD', projectCode: 'IDD', path: '/child-iDDPortal/home' });
  const entries = [settlement, drawback, idd];

  it.each(['EXPORT_DRAWBACK_PROD', 'EXPORT_DRAWBACK_TRADE'] as const)('a drawback product (the card clicked, %s) is named as itself, its route’s entry marked', (productType) => {
    expect(currentProduct(entries, { productType, pathname: '/exportDrawbackKyc', menuKey: null })).toEqual({ kind: 'drawback', productType, entry: drawback });
  });

  it('otherwise the entry whose area the route is in, not the first of its product type', () => {
    expect(currentProduct(entries, { productType: 'DEFAULT_PRODUCT', pathname: '/exportDrawbackKyc', menuKey: 'DRAWBACK' })).toEqual({ kind: 'entry', entry: drawback });
    expect(currentProduct(entries, { productType: 'DEFAULT_PRODUCT', pathname: '/childScbPortal/page', menuKey: null })).toEqual({ kind: 'entry', entry: settlement });
  });

  it('off the menu: the one entry of the product type, none when several share it', () => {
    expect(currentProduct(entries, { productType: 'IDD', pathname: '/elsewhere', menuKey: null })).toEqual({ kind: 'entry', entry: idd });
    expect(currentProduct(entries, { productType: 'DEFAULT_PRODUCT', pathname: '/elsewhere', menuKey: null })).toBeNull();
    expect(currentProduct(entries, { productType: null, pathname: '/elsewhere', menuKey: null })).toBeNull();
  });
});
