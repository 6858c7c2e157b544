import { describe, expect, it } from '@rstest/core';
import type { MenuEntry } from '@/entities/menu';
import { ACCOUNT_PAGE, DTT_PAGE, productDestination, productEntries, productTarget } from './productSwitch';

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

describe('productTarget (001 §2.7)', () => {
  it.each([
    ['an account-type entry → the account page', entry({ productType: 'ACCOUNT', projectCode: 'ACCOUNT', link: '/child-accountSettingPortal/x' }),
      `${ACCOUNT_PAGE}?menuKey=ACCOUNT&productType=ACCOUNT`],
    ['the DTT entry → DTT', entry({ menuCode: 'DTT', link: '/elsewhere' }), DTT_PAGE],
    ['any other entry → its menu link', entry({ productType: 'IDD', link: '/child-iDDPortal/home?menuKey=IDD&productType=IDD' }),
      '/child-iDDPortal/home?menuKey=IDD&productType=IDD'],
    ['an entry without a url → its first child with one', entry({ link: null, children: [entry({ link: null }), entry({ link: '/c?menuKey=K' })] }), '/c?menuKey=K'],
  ])('%s', (_name, input, expected) => {
    expect(productTarget(input)).toBe(expected);
  });

  it('lists only entries that lead somewhere', () => {
    const list = productEntries([entry({ menuCode: 'A' }), entry({ menuCode: 'B', link: null }), entry({ menuCode: 'C', link: null, children: kids(1) })]);
    expect(list.map((item) => item.menuCode)).toEqual(['A', 'C']);
  });
});

describe('product switch and refused server urls (DESIGN §6)', () => {
  const refused = entry({ menuCode: 'BAD', link: null, path: null, linkRefused: true });
  const external = entry({ menuCode: 'EXT', link: null, path: null, externalUrl: 'https://partner.example.com/app' });

  it('lists a refused entry (shown disabled) and an allow-listed one', () => {
    expect(productEntries([refused, external, entry({ menuCode: 'NONE', link: null, path: null })]).map((item) => item.menuCode)).toEqual(['BAD', 'EXT']);
  });

  it('goes nowhere for a refused entry, to the address for an allow-listed one, to the route otherwise', () => {
    expect(productDestination(refused)).toBeNull();
    expect(productDestination(external)).toEqual({ kind: 'external', url: 'https://partner.example.com/app' });
    expect(productDestination(entry({ link: '/a?menuKey=P' }))).toEqual({ kind: 'route', path: '/a?menuKey=P' });
  });
});
