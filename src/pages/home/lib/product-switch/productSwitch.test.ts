import { describe, expect, it } from '@rstest/core';
import { ACCOUNT_PAGE, DTT_PAGE, productDestination, productEntries, productTarget } from './productSwitch';
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
