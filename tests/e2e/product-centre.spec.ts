import type { Page } from '@playwright/test';
import { expect, gotoRoute, spaced, test } from './support/fixtures';
import { currentRoute } from './support/auth';
import { openSignedIn, type SignedInState } from './support/signedIn';
import { pickInChooser, switchCompany } from './support/shell';

/**
 * The product centre (000 §2 "Product centre"): every card state of the demo accounts
 * (signed in once per run, support/signedIn.ts), and the big home. Behaviour in English;
 * both languages, axe and screenshots of each state are in screens.spec.ts.
 * Demo data: mocks/scenarios/products.ts (DEMO_PRODUCT_SEEDS).
 */

const TEXT = {
    title: 'Product centre',
    verify: 'Verify',
    view: 'View application',
    activate: 'Activate',
    useNow: 'Use now',
    subscribe: 'Subscribe',
    hideQr: 'Hide QR code',
    freeTrial: 'Free trial',
    underReview: 'Under review',
    activated: 'Activated',
    ok: 'OK',
    kycNotAllowed: 'The current KYC status does not allow this operation.',
    submittedHint: 'Your KYC information has been submitted and is under review.',
    reviewHint: 'A product is under review. Activation is available once the review is complete.',
    finance: 'E-finance',
    account: 'Account and payment',
    drawbackProd: 'Export drawback (manufacturer)',
    marketplace: 'Marketplace',
    idd: 'Invoice discounting',
    qr: 'QR code to subscribe to Export drawback (manufacturer)',
    activateDialog: 'Activate Invoice discounting',
    pendingTasks: 'Pending tasks',
    noTasks: 'No pending tasks',
    intro: 'Company introduction',
    welcomeOne: 'Welcome, One Trade Co., Ltd.',
} as const;

/** Calls the shell repeats on its own (001 §2.7, §2.8), not caused by a card. */
const BACKGROUND_POLLING = /\/notification\/|download/i;

const WIDTHS = { desktop: { width: 1280, height: 800 }, wide: { width: 1920, height: 1080 } } as const;

/**
 * Opens a route of the shell once the landing after sign-in (or after the company choice)
 * has settled: the landing may still redirect (/home → the product centre) after our
 * navigation, so go again until the page's heading stays.
 */
async function openRoute(page: Page, route: string, heading: string): Promise<void> {
  await expect(async () => {
    if (currentRoute(page) !== route) await gotoRoute(page, route);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 5_000 });
    expect(currentRoute(page)).toBe(route);
  }).toPass();
}

/** Opens the product centre signed in as `state`; for demo.many after choosing `company`. */
async function openProductCentre(page: Page, state: SignedInState, company?: RegExp): Promise<void> {
  await openSignedIn(page, state);
  if (company) await pickInChooser(page, 'en', company);
  await openRoute(page, '/main-productCenter', TEXT.title);
  await expect(page.getByRole('article').first()).toBeVisible();
}

/** demo.many switches to `company` in the header's switcher (the chooser's flow again) and opens the product centre. */
async function switchToProductCentre(page: Page, company: string): Promise<void> {
  await switchCompany(page, 'en', company);
  await openRoute(page, '/main-productCenter', TEXT.title);
  await expect(page.getByRole('article').first()).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const button = (scope: ReturnType<Page['getByRole']>, name: string) => scope.getByRole('button', { name: spaced(name) });

const text = TEXT;

test('demo.one (INIT): Verify cards, an activated export drawback with free trial and Subscribe QR (1280); the big home: finance and trade cards, no pending tasks, company introduction', async ({ page, consoleErrors }) => {
  await page.setViewportSize(WIDTHS.desktop);
  await openProductCentre(page, 'one');
  const finance = card(page, text.finance);
  await expect(button(finance, text.verify)).toBeEnabled();
  await expect(button(card(page, text.account), text.verify)).toBeEnabled();

  const drawback = card(page, text.drawbackProd);
  await expect(drawback.getByText(text.freeTrial, { exact: true })).toBeVisible();
  await expect(button(drawback, text.useNow)).toBeEnabled();
  await expect(page.getByRole('listitem').filter({ has: drawback }).getByText(text.activated, { exact: true })).toBeVisible();

  await button(drawback, text.subscribe).click();
  await expect(drawback.getByRole('img', { name: text.qr })).toBeVisible();
  await button(drawback, text.hideQr).click();
  await expect(drawback.getByRole('img', { name: text.qr })).toBeHidden();

  // Verify: the product-KYC validation allows it, then the e-KYC portal opens.
  const validation = page.waitForRequest((request) => request.url().includes('/kj-kyc/productEnterprise/validateProductKyc'));
  await button(finance, text.verify).click();
  expect((await validation).postDataJSON()).toEqual({ enterpriseId: '20001', productType: 'E_FINANCE' });
  await expect.poll(() => currentRoute(page)).toBe('/childEkycPortal/efinKyc?id=20001&status=INIT');

  await openRoute(page, '/bigHome', text.welcomeOne);
  await expect(page.getByRole('heading', { name: text.finance, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: text.pendingTasks })).toBeVisible();
  await expect(page.getByText(text.noTasks)).toBeVisible();
  await expect(page.getByRole('heading', { name: text.intro })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('demo.fund (ENDURANCE): Activate opens an information dialog and sends nothing; Use now opens the product (1920)', async ({ page }) => {
  await page.setViewportSize(WIDTHS.wide);
  await openProductCentre(page, 'fund');
  const idd = card(page, text.idd);
  await expect(button(idd, text.activate)).toBeEnabled();
  await page.waitForLoadState('networkidle');
  const sent: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    // The shell's own polling (notification counts, download tasks) goes on meanwhile.
    if (/^\/(kj-|sso-web|agw-web|tools-web)/.test(path) && !BACKGROUND_POLLING.test(path)) sent.push(path);
  });
  await button(idd, text.activate).click();
  const dialog = page.getByRole('dialog', { name: text.activateDialog });
  await expect(dialog).toBeVisible();
  await button(dialog, text.ok).click();
  await expect(dialog).toBeHidden();
  expect(sent).toEqual([]);

  await button(card(page, text.marketplace), text.useNow).click();
  await expect.poll(() => currentRoute(page)).toBe('/child-marketplacePortal/home?menuKey=MARKET&productType=MARKET');
});

// One tab for demo.many's companies: chosen in the chooser, then in the header's switcher.
test('demo.many → Theta (SUBMIT): under review, View application instead of Verify (1920); → Delta (REJECT): Verify is refused with the KYC-status warning; → Epsilon (ENDURANCE, a product under review): Activate is disabled (1280)', async ({ page }) => {
  await page.setViewportSize(WIDTHS.wide);
  await openProductCentre(page, 'manyChoosing', /Theta Default/);
  const finance = card(page, text.finance);
  await expect(button(finance, text.view)).toBeEnabled();
  await expect(button(finance, text.verify)).toHaveCount(0);
  await expect(finance.getByText(text.submittedHint)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ has: finance }).getByText(text.underReview, { exact: true })).toBeVisible();

  await page.setViewportSize(WIDTHS.desktop);
  await switchToProductCentre(page, 'Delta Account Ltd.');
  await button(card(page, text.account), text.verify).click();
  await expect(page.getByText(text.kycNotAllowed)).toBeVisible();
  expect(currentRoute(page)).toBe('/main-productCenter');

  await switchToProductCentre(page, 'Epsilon Market Ltd.');
  const idd = card(page, text.idd);
  await expect(button(idd, text.activate)).toBeDisabled();
  await expect(button(card(page, text.finance), text.activate)).toBeDisabled();
  await expect(idd.getByText(text.reviewHint)).toBeVisible();
});
