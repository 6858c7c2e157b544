import { describe, expect, it } from '@rstest/core';
import type { MenuNode } from '../api/menuApi';
import { buildMenu, findMenuEntry, menuAncestry, menuLink } from './menuTree';
import { HOSTILE_URLS } from '@tests/support/hostileUrls';

const node = (menuCode: string, orderNo: number | string | null, patch: Partial<MenuNode> = {}): MenuNode => ({
  id: menuCode,
  menuCode,
  menuName: `${menuCode}-zh`,
  menuEnName: `${menuCode}-en`,
  url: `/${menuCode}`,
  orderNo,
  ...patch,
});

describe('menuLink (000 §2: links carry menuKey and productType as query)', () => {
  it.each([
    ['/a', 'P', 'IDD', '/a?menuKey=P&productType=IDD'],
    ['/a', 'P', null, '/a?menuKey=P'],
    ['/a', null, null, '/a'],
    ['/a?x=1', 'P', 'MARKET', '/a?x=1&menuKey=P&productType=MARKET'],
    [null, 'P', 'IDD', null],
  ])('%s + %s + %s → %s', (url, projectCode, productType, expected) => {
    expect(menuLink(url, projectCode, productType)).toBe(expected);
  });
});

describe('buildMenu (000 §2, §3)', () => {
  it('sorts siblings by orderNo at every level and keeps ties in server order', () => {
    const menu = buildMenu([
      node('C', 3),
      node('A', '1', { children: [node('A2', 2), node('A1', 1)] }),
      node('B', 2),
      node('B2', 2),
      node('Z', null),
    ]);
    expect(menu.map((entry) => entry.menuCode)).toEqual(['A', 'B', 'B2', 'C', 'Z']);
    expect(menu[0]?.children.map((entry) => entry.menuCode)).toEqual(['A1', 'A2']);
  });

  it('hides BIG_HOME entries', () => {
    expect(buildMenu([node('BIG_HOME', 0), node('MORE10000', 1)]).map((entry) => entry.menuCode)).toEqual(['MORE10000']);
  });

  it('keeps at most 4 levels', () => {
    const tree = [node('L1', 1, { children: [node('L2', 1, { children: [node('L3', 1, { children: [node('L4', 1, { children: [node('L5', 1)] })] })] })] })];
    const level4 = buildMenu(tree)[0]?.children[0]?.children[0]?.children[0];
    expect(level4?.menuCode).toBe('L4');
    expect(level4?.children).toEqual([]);
  });

  it('gives the e-finance design page its projectCode, appCode, appVersion and menuCode (000 §2)', () => {
    const designPage = '/child-efinancePortal/page';
    const [top] = buildMenu([
      node('MEUC8002', 1, {
        url: designPage,
        projectCode: 'EFIN',
        menuProductType: 'E_FINANCE',
        appCode: 'efinance-web',
        appVersion: '1.0.0',
        children: [node('MEUC800201', 1, { url: designPage, appCode: 'efinance-apply', appVersion: null })],
      }),
    ]);
    expect(top?.link).toBe('/child-efinancePortal/page?menuKey=EFIN&productType=E_FINANCE&projectCode=EFIN&appCode=efinance-web&appVersion=1.0.0&menuCode=MEUC8002');
    expect(top?.children[0]?.link).toBe('/child-efinancePortal/page?menuKey=EFIN&productType=E_FINANCE&projectCode=EFIN&appCode=efinance-apply&menuCode=MEUC800201');
  });

  it('builds links with the (inherited) project code and product type, and reads button codes', () => {
    const financing = '/child-iDDPortal/financing';
    const [top] = buildMenu([
      node('MEUC8004', 1, {
        projectCode: 'IDD',
        menuProductType: 'IDD',
        children: [node('C1', 1, { url: financing, sysSourceList: [{ sourceCode: 'IDD_APPLY' }, 'RAW'] })],
      }),
    ]);
    expect(top?.link).toBe('/MEUC8004?menuKey=IDD&productType=IDD');
    expect(top?.children[0]?.link).toBe('/child-iDDPortal/financing?menuKey=IDD&productType=IDD');
    expect(top?.children[0]?.permissions).toEqual(['IDD_APPLY', 'RAW']);
  });

  it('falls back to the alias fields name, nameEn and menuUrl', () => {
    const [entry] = buildMenu([{ id: '1', menuCode: 'X', name: '名', nameEn: 'Name', menuUrl: '/x', orderNo: 1 }]);
    expect(entry).toMatchObject({ name: '名', nameEn: 'Name', link: '/x', path: '/x' });
  });
});

describe('findMenuEntry and menuAncestry', () => {
  // A parent and its child on one route (the button permissions' entry), and another route.
  const [bind, other] = ['/acc/bind', '/other'];
  const menu = buildMenu([
    node('ACC', 1, { url: bind, projectCode: 'ACCOUNT', children: [node('BIND', 1, { url: bind, projectCode: 'ACCOUNT', sysSourceList: [{ sourceCode: 'ADD' }] })] }),
    node('OTHER', 2, { url: other }),
  ]);

  it('finds the deepest entry of the route', () => {
    expect(findMenuEntry(menu, '/acc/bind', 'ACCOUNT')?.menuCode).toBe('BIND');
    expect(findMenuEntry(menu, '/other')?.menuCode).toBe('OTHER');
    expect(findMenuEntry(menu, '/nowhere')).toBeNull();
  });

  it('lists the keys from the top down', () => {
    const accKey = menu.find((entry) => entry.menuCode === 'ACC')?.key ?? '';
    const bindKey = menu.find((entry) => entry.menuCode === 'ACC')?.children.find((entry) => entry.menuCode === 'BIND')?.key ?? '';
    expect(menuAncestry(menu, bindKey)).toEqual([accKey, bindKey]);
    expect(menuAncestry(menu, 'missing')).toEqual([]);
  });
});

/** Every key of the built menu, depth first. */
const keysOf = (entries: ReturnType<typeof buildMenu>): string[] => entries.flatMap((entry) => [entry.key, ...keysOf(entry.children)]);

describe('buildMenu keys (the schema allows null and repeated ids)', () => {
  it('gives every entry its own key whatever the ids, menu codes and urls', () => {
    const menu = buildMenu([
      node('A', 1, { id: null, children: [node('A1', 1, { id: null }), node('A1', 2, { id: null, url: null })] }),
      node('A', 2, { id: null }),
      node('B', 3, { id: '7', menuCode: null, url: null, children: [node('B1', 1, { id: '7' })] }),
      node('C', 4, { id: '7' }),
    ]);
    const keys = keysOf(menu);
    expect(keys).toHaveLength(7);
    expect(new Set(keys).size).toBe(7);
  });

  it('keeps the same keys for the same menu (open groups survive a refetch)', () => {
    const nodes = [node('A', 2, { id: null }), node('B', 1, { id: null, children: [node('B1', 1, { id: null })] })];
    expect(keysOf(buildMenu(nodes))).toEqual(keysOf(buildMenu(structuredClone(nodes))));
  });
});

describe('buildMenu link check (DESIGN §6: server urls are checked like redirect targets)', () => {
  const policy = { origin: 'https://portal.example.com', allowList: ['https://partner.example.com'] };
  const only = (url: string) => buildMenu([node('X', 1, { url, projectCode: 'P' })], policy)[0];

  it.each(HOSTILE_URLS)('refuses %s: no link, shown disabled', (url) => {
    expect(only(url)).toMatchObject({ link: null, externalUrl: null, path: null, linkRefused: true });
  });

  it.each([
    ['/child-iDDPortal/home', '/child-iDDPortal/home?menuKey=P', '/child-iDDPortal/home'],
    ['childDocExchange/home', '/childDocExchange/home?menuKey=P', '/childDocExchange/home'],
    ['https://portal.example.com/#/main-productCenter', '/main-productCenter?menuKey=P', '/main-productCenter'],
  ])('follows the portal route %s', (url, link, path) => {
    expect(only(url)).toMatchObject({ link, path, externalUrl: null, linkRefused: false });
  });

  it('opens an allow-listed origin as it is', () => {
    expect(only('https://partner.example.com/app')).toMatchObject({ link: null, externalUrl: 'https://partner.example.com/app', linkRefused: false });
  });

  it('an entry without a url is not refused, only without a link', () => {
    expect(buildMenu([node('G', 1, { url: null })], policy)[0]).toMatchObject({ link: null, externalUrl: null, linkRefused: false });
  });
});
