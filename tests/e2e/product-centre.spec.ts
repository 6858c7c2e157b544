import type { Page } from '@playwright/test';
import { expect, gotoRoute, spaced, test } from './support/fixtures';
import { currentRoute } from './support/auth';
import { openSignedIn, type SignedInState } from './support/signedIn';

/**
 * The product centre (000 §2 "Product centre") of demo.one in a browser: its cards, the
 * Subscribe QR, Verify opening the e-KYC portal, and the big home. Every other card state
 * (SUBMIT, REJECT, ENDURANCE, ACTIVATED, a product under review) is proven against the same
 * demo enterprises by src/pages/product-centre/ui/ProductCentrePage.test.tsx; the header's
 * company switch by shell.spec.ts. Behaviour in English; both languages, axe and screenshots
 * of each state are in screens.spec.ts. Demo data: mocks/scenarios/products.ts.
 */

const TEXT = {
    title: 'Product centre',
    verify: 'Verify',
    useNow: 'Use now',
    subscribe: 'Subscribe',
    hideQr: 'Hide QR code',
    freeTrial: 'Free trial',
    activated: 'Activated',
    finance: 'E-finance',
    account: 'Account and payment',
    drawbackProd: 'Export drawback (manufacturer)',
    qr: 'QR code to subscribe to Export drawback (manufacturer)',
    pendingTasks: 'Pending tasks',
    noTasks: 'No pending tasks',
    intro: 'Company introduction',
    welcomeOne: 'Welcome, One Trade Co., Ltd.',
} as const;

const DESKTOP = { width: 1280, height: 800 } as const;

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

/** Opens the product centre signed in as `state`. */
async function openProductCentre(page: Page, state: SignedInState): Promise<void> {
  await openSignedIn(page, state);
  await openRoute(page, '/main-productCenter', TEXT.title);
  await expect(page.getByRole('article').first()).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const button = (scope: ReturnType<Page['getByRole']>, name: string) => scope.getByRole('button', { name: spaced(name) });

const text = TEXT;

test('demo.one (INIT): Verify cards, an activated export drawback with free trial and Subscribe QR (1280); the big home: finance and trade cards, no pending tasks, company introduction', async ({ page, consoleErrors }) => {
  await page.setViewportSize(DESKTOP);
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
