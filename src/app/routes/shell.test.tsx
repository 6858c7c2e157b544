import { beforeEach, describe, expect, it } from '@rstest/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { get, post, signInAs } from '@mocks/testing/client';
import { cartNumberChanged } from '@/entities/cart';
import { iddHostUnmounted, productTypeSelected } from '@/entities/menu';
import { $enterpriseId, sessionCleared, sessionStores, sessionUpdated } from '@/entities/session';
import { chooseForTest } from '@tests/support/session';
import { $childLocale, childLocaleChanged } from '@/shared/i18n';
import { recordNotices, type NoticeRecord } from '@tests/support/notices';
import { renderApp } from '@tests/support/render';
import { matchRoutes } from 'react-router-dom';
import { menuTemplatesFor } from '@mocks/scenarios/menus';
import { isShellSubApp, SUB_APP_PREFIXES } from '@/shared/config';
import { pageRoutes } from './routes';

// Machines running several suites at once can be slow to render antd: wait up to 8 s.
configure({ asyncUtilTimeout: 8000 });

let notices: NoticeRecord;

beforeEach(() => {
  sessionCleared();
  productTypeSelected(null);
  iddHostUnmounted();
  cartNumberChanged(0);
  childLocaleChanged('en');
  localStorage.clear();
  sessionStorage.clear();
  notices = recordNotices();
});

/** Signs in and chooses the enterprise on the server and in the session, as the chooser would. */
async function enter(loginName: string, enterprise: { id: string; name: string; productType: string; role?: string }) {
  await signInAs(loginName);
  await get('/kj-web/sys/setOrgId', { orgId: enterprise.id });
  sessionUpdated({ curLoginName: loginName });
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
    await waitFor(() => expect(sessionStores.objCurUserInfo.getState()).toEqual({ id: '10002', loginName: 'demo.many', name: 'Demo Many', email: 'many@demo.kj' }));
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

  it('shows the IDD market-close countdown (HH:mm:ss) only while the product is IDD', async () => {
    await enter('demo.many', ALPHA);
    const { router } = await renderApp('/child-iDDPortal/home?menuKey=IDD&productType=IDD');
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveAccessibleName(/^Market closes in \d\d:\d\d:\d\d$/);
    await router.navigate('/main-productCenter?productType=MARKET');
    await waitFor(() => expect(screen.queryByRole('timer')).toBeNull());
  });

  it('treats the product as IDD while #/childiDDUserPortal is mounted', async () => {
    await enter('demo.many', ALPHA);
    const { router } = await renderApp('/main-productCenter?productType=ACCOUNT');
    await nav();
    expect(screen.queryByRole('timer')).toBeNull();
    await router.navigate('/childiDDUserPortal/home');
    expect(await screen.findByRole('timer')).toBeInTheDocument();
    await router.navigate('/main-productCenter');
    await waitFor(() => expect(screen.queryByRole('timer')).toBeNull());
  });

  it('shows no countdown for an enterprise without it enabled', async () => {
    await enter('demo.many', { id: '20012', name: 'Beta Finance Ltd.', productType: 'E_FINANCE' });
    await renderApp('/child-iDDPortal/home?productType=IDD');
    await screen.findByRole('heading', { name: 'Demo: Invoice discounting' });
    // The answer is null: nothing appears once the call has returned.
    await waitFor(async () => {
      const answer = await post<number | null>('/kj-idd/marketSetting/getRemainingCloseTime');
      expect(answer.data).toBeNull();
    });
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('closes the top notice, and the server remembers it', async () => {
    await enter('demo.one', { id: '20001', name: 'One Trade Co., Ltd.', productType: 'DEFAULT_PRODUCT' });
    const { unmount } = await renderApp('/main-productCenter');
    const notice = await screen.findByRole('region', { name: 'Notice' });
    expect(notice).toHaveTextContent('Routine maintenance');
    fireEvent.click(within(notice).getByRole('button', { name: 'Close notice' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notice' })).toBeNull());
    await waitFor(async () => expect((await post<{ show: boolean }>('/kj-sys/user/whetherShowNotice')).data.show).toBe(false));
    unmount();
  });

  it('switches product: sets the sub-application language (IDD with 3 children → English) and goes there', async () => {
    await enter('demo.many', ALPHA);
    childLocaleChanged('zh');
    const { route } = await renderApp('/main-productCenter', { locale: 'zh' });
    await screen.findByRole('navigation', { name: '主导航' });
    fireEvent.click(await screen.findByRole('button', { name: /^产品/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '发票融资' }));
    await waitFor(() => expect(route()).toBe('/child-iDDPortal/home?menuKey=IDD&productType=IDD'));
    expect($childLocale.getState()).toBe('en');
  });

  it('goes to the account page for the account-type entry', async () => {
    await enter('demo.many', ALPHA);
    const { route } = await renderApp('/main-productCenter');
    await nav();
    fireEvent.click(await screen.findByRole('button', { name: /^Products/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Account and payment' }));
    await waitFor(() => expect(route()).toBe('/child-accountSettingPortal/bindStore?menuKey=ACCOUNT&productType=ACCOUNT'));
  });

  it('gates buttons by the page’s sysSourceList: Add store works, Remove store shows the no-permission message', async () => {
    await enter('demo.many', ALPHA);
    await renderApp('/child-accountSettingPortal/bindStore?menuKey=ACCOUNT&productType=ACCOUNT');
    await screen.findByRole('heading', { name: 'Demo: Store binding' });
    await waitFor(() => expect(sessionStorage.getItem('buttonPermissions')).toContain('BIND_STORE_ADD'));
    fireEvent.click(screen.getByRole('button', { name: /Add store/ }));
    expect(await screen.findByText('Demo store 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Remove store/ }));
    expect(notices.all).toContainEqual({ kind: 'warning', text: 'No permission. Please contact your administrator.' });
    expect(screen.getByText('Demo store 1')).toBeInTheDocument();
  });

  it('logs out from the user menu, keeping productType', async () => {
    await enter('demo.many', ALPHA);
    const { route } = await renderApp('/child-iDDPortal/home?menuKey=IDD&productType=IDD');
    fireEvent.click(await screen.findByRole('button', { name: 'demo.many' }));
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
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Theta Default Ltd.' }));
    // Theta (SUBMIT DEFAULT_PRODUCT) routes to /home, which lands on the product centre.
    await waitFor(() => expect($enterpriseId.getState()).toBe('20018'));
    await waitFor(() => expect(route()).toBe('/main-productCenter'));
  });
});

describe('the cart count (000 §1, §6)', () => {
  it('shows on marketplace pages for FUND with MARKET, following the demo cart', async () => {
    await enter('demo.fund', FUND);
    await renderApp('/child-marketplacePortal/buyCar');
    await screen.findByRole('heading', { name: 'Demo: Marketplace cart' });
    expect(await screen.findByRole('button', { name: 'Cart: 2 items' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Sample goods 1' }));
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
  it.each(SUB_APP_PREFIXES.filter(isShellSubApp).filter((prefix) => prefix !== 'child-digipoPortal'))('#/%s opens a labelled demo page', async (prefix) => {
    await enter('demo.many', ALPHA);
    await renderApp(`/${prefix}/somewhere?menuKey=X`);
    const heading = await screen.findByRole('heading', { level: 1, name: /^Demo: / });
    expect(heading.closest('.ant-card')).toHaveTextContent(`/${prefix}/somewhere?menuKey=X`);
    expect(heading.closest('.ant-card')).toHaveTextContent('Alpha Trading Ltd. (20011)');
  });

  it('has a DIGIPO home demo page', async () => {
    await enter('demo.digipo', { id: '20009', name: 'Digipo Demo Co., Ltd.', productType: 'DIGIPO' });
    await renderApp('/child-digipoPortal/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo: DIGIPO home' })).toBeInTheDocument();
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
