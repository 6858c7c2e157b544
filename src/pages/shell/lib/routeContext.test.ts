import { describe, expect, it } from '@rstest/core';
import { buildMenu } from '@/entities/menu';
import { routeContext } from './routeContext';

/** The account settings' store binding (a menu entry and its child on the same route), and IDD's home. */
const BIND_STORE = '/child-accountSettingPortal/bindStore';
const IDD_HOME = '/child-iDDPortal/home';

const menu = buildMenu([
  {
    id: '1', menuCode: 'MEUC7001', url: BIND_STORE, orderNo: 1, menuProductType: 'ACCOUNT', projectCode: 'ACCOUNT',
    children: [
      { id: '2', menuCode: 'MEUC700101', url: BIND_STORE, orderNo: 1, sysSourceList: [{ sourceCode: 'BIND_STORE_ADD' }] },
    ],
  },
  { id: '3', menuCode: 'MEUC8004', url: IDD_HOME, orderNo: 2, menuProductType: 'IDD', projectCode: 'IDD' },
]);

describe('routeContext (000 §2 menu query, §6 button permissions)', () => {
  it.each([
    ['the store-binding page: its node’s permissions and product', BIND_STORE, '?menuKey=ACCOUNT&productType=ACCOUNT', 'ACCOUNT', ['BIND_STORE_ADD']],
    ['the query productType wins', IDD_HOME, '?productType=MARKET', 'MARKET', []],
    ['the menu entry’s product without a query', IDD_HOME, '', 'IDD', []],
    ['a route off the menu: no product change, no permissions', '/child-digipoPortal/home', '', null, []],
  ])('%s', (_name, pathname, search, productType, permissions) => {
    expect(routeContext(pathname, search, menu)).toEqual({ productType, permissions });
  });
});
