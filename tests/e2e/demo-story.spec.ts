import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from './support/app';
import { currentRoute } from './support/auth';
import { expectContractScreen, expectDrawbackStep, schedulePage } from './support/drawback';
import { expect, test } from './support/fixtures';
import { expectStep, kt, label, previewButton, uploadFile } from './support/kyc';
import { SCREENSHOT_DIR, SCREENSHOT_VIEWPORTS, SCREENSHOTS_ON, screenshot } from './support/screenshots';
import { expectShell, notificationCountJustRead, openUserMenu, SHELL_TEXT } from './support/shell';

/**
 * The sales demo's story (issue 36), as a presenter runs it on the demo build: every page is
 * reached from the presenter's panel or the portal's own controls, never by typing an
 * address. An established trader's product centre, notifications and downloads; the language
 * switch; a mainland company's KYC with an upload and the viewer; a returned application; an
 * exporter applying for drawback; a DIGIPO contract with its PDF; the marketplace with its
 * cart in the header.
 *
 * `npm test` tells the story once, on a presenter's 1280 px screen, starting in English and
 * switching to Chinese half-way. With screenshots (`npm run test:e2e`), it is told from each
 * language at 1280 and 375 px, each step photographed as screenshots/story-<n>-<step>-<locale>-<width>.png.
 */

const OTHER: Record<Locale, Locale> = { en: 'zh', zh: 'en' };
const LANGUAGE_ITEM: Record<Locale, string> = { en: 'English', zh: '简体中文' };

const runs = SCREENSHOTS_ON
  ? SCREENSHOT_VIEWPORTS.flatMap((viewport) => (['en', 'zh'] as const).map((first) => ({ viewport, first })))
  : [{ viewport: SCREENSHOT_VIEWPORTS[0], first: 'en' as const }];

// Nine scenes, six sign-ins through the panel: more than the default limit of one journey.
test.describe.configure({ timeout: 120_000 });

for (const { viewport, first } of runs) {
  test(`the demo story from the presenter's panel (${first} first, ${viewport.width}): products, messages, downloads, language, KYC with the viewer, a returned application, drawback, contract, marketplace cart`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    let locale: Locale = first;
    let scene = 0;
    /** Photographs the scene shown (with screenshots on). */
    const shot = async (name: string) => {
      scene += 1;
      if (!SCREENSHOTS_ON) return;
      await mkdir(SCREENSHOT_DIR, { recursive: true });
      await screenshot(page, { path: path.join(SCREENSHOT_DIR, `story-${String(scene).padStart(2, '0')}-${name}-${first}-${viewport.width}.png`) });
    };
    /** The panel's scenario named by its business words: one click signs in and opens its page. */
    const startScenario = async (scenario: string) => {
      await page.getByRole('button', { name: kt(locale, 'demo:label') }).click();
      await page.getByRole('list', { name: kt(locale, 'demo:presenter.scenarios') }).getByRole('button', { name: kt(locale, `demo:accounts.${scenario}`) }).click();
    };
    const route = (pattern: RegExp) => expect.poll(() => currentRoute(page), { timeout: 20_000 }).toMatch(pattern);

    // The presenter opens the demo once; the panel does the rest.
    await page.goto(`/#/login?lang=${first}`);
    await startScenario('one-enterprise');
    await route(/^\/main-productCenter/);
    await expect(page.getByRole('article').first()).toBeVisible();
    // The shell as this deployment sets it: the server's notice on top, no rebrand banner (PORTAL_REBRAND_BANNER off).
    await expect(page.getByRole('region', { name: SHELL_TEXT[locale].notice })).toBeVisible();
    await expect(page.getByRole('button', { name: SHELL_TEXT[locale].rebrandClose })).toHaveCount(0);
    await shot('product-centre');

    const bell = page.getByRole('button', { name: kt(locale, 'notification:bell'), exact: true });
    await bell.click();
    const drawer = page.getByRole('dialog', { name: kt(locale, 'notification:bell') });
    await expect(drawer.getByRole('listitem').first()).toBeVisible();
    await shot('notifications');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    const downloads = page.getByRole('button', { name: kt(locale, 'download:button'), exact: true });
    await downloads.click();
    await expect(page.locator('.ant-popover:not(.ant-popover-hidden) .ant-table-row').first()).toBeVisible();
    await shot('downloads');
    await page.keyboard.press('Escape');

    // The language switch: the page reloads in the other language, and the story goes on in it.
    await notificationCountJustRead(page);
    await openUserMenu(page, 'demo.one');
    const reloaded = page.waitForEvent('load');
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: LANGUAGE_ITEM[OTHER[locale]] }).click();
    await reloaded;
    locale = OTHER[locale];
    await expectShell(page, locale);
    await expect(page.getByRole('article').first()).toBeVisible();
    await shot('language');

    // Company KYC: a licence uploaded, then looked at in the viewer.
    await startScenario('kyc-mainland');
    await route(/^\/CommKycFile\?/);
    await expectStep(page, locale, 1);
    await uploadFile(page, locale, kt(locale, 'kyc:company.uploads.businessLicence'), 'image', 'licence-scan.png');
    await previewButton(page, locale, 'licence-scan.png').click();
    const viewer = page.getByRole('dialog').filter({ hasText: 'licence-scan.png' });
    await expect(viewer).toBeVisible();
    await shot('kyc-viewer');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    // The returned application: the reviewer's comment, then back into the wizard.
    await startScenario('kyc-returned');
    const returned = page.getByRole('dialog', { name: kt(locale, 'kyc:back.title') });
    await expect(returned).toBeVisible();
    await shot('kyc-returned');
    await returned.getByRole('button', { name: label(kt(locale, 'kyc:back.retry')) }).click();
    await expectStep(page, locale, 1);

    await startScenario('drawback-prefill');
    await route(/^\/exportDrawbackKyc\?/);
    await expectDrawbackStep(page, locale, 1);
    await shot('drawback');

    await startScenario('digipo-contract');
    await expectContractScreen(page, locale);
    await expect(schedulePage(page, locale)).toBeVisible();
    await shot('contract');

    // A product page: the marketplace (a sub-application), whose cart count the header shows.
    await startScenario('fund-market');
    await route(/^\/child-marketplacePortal\/home/);
    const product = page.locator('[data-sub-app]');
    // The cart is the company's, kept in the tab: empty in a fresh one.
    const cart = (count: number) => page.getByRole('banner').getByRole('button', { name: SHELL_TEXT[locale].cart(count) });
    await expect(cart(0)).toBeVisible();
    await product.getByRole('button', { name: /to cart$/ }).first().click();
    await expect(cart(1)).toBeVisible();
    await shot('marketplace-cart');

    expect(consoleErrors).toEqual([]);
  });
}
