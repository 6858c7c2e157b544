import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { get, post, signInAs } from '@mocks/testing/client';
import { cartNumberChanged } from '@/entities/cart';
import { $currentProductType, iddHostUnmounted, productTypeSelected } from '@/entities/menu';
import { $buttonPermissions, $enterpriseId, sessionCleared, sessionStores, userSignedIn } from '@/entities/session';
import { chooseForTest } from '@tests/support/session';
import { recordNotices } from '@tests/support/notices';
import { renderApp } from '@tests/support/render';
import { matchRoutes } from 'react-router-dom';
import { menuTemplatesFor } from '@mocks/scenarios/menus';
import { isShellSubApp, SUB_APP_PREFIXES } from '@/shared/config';
import { generatedApi } from '@/shared/api';
import { pageRoutes } from './routes';

// Machines running several suites at once can be slow to render antd: wait up to 8 s.
configure({ asyncUtilTimeout: 8000 });

beforeEach(() => {
  sessionCleared();
  productTypeSelected(null);
  iddHostUnmounted();
  cartNumberChanged(0);
  localStorage.clear();
  sessionStorage.clear();
  recordNotices();
});

const innerWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = innerWidth;
});

/** Signs in and chooses the enterprise on the server and in the session, as the chooser would. */
async function enter(loginName: string, enterprise: { id: string; name: string; productType: string; role?: string }) {
  await signInAs(loginName);
  await get('/kj-web/sys/setOrgId', { orgId: enterprise.id });
  userSignedIn({ loginName: loginName });
  chooseForTest(enterprise.id, { companyName: enterprise.name, enterpriseRole: enterprise.role ?? null, productType: enterprise.productType });
}
const ALPHA = { id: '20011', name: 'Alpha Trading Ltd.', productType: 'IDD' };
const FUND = { id: '20007', name: 'Fund Market Co., Ltd.', productType: 'MARKET', role: 'FUND' };
const EPSILON = { id: '20015', name: 'Epsilon Market Ltd.', productType: 'MARKET', role: 'FUND' };

const nav = () => screen.findByRole('navigation', { name: 'Main navigation' });

describe('the /home shell (000 §1, §2)', () => {
  it('loads the current user and keeps it in the session as objCurUserInfo (001 §7, 000 §3)', async () => {
    await enter('demo.many', ALPHA);
    expect(sessionStores.objCurUserInfo.getState()).toBeNull();
    await renderApp('/main-productCenter');
    await waitFor(() => expect(sessionStores.objCurUserInfo.getState()).toEqual({ id: '10002', loginName: 'demo.many', name: 'Demo Many', firstName: null, lastName: null, email: 'many@demo.kj' }));
    expect(JSON.parse(sessionStorage.getItem('objCurUserInfo') ?? 'null')).toMatchObject({ name: 'Demo Many' });
  });

  it('lands /home on the product centre, and /home?isReFlag=2 on the store binding', async () => {
    await enter('demo.many', ALPHA);
    const first = await renderApp('/home');
    await waitFor(() => expect(first.route()).toBe('/main-productCenter'));
    first.unmount();
    const second = await renderApp('/home?isReFlag=2');
    await waitFor(() => expect(second.route()).toBe('/child-accountSettingPortal/bindStore'));
  });

  it('builds the side menu from the server tree: sorted, BIG_HOME hidden, links with menuKey and productType', async () => {
    await enter('demo.many', ALPHA);
    await renderApp('/child-iDDPortal/home?menuKey=IDD&productType=IDD');
    const menu = await nav();
    await waitFor(() => expect(within(menu).getByText('Invoice discounting')).toBeInTheDocument());
    // Top level in orderNo order; BIG_HOME ("Home") is not there.
    const items = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
    expect(items.indexOf('Product centre')).toBeLessThan(items.indexOf('Invoice discounting'));
    expect(items.indexOf('Invoice discounting')).toBeLessThan(items.indexOf('Account and payment'));
    expect(within(menu).queryByText('Home')).toBeNull();
    // The current entry's group is open, its children in orderNo order, with the menu query.
    const links = within(menu).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toContainEqual(['Financing applications', '/child-iDDPortal/financing?menuKey=IDD&productType=IDD']);
    const names = links.map(([name]) => name);
    expect(names.indexOf('Financing applications')).toBeLessThan(names.indexOf('Transactions'));
    expect(names.indexOf('Transactions')).toBeLessThan(names.indexOf('Market settings'));
  });

  it('hides the side menu when the system-user flag says the common menu is not shown (000 §6)', async () => {
    await enter('demo.many', ALPHA);
    server.use(http.post('*/kj-sys/user/whetherShowCommonMenu', () => HttpResponse.json({ code: '200', data: false })));
    await renderApp('/main-productCenter');
    expect(await screen.findByRole('heading', { name: 'Product centre' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('shows the IDD market-close countdown (HH:mm:ss), ticking every second, only while the product is IDD', async () => {
    await enter('demo.many', ALPHA);
    const { router } = await renderApp('/child-iDDPortal/home?menuKey=IDD&productType=IDD');
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveAccessibleName(/^Market closes in \d\d:\d\d:\d\d$/);
    // It ticks (000 §9, every second): soon it names a few seconds less (modulo the day
    // HH:mm:ss shows, should the market close meanwhile), still as HH:mm:ss.
    const secondsLeft = () => {
      const [hours, minutes, seconds] = (/(\d\d):(\d\d):(\d\d)$/.exec(screen.getByRole('timer').getAttribute('aria-label') ?? '') ?? []).slice(1).map(Number);
      return (hours ?? NaN) * 3600 + (minutes ?? NaN) * 60 + (seconds ?? NaN);
    };
    const first = secondsLeft();
    const DAY = 24 * 3600;
    await waitFor(
      () => {
        const passed = (first - secondsLeft() + DAY) % DAY;
        expect(passed).toBeGreaterThanOrEqual(1);
        expect(passed).toBeLessThanOrEqual(5);
      },
      { timeout: 5000 },
    );
    expect(screen.getByRole('timer')).toHaveAccessibleName(/^Market closes in \d\d:\d\d:\d\d$/);
    await router.navigate('/main-productCenter?productType=MARKET');
    await waitFor(() => expect(screen.queryByRole('timer')).toBeNull());
  });

  it('does not treat the product as IDD on #/childiDDUserPortal while nothing is mounted there (none registered)', async () => {
    await enter('demo.many', ALPHA);
    await renderApp('/childiDDUserPortal/home?productType=ACCOUNT');
    await screen.findByRole('heading', { name: 'IDD user portal is not available in this deployment' });
    expect($currentProductType.getState()).toBe('ACCOUNT');
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('shows no countdown for an enterprise without it enabled', async () => {
    await enter('demo.many', { id: '20012', name: 'Beta Finance Ltd.', productType: 'E_FINANCE' });
    await renderApp('/child-iDDPortal/home?productType=IDD');
    await screen.findByRole('heading', { name: 'Invoice discounting is not available in this deployment' });
    // The answer is null: nothing appears once the call has returned.
    await waitFor(async () => {
      const answer = await post<number | null>('/kj-idd/marketSetting/getRemainingCloseTime');
      expect(answer.data).toBeNull();
    });
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('closes the top notice, and the server remembers it: the shell opened again shows none', async () => {
    await enter('demo.one', { id: '20001', name: 'One Trade Co., Ltd.', productType: 'DEFAULT_PRODUCT' });
    const { unmount } = await renderApp('/main-productCenter');
    const notice = await screen.findByRole('region', { name: 'Notice' });
    expect(notice).toHaveTextContent('Routine maintenance');
    fireEvent.click(within(notice).getByRole('button', { name: 'Close notice' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notice' })).toBeNull());
    await waitFor(async () => expect((await post<{ show: boolean }>('/kj-sys/user/whetherShowNotice')).data.show).toBe(false));
    unmount();

    // The shell again, with a store of its own (a reload): it asks the server, which says no notice.
    const again = await renderApp('/main-productCenter');
    await nav();
    await waitFor(() => expect(generatedApi.endpoints.whetherShowNotice.select()(again.store.getState())).toMatchObject({ status: 'fulfilled', data: { show: false } }));
    expect(screen.queryByRole('region', { name: 'Notice' })).toBeNull();
  });

  it('keeps the side menu beside the page on a 1920 px screen, with no menu button', async () => {
    window.innerWidth = 1920;
    await enter('demo.many', ALPHA);
    await renderApp('/main-productCenter');
    const menu = await nav();
    expect(await within(menu).findByText('Product centre')).toBeVisible();
    expect(within(menu).getByRole('menu')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  /** The open dropdown of the header's product switch. */
  const productMenu = () =>
    waitFor(() => {
      const menu = document.querySelector<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"]');
      if (!menu) throw new Error('The product menu is not open');
      return menu;
    });

  it('switches product: the product is IDD, and the switch goes there', async () => {
    await enter('demo.many', ALPHA);
    const { route } = await renderApp('/main-productCenter', { locale: 'zh' });
    await screen.findByRole('navigation', { name: '主导航' });
    fireEvent.click(await screen.findByRole('button', { name: /^产品/ }));
    // In the product switch's menu (the side menu has an entry of the same name, now that its icons are unnamed).
    fireEvent.click(await within(await productMenu()).findByRole('menuitem', { name: '发票融资' }));
    await waitFor(() => expect(route()).toBe('/child-iDDPortal/home?menuKey=IDD&productType=IDD'));
    expect($currentProductType.getState()).toBe('IDD');
  });

  it('goes to the account page for the account-type entry', async () => {
    await enter('demo.many', ALPHA);
    const { route } = await renderApp('/main-productCenter');
    await nav();
    fireEvent.click(await screen.findByRole('button', { name: /^Products/ }));
    fireEvent.click(await within(await productMenu()).findByRole('menuitem', { name: 'Account and payment' }));
    await waitFor(() => expect(route()).toBe('/child-accountSettingPortal/bindStore?menuKey=ACCOUNT&productType=ACCOUNT'));
  });

  it('keeps the page’s button permissions (sysSourceList) for the page, as the shared state hands them to its sub-application', async () => {
    await enter('demo.many', ALPHA);
    await renderApp('/child-accountSettingPortal/bindStore?menuKey=ACCOUNT&productType=ACCOUNT');
    await screen.findByRole('heading', { name: 'Account settings is not available in this deployment' });
    await waitFor(() => expect($buttonPermissions.getState()).toEqual(['BIND_STORE_ADD']));
  });

  it('logs out from the user menu, keeping productType', async () => {
    await enter('demo.many', ALPHA);
    const { route } = await renderApp('/child-iDDPortal/home?menuKey=IDD&productType=IDD');
    // The user menu is named after the account as getCurSysUser describes it.
    fireEvent.click(await screen.findByRole('button', { name: 'Demo Many' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(route()).toBe('/login?productType=IDD'));
    expect(sessionStores.curLoginName.getState()).toBeNull();
  });

  it('switches company through the chooser flow', async () => {
    await enter('demo.many', ALPHA);
    const { route } = await renderApp('/main-productCenter');
    const switcher = await screen.findByRole('button', { name: 'Switch company: Alpha Trading Ltd.' });
    await waitFor(() => expect(switcher).toBeEnabled());
    fireEvent.click(switcher);
    fireEvent.click(await screen.findByRole('menuitem', { name: /^Theta Default Ltd\./ }));
    // Theta (SUBMIT DEFAULT_PRODUCT) routes to /home, which lands on the product centre.
    await waitFor(() => expect($enterpriseId.getState()).toBe('20018'));
    await waitFor(() => expect(route()).toBe('/main-productCenter'));
  });
});

describe('the cart count (000 §1, §6)', () => {
  it('shows on marketplace pages for FUND with MARKET, following the shared cart number', async () => {
    await enter('demo.fund', FUND);
    cartNumberChanged(2);
    await renderApp('/child-marketplacePortal/buyCar');
    expect(await screen.findByRole('button', { name: 'Cart: 2 items' })).toBeInTheDocument();
    cartNumberChanged(1);
    expect(await screen.findByRole('button', { name: 'Cart: 1 items' })).toBeInTheDocument();
  });

  it('is not shown off the marketplace pages, nor for other roles or products', async () => {
    await enter('demo.many', EPSILON);
    const { router } = await renderApp('/main-productCenter');
    await nav();
    expect(screen.queryByRole('button', { name: /^Cart/ })).toBeNull();
    await router.navigate('/child-marketplacePortal/orders');
    expect(await screen.findByRole('button', { name: /^Cart/ })).toBeInTheDocument();
    chooseForTest(EPSILON.id, { companyName: EPSILON.name, productType: EPSILON.productType, enterpriseRole: null });
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Cart/ })).toBeNull());
  });
});

describe('embedded sub-applications (000 §2)', () => {
  it.each(SUB_APP_PREFIXES.filter(isShellSubApp))('#/%s opens the host of its sub-application inside the shell', async (prefix) => {
    await enter('demo.many', ALPHA);
    await renderApp(`/${prefix}/somewhere?menuKey=X`);
    // A deployment that registers none (the tests' default) says so, in the shell's content area.
    const heading = await screen.findByRole('heading', { level: 1, name: /is not available in this deployment$/ });
    expect(heading.closest('main')).not.toBeNull();
  });
});

describe('the demo menus (mocks/scenarios/menus.ts)', () => {
  type Template = { url: string; children?: Template[] };
  const urls = (list: Template[]): string[] => list.flatMap((item) => [item.url, ...urls(item.children ?? [])]);

  it.each(['IDD', 'E_FINANCE', 'MARKET', 'DIGIPO', 'DOC_EXCHANGE', 'ACCOUNT', 'DEFAULT_PRODUCT'])('every %s menu entry leads to a page', (productType) => {
    for (const url of urls(menuTemplatesFor(productType))) {
      const matched = matchRoutes(pageRoutes, url.split('?')[0] ?? '') ?? [];
      const leaf = matched.at(-1)?.route.path;
      expect({ url, leaf }).not.toEqual({ url, leaf: '*' });
      expect(leaf).toBeDefined();
    }
  });
});
