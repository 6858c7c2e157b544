import type { Page } from '@playwright/test';
import { expect, gotoRoute, spaced, test } from './support/fixtures';
import { currentRoute, signIn } from './support/auth';
import type { Locale } from './support/app';
import { screenshotAtWidths } from './support/screenshots';

/**
 * The product centre (000 §2 "Product centre"): every card state reached by signing a demo
 * account in through the UI, in both languages, at 1280 and 1920 px; and the big home.
 * Demo data: mocks/scenarios/products.ts (DEMO_PRODUCT_SEEDS).
 */

const TEXT = {
  en: {
    title: 'Product centre',
    verify: 'Verify',
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
    finance: 'Digital finance',
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
  },
  zh: {
    title: '产品中心',
    verify: '认证',
    activate: '开通',
    useNow: '立即使用',
    subscribe: '订阅',
    hideQr: '收起二维码',
    freeTrial: '免费试用',
    underReview: '审核中',
    activated: '已开通',
    ok: '确定',
    kycNotAllowed: '当前KYC状态不允许此操作。',
    submittedHint: '您的KYC资料已提交，正在审核中。',
    reviewHint: '有产品正在审核中，审核完成后方可开通。',
    finance: '数字融资',
    account: '账户与支付',
    drawbackProd: '出口退税（生产企业）',
    marketplace: '交易市场',
    idd: '发票融资',
    qr: '订阅出口退税（生产企业）的二维码',
    activateDialog: '开通发票融资',
    pendingTasks: '待办任务',
    noTasks: '暂无待办任务',
    intro: '企业介绍',
    welcomeOne: '欢迎，壹号贸易有限公司',
  },
} as const;

/** Calls the shell repeats on its own (001 §2.7, §2.8), not caused by a card. */
const BACKGROUND_POLLING = /\/notification\/|download/i;

const WIDTHS = { desktop: { width: 1280, height: 800 }, wide: { width: 1920, height: 1080 } } as const;

/** Signs in through the login page, choosing a company by name for demo.many. */
async function signInAs(page: Page, locale: Locale, loginName: string, company?: RegExp): Promise<void> {
  await page.goto(`/#/login?lang=${locale}`);
  await signIn(page, locale, loginName);
  if (company) await page.getByRole('button', { name: company }).click();
  await expect.poll(() => currentRoute(page)).not.toMatch(/^\/(login|companyChoose)/);
}

/**
 * Opens a route of the shell once the landing after sign-in has settled: the landing may
 * still redirect (/home → the product centre) after our navigation, so go again until the
 * page's heading stays.
 */
async function openRoute(page: Page, route: string, heading: string): Promise<void> {
  await expect(async () => {
    if (currentRoute(page) !== route) await gotoRoute(page, route);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 5_000 });
    expect(currentRoute(page)).toBe(route);
  }).toPass({ timeout: 60_000 });
}

async function openProductCentre(page: Page, locale: Locale, loginName: string, company?: RegExp): Promise<void> {
  await signInAs(page, locale, loginName, company);
  await openRoute(page, '/main-productCenter', TEXT[locale].title);
  await expect(page.getByRole('article').first()).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const button = (scope: ReturnType<Page['getByRole']>, name: string) => scope.getByRole('button', { name: spaced(name) });

for (const locale of ['en', 'zh'] as const) {
  const text = TEXT[locale];

  test(`demo.one (INIT): Verify cards, an activated export drawback with free trial and Subscribe QR (${locale}, 1280)`, async ({ page, axe, consoleErrors }) => {
    await page.setViewportSize(WIDTHS.desktop);
    await openProductCentre(page, locale, 'demo.one');
    const finance = card(page, text.finance);
    await expect(button(finance, text.verify)).toBeEnabled();
    await expect(button(card(page, text.account), text.verify)).toBeEnabled();

    const drawback = card(page, text.drawbackProd);
    await expect(drawback.getByText(text.freeTrial, { exact: true })).toBeVisible();
    await expect(button(drawback, text.useNow)).toBeEnabled();
    await expect(page.getByRole('listitem').filter({ has: drawback }).getByText(text.activated, { exact: true })).toBeVisible();
    await axe({ label: `product centre demo.one ${locale}` });

    await button(drawback, text.subscribe).click();
    await expect(drawback.getByRole('img', { name: text.qr })).toBeVisible();
    await axe({ label: `product centre QR ${locale}` });
    await screenshotAtWidths(page, `product-centre-init-${locale}`);
    await button(drawback, text.hideQr).click();
    await expect(drawback.getByRole('img', { name: text.qr })).toBeHidden();

    // Verify: the product-KYC validation allows it, then the e-KYC portal opens.
    const validation = page.waitForRequest((request) => request.url().includes('/kj-kyc/productEnterprise/validateProductKyc'));
    await button(finance, text.verify).click();
    expect((await validation).postDataJSON()).toEqual({ enterpriseId: '20001', productType: 'E_FINANCE' });
    await expect.poll(() => currentRoute(page)).toBe('/childEkycPortal/efinKyc?id=20001&status=INIT');
    expect(consoleErrors).toEqual([]);
  });

  test(`demo.many → Theta (SUBMIT): Verify is shown disabled (${locale}, 1920)`, async ({ page, axe }) => {
    await page.setViewportSize(WIDTHS.wide);
    await openProductCentre(page, locale, 'demo.many', /Theta Default/);
    const finance = card(page, text.finance);
    await expect(button(finance, text.verify)).toBeDisabled();
    await expect(finance.getByText(text.submittedHint)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ has: finance }).getByText(text.underReview, { exact: true })).toBeVisible();
    await axe({ label: `product centre SUBMIT ${locale}` });
  });

  test(`demo.many → Delta (REJECT): Verify is refused with the KYC-status warning (${locale}, 1280)`, async ({ page }) => {
    await page.setViewportSize(WIDTHS.desktop);
    await openProductCentre(page, locale, 'demo.many', /Delta Account/);
    await button(card(page, text.account), text.verify).click();
    await expect(page.getByText(text.kycNotAllowed)).toBeVisible();
    expect(currentRoute(page)).toBe('/main-productCenter');
  });

  test(`demo.fund (ENDURANCE): Activate opens an information dialog and sends nothing; Use now opens the product (${locale}, 1920)`, async ({ page, axe }) => {
    await page.setViewportSize(WIDTHS.wide);
    await openProductCentre(page, locale, 'demo.fund');
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
    // Judge colours once the opening animation has finished (mid-fade text is translucent).
    await expect.poll(() => page.evaluate(() => document.querySelector('.ant-modal')?.getAnimations({ subtree: true }).length ?? 0)).toBe(0);
    await axe({ label: `activate dialog ${locale}` });
    await screenshotAtWidths(page, `product-centre-activate-${locale}`);
    await button(dialog, text.ok).click();
    await expect(dialog).toBeHidden();
    expect(sent).toEqual([]);

    await button(card(page, text.marketplace), text.useNow).click();
    await expect.poll(() => currentRoute(page)).toBe('/child-marketplacePortal/home?menuKey=MARKET&productType=MARKET');
  });

  test(`demo.many → Epsilon (ENDURANCE, a product under review): Activate is disabled (${locale}, 1280)`, async ({ page, axe }) => {
    await page.setViewportSize(WIDTHS.desktop);
    await openProductCentre(page, locale, 'demo.many', /Epsilon Market/);
    const idd = card(page, text.idd);
    await expect(button(idd, text.activate)).toBeDisabled();
    await expect(button(card(page, text.finance), text.activate)).toBeDisabled();
    await expect(idd.getByText(text.reviewHint)).toBeVisible();
    await axe({ label: `product centre ENDURANCE under review ${locale}` });
    await screenshotAtWidths(page, `product-centre-endurance-${locale}`);
  });

  test(`big home: finance and trade cards, no pending tasks, company introduction (${locale})`, async ({ page, axe, consoleErrors }) => {
    await page.setViewportSize(WIDTHS.desktop);
    await signInAs(page, locale, 'demo.one');
    await openRoute(page, '/bigHome', text.welcomeOne);
    await expect(page.getByRole('heading', { name: text.finance, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.pendingTasks })).toBeVisible();
    await expect(page.getByText(text.noTasks)).toBeVisible();
    await expect(page.getByRole('heading', { name: text.intro })).toBeVisible();
    await axe({ label: `big home ${locale}` });
    await screenshotAtWidths(page, `big-home-${locale}`);
    await page.setViewportSize(WIDTHS.wide);
    await axe({ label: `big home ${locale} 1920` });
    expect(consoleErrors).toEqual([]);
  });
}
