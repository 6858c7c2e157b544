import { type Page } from '@playwright/test';
import { expect } from './expect';
import type { Locale } from './app';
import { AUTH_TEXT, currentRoute } from './auth';
import { resourceText } from './translation';

/** What the /home shell shows per language (src/shared/i18n/locales/<locale>/shell.json). */
export const SHELL_TEXT = {
  en: {
    nav: 'Main navigation',
    products: /^Products/,
    switchCompany: /^Switch company/,
    changePassword: 'Change password',
    language: 'Language',
    logout: 'Log out',
    notice: 'Notice',
    closeNotice: 'Close notice',
    rebrandClose: 'Close the rebrand announcement',
    countdown: /^Market closes in \d\d:\d\d:\d\d$/,
    cart: (count: number) => `Cart: ${count} items`,
    openMenu: 'Open menu',
  },
  zh: {
    nav: '主导航',
    products: /^产品/,
    switchCompany: /^切换企业/,
    changePassword: '修改密码',
    language: '语言',
    logout: '退出登录',
    notice: '公告',
    closeNotice: '关闭公告',
    rebrandClose: '关闭品牌更新公告',
    countdown: /^距离闭市 \d\d:\d\d:\d\d$/,
    cart: (count: number) => `购物车：${count} 件`,
    openMenu: '打开菜单',
  },
} as const;

/** The display names of the demo accounts (the user-menu trigger is named by them). */
const DEMO_USER_NAMES: Record<string, string> = {
  'demo.one': 'Demo One',
  'demo.many': 'Demo Many',
  'demo.fund': 'Demo Fund',
  'demo.efin': 'Demo E-Finance',
  'demo.digipo': 'Demo DIGIPO',
  'demo.kyc.half': 'Demo KYC Half',
};

/** Waits until the shell's side menu (or, on phones, its menu button) is there. */
export async function expectShell(page: Page, locale: Locale): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  if (width < 992) await expect(page.getByRole('banner').getByRole('button', { name: SHELL_TEXT[locale].openMenu })).toBeVisible();
  else await expect(page.getByRole('navigation', { name: SHELL_TEXT[locale].nav }).getByRole('menu')).toBeVisible();
}

/**
 * Opens the user menu of the header. Pushed notification toasts may show top right on
 * arrival; the header's menus open in front of them (the app theme), so no wait is needed.
 */
export async function openUserMenu(page: Page, account = 'demo.one'): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: DEMO_USER_NAMES[account] ?? account }).click();
}

/** Opens the user menu and picks an item; done when the menu has closed (it closes on a handled click). */
export async function pickUserMenuItem(page: Page, account: string, name: string): Promise<void> {
  await openUserMenu(page, account);
  const item = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name });
  await item.click();
  await expect(item).toBeHidden();
}

/**
 * Waits until the shell has just read the notification count, which it reads every 5 s
 * (NOTIFICATION_POLL_MS): a language switch's reload started now is over before the next
 * read. A read sent once the page has begun to unload finds the demo's service worker no
 * longer answering for that page (MSW lets go of a page at its beforeunload), so it goes on
 * to the static host, whose 404 is a console error: the likely cause of a retried
 * kyc-screens test at f1bcd07, which logged that 404 during its switch. Switching 4.6-5.2 s
 * after a read, 22 times, with and without the cores busy, did not reproduce it.
 */
export async function notificationCountJustRead(page: Page): Promise<void> {
  await page.waitForResponse((response) => response.url().includes('/kj-sys/notification/getNotificationcount'));
}

/** Where a company choice lands before its routing has settled: the chooser, or /home, which forwards. */
const CHOICE_UNSETTLED = /^\/(companyChoose|home(\?|$))/;

/**
 * Picks `company` (a pattern of its button's name) in the company chooser a multi-company
 * account signs in to, and waits until the routing after the choice (000 §4) has settled.
 */
export async function pickInChooser(page: Page, locale: Locale, company: RegExp): Promise<void> {
  await page.getByRole('region', { name: AUTH_TEXT[locale].chooserTitle }).getByRole('button', { name: company }).click();
  await expect.poll(() => currentRoute(page)).not.toMatch(CHOICE_UNSETTLED);
}

/**
 * Picks `company` (its name in `locale`) in the header's company switcher, which runs the
 * chooser's flow again, and waits until that flow has navigated: the page has left the route
 * it switched on, or the switcher names the company and no longer spins (a landing on the
 * same route). A landing outside the shell (a KYC page) has no switcher.
 */
export async function switchCompany(page: Page, locale: Locale, company: string): Promise<void> {
  const before = currentRoute(page);
  const label = resourceText(locale, 'shell:header.switchCompany');
  await page.getByRole('banner').getByRole('button', { name: new RegExp(`^${label}: `) }).click();
  await page.locator('.ant-dropdown').getByRole('menuitem', { name: company }).click();
  const switched = page.getByRole('banner').getByRole('button', { name: `${label}: ${company}` }).and(page.locator(':not(.ant-btn-loading)'));
  await expect.poll(async () => currentRoute(page) !== before || (await switched.count()) > 0).toBe(true);
  await expect.poll(() => currentRoute(page)).not.toMatch(CHOICE_UNSETTLED);
}
