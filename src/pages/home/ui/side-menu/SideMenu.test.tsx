import { beforeEach, describe, expect, it } from '@rstest/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { get, signInAs } from '@mocks/testing/client';
import { buildMenu, type MenuNode } from '@/entities/menu';
import { sessionCleared, userSignedIn } from '@/entities/session';
import type { Locale } from '@/shared/i18n';
import { recordNotices } from '@tests/support/notices';
import { chooseForTest } from '@tests/support/session';
import { renderApp } from '@tests/support/render';
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
      { id: null, menuCode: 'OK', menuName: '产品中心', menuEnName: 'Product centre', url: '/main-productCenter', orderNo: 99 },
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
