import { currentRoute } from './support/auth';
import { expect, gotoRoute, test } from './support/fixtures';
import { screenshotAtWidths } from './support/screenshots';
import { enterShell, expectShell, openUserMenu, pickUserMenuItem, SHELL_TEXT, waitForToastsGone } from './support/shell';

/**
 * The /home shell (000 §1, §2, §4 "Other transitions", §6; 001 §2.7 product switch): header,
 * side menu from the server tree, product switch and IDD countdown, company switcher, user
 * menu, top notice, rebrand banner, cart count and the embedded sub-application areas.
 */

const SUB_APP_AREAS = {
  'child-iDDPortal': 'Invoice discounting',
  childUserPt: 'User portal',
  childiDDUserPortal: 'IDD user portal',
  childDocExchange: 'Document exchange',
  childScbPortal: 'International settlement',
  'child-efinancePortal': 'Digital finance',
  'child-marketplacePortal': 'Marketplace',
  childDocCheckPortal: 'Document check',
} as const;

for (const locale of ['en', 'zh'] as const) {
  test(`demo.one enters the shell (${locale}) at 1280 and 1920 px, with notice, banner and menu; screenshots`, async ({ page, axe }) => {
    const text = SHELL_TEXT[locale];
    await page.setViewportSize({ width: 1280, height: 800 });
    await enterShell(page, locale, 'demo.one');
    await expect.poll(() => currentRoute(page)).toMatch(/^\/main-productCenter/);
    await expectShell(page, locale);
    await expect(page.getByRole('region', { name: text.notice })).toBeVisible();
    await expect(page.getByRole('button', { name: text.rebrandClose })).toBeVisible();
    // axe would judge the push toasts' colours halfway through their fade-in.
    await waitForToastsGone(page);
    await axe({ label: `shell ${locale} 1280` });

    await page.setViewportSize({ width: 1920, height: 1080 });
    await expectShell(page, locale);
    await axe({ label: `shell ${locale} 1920` });

    await screenshotAtWidths(page, `shell-home-${locale}`, async (p) => {
      await p.waitForTimeout(700); // the screen-size update is throttled to 500 ms
      await expectShell(p, locale);
    });

    // Phones: the side menu opens as a drawer.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('banner').getByRole('button', { name: text.openMenu }).click();
    await expect(page.getByRole('navigation', { name: text.nav })).toBeVisible();
    await axe({ label: `shell menu drawer ${locale} 375` });
    await screenshotAtWidths(page, `shell-drawer-${locale}`, async (p) => {
      await p.waitForTimeout(700);
    });
  });
}

test('menu entries carry menuKey and productType; sub-app areas get route, enterprise and language', async ({ page }) => {
  await enterShell(page, 'en', 'demo.one');
  const nav = page.getByRole('navigation', { name: SHELL_TEXT.en.nav });
  await nav.getByRole('link', { name: 'International settlement' }).click();
  await expect.poll(() => currentRoute(page)).toBe('/childScbPortal/home?menuKey=SETTLEMENT&productType=DEFAULT_PRODUCT');
  const heading = page.getByRole('heading', { level: 1, name: 'Demo: International settlement' });
  await expect(heading).toBeVisible();
  await expect(page.getByText('One Trade Co., Ltd. (20001)')).toBeVisible();
  // DEFAULT_PRODUCT runs its sub-applications in English (000 §4) only after a product switch;
  // the switch menu lists the menu's products.
  await page.getByRole('banner').getByRole('button', { name: SHELL_TEXT.en.products }).click();
  await page.locator('.ant-dropdown').getByRole('menuitem', { name: 'Export drawback' }).click();
  await expect.poll(() => currentRoute(page)).toBe('/exportDrawbackKyc?menuKey=DRAWBACK&productType=DEFAULT_PRODUCT');
});

test('every sub-application prefix opens its labelled demo page', async ({ page, axe }) => {
  await enterShell(page, 'en', 'demo.one');
  for (const [prefix, area] of Object.entries(SUB_APP_AREAS)) {
    await gotoRoute(page, `/${prefix}/home`);
    await expect(page.getByRole('heading', { level: 1, name: SHELL_TEXT.en.demoTitle(area) })).toBeVisible();
  }
  await gotoRoute(page, '/child-digipoPortal/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo: DIGIPO home' })).toBeVisible();
  await gotoRoute(page, '/child-accountSettingPortal/authorizationCenter');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo: Account settings' })).toBeVisible();
  await axe({ label: 'sub-application demo page' });
});

test('the store binding gates its buttons by the menu permissions', async ({ page }) => {
  await enterShell(page, 'en', 'demo.one');
  await page.getByRole('navigation', { name: SHELL_TEXT.en.nav }).getByRole('menuitem', { name: 'Account and payment' }).click();
  await page.getByRole('link', { name: 'Store binding' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo: Store binding' })).toBeVisible();
  await page.getByRole('button', { name: /Add store/ }).click();
  await expect(page.getByText('Demo store 1')).toBeVisible();
  await page.getByRole('button', { name: /Remove store/ }).click();
  await expect(page.getByText('No permission. Please contact your administrator.')).toBeVisible();
});

test('the top notice closes and stays closed after a reload', async ({ page }) => {
  await enterShell(page, 'en', 'demo.one');
  const notice = page.getByRole('region', { name: SHELL_TEXT.en.notice });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: SHELL_TEXT.en.closeNotice }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expectShell(page, 'en');
  await expect(page.getByRole('button', { name: SHELL_TEXT.en.rebrandClose })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('the language switch in the user menu stores the choice and reloads', async ({ page }) => {
  await enterShell(page, 'en', 'demo.one');
  await expectShell(page, 'en');
  await openUserMenu(page, 'demo.one');
  const reloaded = page.waitForEvent('load');
  const chinese = page.locator('.ant-dropdown').getByRole('menuitem', { name: '简体中文' });
  await expect(chinese).toBeVisible();
  // The top item sits where the sticky header ends; a synthetic click avoids the pointer
  // hit-test racing the popup's alignment after Playwright's scroll-into-view.
  await chinese.dispatchEvent('click');
  await reloaded;
  await expectShell(page, 'zh');
  expect(await page.evaluate(() => window.localStorage.getItem('locale'))).toBe('"zh"');
});

test('logout from the user menu returns to /login keeping productType', async ({ page }) => {
  await enterShell(page, 'en', 'demo.one');
  await gotoRoute(page, '/childScbPortal/home?menuKey=SETTLEMENT&productType=DEFAULT_PRODUCT');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo: International settlement' })).toBeVisible();
  await pickUserMenuItem(page, 'demo.one', SHELL_TEXT.en.logout);
  await expect.poll(() => currentRoute(page)).toBe('/login?productType=DEFAULT_PRODUCT');
});

test('the company switcher switches enterprise through the chooser flow (demo.many)', async ({ page }) => {
  await enterShell(page, 'en', 'demo.many', /Theta Default/);
  await expect.poll(() => currentRoute(page)).toMatch(/^\/main-productCenter/);
  const switcher = page.getByRole('banner').getByRole('button', { name: /^Switch company: Theta Default Ltd\./ });
  await expect(switcher).toBeVisible();
  await waitForToastsGone(page);
  await switcher.click();
  const delta = page.locator('.ant-dropdown').getByRole('menuitem', { name: 'Delta Account Ltd.' });
  await expect(delta).toBeVisible();
  await delta.click();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Switch company: Delta Account Ltd\./ })).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('enterpriseId'))).toBe('"20014"');
});

for (const locale of ['en', 'zh'] as const) {
  test(`the IDD market-close countdown shows for the IDD enterprise (Alpha, ${locale})`, async ({ page, axe }) => {
    await enterShell(page, locale, 'demo.many', /Alpha Trading/);
    await gotoRoute(page, '/child-iDDPortal/home?menuKey=IDD&productType=IDD');
    const timer = page.getByRole('banner').getByRole('timer');
    await expect(timer).toBeVisible();
    await expect(timer).toHaveAccessibleName(SHELL_TEXT[locale].countdown);
    const first = await timer.getAttribute('aria-label');
    await expect.poll(() => timer.getAttribute('aria-label'), { timeout: 5000 }).not.toBe(first);
    await axe({ label: `IDD countdown ${locale}` });
    await screenshotAtWidths(page, `shell-idd-${locale}`, async (p) => {
      await p.waitForTimeout(700);
      await expect(p.getByRole('timer')).toBeVisible();
    });
    // Another product: no countdown.
    await gotoRoute(page, '/main-productCenter?productType=ACCOUNT');
    await expect(page.getByRole('timer')).toHaveCount(0);
  });
}

test('the cart count shows only on marketplace pages for FUND with MARKET (demo.fund) and follows the cart', async ({ page, axe }) => {
  await enterShell(page, 'en', 'demo.fund');
  await expectShell(page, 'en');
  await expect(page.getByRole('button', { name: /^Cart/ })).toHaveCount(0);
  await gotoRoute(page, '/child-marketplacePortal/buyCar');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo: Marketplace cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: SHELL_TEXT.en.cart(2) })).toBeVisible();
  await page.getByRole('button', { name: /Add an item/ }).click();
  await expect(page.getByRole('button', { name: SHELL_TEXT.en.cart(3) })).toBeVisible();
  await axe({ label: 'marketplace cart' });
  await screenshotAtWidths(page, 'shell-cart-en', async (p) => {
    await p.waitForTimeout(700);
  });
});

test('no cart count for an enterprise that is not FUND with MARKET (demo.one on the cart page)', async ({ page }) => {
  await enterShell(page, 'zh', 'demo.one');
  await gotoRoute(page, '/child-marketplacePortal/buyCar');
  await expect(page.getByRole('heading', { level: 1, name: '演示：交易市场购物车' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^购物车/ })).toHaveCount(0);
  await screenshotAtWidths(page, 'shell-cart-zh', async (p) => {
    await p.waitForTimeout(700);
  });
});
