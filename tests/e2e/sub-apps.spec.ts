import type { Page } from '@playwright/test';
import { currentRoute } from './support/auth';
import { expect, gotoRoute, test } from './support/fixtures';
import { SHELL_TEXT } from './support/shell';
import { openSignedIn } from './support/signedIn';

/**
 * The micro-frontend host (000 §1-§3, DESIGN §12) on the demo build, which registers the
 * sample sub-application (mocks/sub-app) for the prefixes in mocks/sub-app/sub-apps.json:
 * a menu item mounts it with the portal's state; its cart reaches the header; leaving the
 * prefix unmounts it with its styles and listeners; the IDD user portal marks the product IDD.
 * A failing entry contained until Retry mounts it, and a company switch reaching a mounted
 * one without a remount, are SubAppPage.test.tsx's (real qiankun in the DOM of the tests).
 * The registry's rules and the session keys are proven by unit tests
 * (src/pages/sub-app/lib/registry.test.ts, src/entities/session/model/*.test.ts).
 */

const SAMPLE = '[data-sub-app] .sample';

/** The sample's "handed over" value named `fact` (its developer view). */
const fact = (page: Page, name: string) => page.locator(`${SAMPLE} [data-fact="${name}"]`);

/** Switches the sample's developer view on (it stays on for the tab). */
const developerView = (page: Page, name = 'Developer view') => page.locator(SAMPLE).getByRole('button', { name }).click();

/** The style elements qiankun added for the sample (scoped to its container), anywhere in the page. */
const sampleStyles = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('style')].filter((style) => style.textContent?.includes('.sample-dev-toggle')).length);

test('a menu item mounts the sample with the portal’s state; its cart reaches the header; leaving unmounts it, styles and listeners too', async ({ page, consoleErrors }) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await openSignedIn(page, 'fund');
  const nav = page.getByRole('navigation', { name: SHELL_TEXT.en.nav });
  await nav.getByRole('menuitem', { name: 'Marketplace' }).click();
  await nav.getByRole('link', { name: 'Cart' }).click();
  await expect.poll(() => currentRoute(page)).toMatch(/^\/child-marketplacePortal\/buyCar/);

  // Mounted into the shell's content area, with what the portal handed over.
  await expect(page.locator(SAMPLE).getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await developerView(page);
  await expect(fact(page, 'enterprise')).toHaveText('Fund Market Co., Ltd. (20007)');
  await expect(fact(page, 'route')).toHaveText(/^\/buyCar/);
  await expect(fact(page, 'locale')).toHaveText('English');
  // Marketplace sub-applications run in English (000 §4).
  await expect(fact(page, 'childLocale')).toHaveText('English');
  await expect(page.locator(`${SAMPLE} [data-session="location"]`)).toHaveText('TERRITORY');
  await expect(page.locator(`${SAMPLE} [data-session="locale"]`)).toHaveText('en');

  // Its "add to cart" sets the shared cart number: the header's badge follows at once.
  const before = Number(await fact(page, 'cartNumber').textContent());
  await page.locator(SAMPLE).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: SHELL_TEXT.en.cart(before + 1) })).toBeVisible();
  await expect(fact(page, 'cartNumber')).toHaveText(String(before + 1));

  // Its pill-shaped buttons stay inside it: the shell's buttons keep their own shape.
  expect(await page.locator(SAMPLE).getByRole('button', { name: 'Add to cart' }).evaluate((button) => getComputedStyle(button).borderRadius)).toBe('999px');
  const shellButton = page.getByRole('banner').getByRole('button', { name: SHELL_TEXT.en.cart(before + 1) });
  expect(await shellButton.evaluate((button) => getComputedStyle(button).borderRadius)).not.toBe('999px');
  expect(await sampleStyles(page)).toBeGreaterThan(0);

  // While mounted, a route change reaches its listener (it logs it).
  logs.length = 0;
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect.poll(() => logs.filter((text) => text.includes('[sample] route'))).not.toEqual([]);

  // A change of the page's path (a BrowserRouter's push) is put back: the portal's path, the route in the hash below the prefix.
  const portalPath = await page.evaluate(() => window.location.pathname);
  await page.evaluate(() => window.history.pushState(null, '', '/react16/about'));
  await expect.poll(() => currentRoute(page)).toBe('/child-marketplacePortal/react16/about');
  expect(await page.evaluate(() => window.location.pathname)).toBe(portalPath);
  await expect(fact(page, 'route')).toHaveText(/^\/react16\/about/);
  expect(logs.filter((text) => text.includes("[sub-applications] child-marketplacePortal changed the page's path"))).toHaveLength(1);

  // Leaving the prefix unmounts it: its DOM and styles are gone, and a route change no longer reaches it.
  await nav.getByRole('menuitem', { name: 'Product centre' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Product centre' })).toBeVisible();
  await expect(page.locator('[data-sub-app]')).toHaveCount(0);
  await expect(page.locator('.sample')).toHaveCount(0);
  expect(await sampleStyles(page)).toBe(0);
  logs.length = 0;
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  expect(logs.filter((text) => text.includes('[sample] route'))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('in Chinese: the sample follows the sub-application language of 000 §4; the IDD user portal marks the product IDD while mounted', async ({ page, consoleErrors }) => {
  await openSignedIn(page, 'one', { locale: 'zh' });
  const nav = page.getByRole('navigation', { name: SHELL_TEXT.zh.nav });
  // A default-product entry: its sub-applications run in English, whatever the portal's language.
  await nav.getByRole('link', { name: '国际结算' }).click();
  await expect(page.locator(SAMPLE).getByRole('heading', { level: 1, name: 'International settlement' })).toBeVisible();
  await expect(page.locator(SAMPLE)).toHaveAttribute('lang', 'en');
  await developerView(page);
  await expect(fact(page, 'enterprise')).toHaveText('One Trade Co., Ltd. (20001)');
  await expect(fact(page, 'locale')).toHaveText('Chinese');
  await expect(page.locator(`${SAMPLE} [data-session="locale"]`)).toHaveText('zh');

  // The IDD user portal: the product is IDD while it is mounted (000 §2), and IDD without a
  // menu of three entries follows the portal's language: the sample turns Chinese.
  await gotoRoute(page, '/childiDDUserPortal/home');
  await expect(page.locator(SAMPLE).getByRole('heading', { level: 1, name: '发票付款' })).toBeVisible();
  await expect(fact(page, 'childLocale')).toHaveText('中文');
  // No payment entry in this menu: the jump cannot be built, so the portal says so instead of navigating (000 §8).
  await page.locator(SAMPLE).getByRole('button', { name: '前往付款' }).click();
  const alert = page.getByRole('dialog').filter({ hasText: '配置错误，请联系管理员' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: /确\s*定/ }).click();
  await expect(alert).toBeHidden();
  await expect.poll(() => currentRoute(page)).toMatch(/^\/childiDDUserPortal\/home/);
  // Unmounted, the product is the default one again: English for its sub-applications.
  await nav.getByRole('link', { name: '国际结算' }).click();
  await expect(page.locator(SAMPLE).getByRole('heading', { level: 1, name: 'International settlement' })).toBeVisible();
  await expect(fact(page, 'childLocale')).toHaveText('English');
  expect(consoleErrors).toEqual([]);
});
