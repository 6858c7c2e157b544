import { beforeEach, describe, expect, it } from '@rstest/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { get, signInAs } from '@mocks/testing/client';
import { buildMenu, type MenuNode } from '@/entities/menu';
import { sessionCleared, sessionStores, sessionUpdated, userSignedIn } from '@/entities/session';
import type { Locale } from '@/shared/i18n';
import { recordNotices } from '@tests/support/notices';
import { chooseForTest } from '@tests/support/session';
import { renderApp } from '@tests/support/render';
import { ROUTES } from '@/shared/config';
import { SideMenu } from './SideMenu';
import { HOSTILE_URLS } from '@tests/support/hostileUrls';

// Machines running several suites at once can be slow to render antd: wait up to 8 s.
configure({ asyncUtilTimeout: 8000 });

beforeEach(() => {
  sessionCleared();
  sessionStorage.clear();
  recordNotices();
});


const REASON = {
  en: 'Unavailable: the server gave an address outside the portal',
  zh: '不可用：服务器提供的地址不在本门户内',
} as const;

const nodeFor = (url: string, index: number): MenuNode => ({ id: null, menuCode: `H${index}`, menuName: `坏链接${index}`, menuEnName: `Bad link ${index}`, url, orderNo: index });

describe('side menu: server urls are checked (DESIGN §6)', () => {
  it.each(['en', 'zh'] as const)('shows every hostile url disabled, saying why (%s), and links only portal routes', async (locale: Locale) => {
    const menu = buildMenu([
      ...HOSTILE_URLS.map(nodeFor),
      { id: null, menuCode: 'OK', menuName: '产品中心', menuEnName: 'Product centre', url: ROUTES.productCentre, orderNo: 99 },
    ]);
    const { route } = await renderApp(<SideMenu menu={menu} />, { locale, route: '/bigHome' });
    const nav = await screen.findByRole('navigation');
    for (const [index] of HOSTILE_URLS.entries()) {
      const name = locale === 'zh' ? `坏链接${index}` : `Bad link ${index}`;
      const item = within(nav).getByRole('menuitem', { name: new RegExp(`^${name}\\b`) });
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(item).toHaveAccessibleName(`${name} (${REASON[locale]})`);
      fireEvent.click(item);
    }
    expect(route()).toBe('/bigHome');
    const hrefs = within(nav).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/main-productCenter']);
    expect(nav.querySelectorAll('a').length).toBe(1);
  });
});

const ALPHA = { id: '20011', name: 'Alpha Trading Ltd.', productType: 'IDD' };

describe('side menu: a failed menu load (000 §8)', () => {
  it.each([
    ['en', 'The menu could not be loaded.', 'Retry', 'Invoice discounting'],
    ['zh', '菜单加载失败。', '重试', '发票融资'],
  ] as const)('shows the error and a retry instead of an empty menu (%s); retry loads it', async (locale, error, retry, entry) => {
    await signInAs('demo.many');
    await get('/kj-web/sys/setOrgId', { orgId: ALPHA.id });
    userSignedIn({ loginName: 'demo.many' });
    chooseForTest(ALPHA.id, { companyName: ALPHA.name, productType: ALPHA.productType });
    server.use(http.post('*/agw-web/sys/getMenuByEnterprise', () => HttpResponse.json({ code: '500', message: 'down' }), { once: true }));
    await renderApp('/main-productCenter', { locale });
    const nav = (await screen.findAllByRole('complementary'))[0] ?? document.body;
    expect(await within(nav).findByText(error)).toBeInTheDocument();
    expect(within(nav).queryByText(locale === 'zh' ? '暂无菜单' : 'No menu entries')).toBeNull();
    fireEvent.click(within(nav).getByRole('button', { name: new RegExp(`^${retry.split('').join('\\s*')}$`) }));
    const menu = await screen.findByRole('navigation', { name: locale === 'zh' ? '主导航' : 'Main navigation' });
    await waitFor(() => expect(within(menu).getByText(entry)).toBeInTheDocument());
    expect(screen.queryByText(error)).toBeNull();
  }, 30_000);
});

describe('side menu: the entry selected is kept (000 §3 curMenuIndex)', () => {
  // Keys: 0 Product centre; 1 Marketplace, 1.0 Home of the marketplace, 1.1 Cart.
  const [marketHome, cart] = ['/child-marketplacePortal/home', '/child-marketplacePortal/buyCar'];
  const menu = buildMenu([
    { id: null, menuCode: 'PC', menuName: '产品中心', menuEnName: 'Product centre', url: ROUTES.productCentre, orderNo: 1 },
    {
      id: null,
      menuCode: 'MK',
      menuName: '市场',
      menuEnName: 'Marketplace',
      url: null,
      orderNo: 2,
      children: [
        { id: null, menuCode: 'MKH', menuName: '市场首页', menuEnName: 'Marketplace home', url: marketHome, orderNo: 1 },
        { id: null, menuCode: 'MKC', menuName: '购物车', menuEnName: 'Cart', url: cart, orderNo: 2 },
      ],
    },
  ]);
  const selected = () => [...document.querySelectorAll('.ant-menu-item-selected')].map((item) => item.textContent);

  it('an entry the menu selects is written under curMenuIndex as its plain key, by a click or by the route', async () => {
    const { route } = await renderApp(<SideMenu menu={menu} />, { route: ROUTES.productCentre });
    const nav = await screen.findByRole('navigation');
    await waitFor(() => expect(sessionStorage.getItem('curMenuIndex')).toBe('0'));
    fireEvent.click(within(nav).getByRole('menuitem', { name: 'Marketplace' }));
    fireEvent.click(await within(nav).findByRole('link', { name: 'Cart' }));
    await waitFor(() => expect(route()).toBe(cart));
    expect(sessionStorage.getItem('curMenuIndex')).toBe('1.1');
    expect(selected()).toEqual(['Cart']);
  });

  it('after a reload on a page that is none of its entries, the kept entry is selected again and its group open', async () => {
    // As a reload restores it from session storage.
    sessionUpdated({ curMenuIndex: '1.1' });
    await renderApp(<SideMenu menu={menu} />, { route: '/child-marketplacePortal/checkout?orderId=7' });
    const nav = await screen.findByRole('navigation');
    expect(await within(nav).findByRole('link', { name: 'Cart' })).toBeVisible();
    expect(selected()).toEqual(['Cart']);
    expect(sessionStores.curMenuIndex.getState()).toBe('1.1');
  });

  it('the route\'s own entry wins over the kept one; a kept key the menu no longer has selects nothing', async () => {
    sessionUpdated({ curMenuIndex: '1.1' });
    const first = await renderApp(<SideMenu menu={menu} />, { route: ROUTES.productCentre });
    await screen.findByRole('navigation');
    expect(selected()).toEqual(['Product centre']);
    await waitFor(() => expect(sessionStorage.getItem('curMenuIndex')).toBe('0'));
    first.unmount();
    sessionUpdated({ curMenuIndex: '7.3' });
    await renderApp(<SideMenu menu={menu} />, { route: '/somewhere-else' });
    await screen.findByRole('navigation');
    expect(selected()).toEqual([]);
  });
});
