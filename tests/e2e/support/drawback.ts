import { type Locator, type Page } from '@playwright/test';
import { expect } from './expect';
import type { Locale } from './app';
import { AUTH_TEXT, currentRoute, signIn } from './auth';
import { spaced } from './fixtures';
import { kt, label, textbox } from './kyc';

/**
 * The export-drawback wizard (/exportDrawbackKyc, 000 §2 type=prefill, §4, §5 steps 1-3)
 * and the contract screen (/contract, 000 §4 "DIGIPO contract screen", §7 "Contracts") for
 * the screen sweep (drawback-contract-screens.spec.ts), which also walks them as journeys,
 * and the demo story: the demo accounts, where their sign-in lands, and
 * the screens' controls found by their roles and accessible names (as in support/kyc.ts).
 */

// ---- demo accounts -----------------------------------------------------------------------

/**
 * The drawback applicant the sweep walks (README "Demo accounts", mocks/scenarios/kyc.ts):
 * Ningbo Seaport Trading 20042, one enterprise, INIT with DEFAULT_PRODUCT, so signing in
 * lands in the product centre. Its manager (Sun Li) is not the account, so step 2 asks to
 * update the manager's information. (demo.drawback, whose manager is the account, is
 * ExportDrawbackKycPage.test.tsx's.)
 */
const DRAWBACK_APPLICANT = 'demo.drawback.other';

/** The drawback products' cards in the product centre, by product type (mocks/scenarios/products.ts, as each language names them). */
const DRAWBACK_CARD: Record<Locale, Record<'EXPORT_DRAWBACK_PROD' | 'EXPORT_DRAWBACK_TRADE', string>> = {
  en: { EXPORT_DRAWBACK_PROD: 'Export drawback (manufacturer)', EXPORT_DRAWBACK_TRADE: 'Export drawback (trading company)' },
  zh: { EXPORT_DRAWBACK_PROD: '出口退税（生产企业）', EXPORT_DRAWBACK_TRADE: '出口退税（外贸企业）' },
};

/**
 * The contracts (mocks/scenarios/contracts.ts):
 * - digipo: demo.digipo's DIGIPO service contract (Digipo Demo 20009) with a CA-certified
 *   contract (the box), where its sign-in lands;
 * - zeta: Zeta Digipo's (demo.many, 20016) DIGIPO service contract, no CA box, where the
 *   choice of Zeta lands;
 * - platform: Zeta Digipo's platform service contract, not routed to: opened by its address.
 */
export const CONTRACTS = {
  digipo: '/contract?mediaId=MEDIA20009&contractTypeDz=DIGIPO_SERVICE',
  zeta: '/contract?mediaId=MEDIA20016&contractTypeDz=DIGIPO_SERVICE',
  platform: '/contract?mediaId=MEDIAP20016&contractTypeDz=PLATFORM_SERVICE',
} as const;

const PRODUCT_CENTRE = '/main-productCenter';

/** Waits for the hash route `route` (waitForURL follows the hash route as it changes). */
export const waitForRoute = (page: Page, route: string) => page.waitForURL((url) => decodeURIComponent(url.hash) === `#${route}`);

/**
 * Signs the drawback applicant in through the login form (this page, in `locale`) and waits
 * for the product centre, where the sign-in leads (/home → the product centre). From a
 * signed-in page, log out first.
 */
export async function signInDrawbackApplicant(page: Page, locale: Locale = 'en'): Promise<void> {
  if (!currentRoute(page).startsWith('/login')) await page.goto(`/#/login?lang=${locale}`);
  await signIn(page, locale, DRAWBACK_APPLICANT);
  await waitForRoute(page, PRODUCT_CENTRE);
  await expect(page.getByRole('heading', { level: 1, name: kt(locale, 'product:title') })).toBeVisible();
}

/**
 * Signs in through the login form for a contract: demo.digipo lands on its DIGIPO contract;
 * demo.many chooses Zeta Digipo in the chooser and lands on Zeta's. Waits for the screen.
 */
export async function signInToContract(page: Page, which: 'digipo' | 'zeta', locale: Locale = 'en'): Promise<void> {
  if (!currentRoute(page).startsWith('/login')) await page.goto(`/#/login?lang=${locale}`);
  await signIn(page, locale, which === 'digipo' ? 'demo.digipo' : 'demo.many');
  if (which === 'zeta') await page.getByRole('region', { name: AUTH_TEXT[locale].chooserTitle }).getByRole('button', { name: /Zeta Digipo/ }).click();
  await waitForRoute(page, CONTRACTS[which]);
  await expectContractScreen(page, locale);
}

/** Opens a contract's address in the same tab (as a link would; the platform contract is not routed to). */
export async function openContract(page: Page, which: keyof typeof CONTRACTS, locale: Locale = 'en'): Promise<void> {
  await page.evaluate((route) => {
    window.location.hash = `#${route}`;
  }, CONTRACTS[which]);
  await waitForRoute(page, CONTRACTS[which]);
  await expectContractScreen(page, locale);
}

// ---- the product centre ------------------------------------------------------------------

/** A product's card in the product centre. */
export const productCard = (page: Page, name: string): Locator => page.getByRole('article', { name, exact: true });

/** A card's button (antd may space out a Chinese label). */
const cardButton = (card: Locator, name: string): Locator => card.getByRole('button', { name: spaced(name) });

/** Presses Verify on a drawback card and waits for the prefilled wizard of the card's product (000 §2 type=prefill). */
export async function verifyDrawback(page: Page, locale: Locale, product: 'EXPORT_DRAWBACK_PROD' | 'EXPORT_DRAWBACK_TRADE'): Promise<void> {
  await cardButton(productCard(page, DRAWBACK_CARD[locale][product]), kt(locale, 'product:action.verify')).click();
  await waitForRoute(page, `/exportDrawbackKyc?type=prefill&productType=${product}`);
  await expect(page.getByRole('heading', { level: 1, name: kt(locale, 'drawback:page.title') })).toBeVisible();
  await expectDrawbackStep(page, locale, 1);
}

// ---- the wizard --------------------------------------------------------------------------

const STEPS = ['company', 'manager', 'letter'] as const;

/** The wizard shows step `n` (its "Step n of 3: title" heading, read by screen readers). */
export async function expectDrawbackStep(page: Page, locale: Locale, n: number): Promise<void> {
  const title = kt(locale, `drawback:steps.${STEPS[n - 1]!}`);
  await expect(page.getByRole('heading', { level: 2, name: kt(locale, 'kyc:wizard.stepOf', { current: n, total: STEPS.length, title }) })).toBeAttached();
}

/** A text field of the application, by its field name (`companyName`, `managerIdentNo`, ...). */
export const drawbackField = (page: Page, locale: Locale, field: string): Locator => textbox(page, kt(locale, `drawback:fields.${field}`));

/** Step 1's product type radio. */
export const productTypeRadio = (page: Page, locale: Locale, type: 'EXPORT_DRAWBACK_PROD' | 'EXPORT_DRAWBACK_TRADE'): Locator =>
  page.getByRole('radio', { name: kt(locale, `drawback:productType.${type}`), exact: true });

/** The dialog that asks to update the manager's information (step 2's association check failed). */
export const updateManagerDialog = (page: Page, locale: Locale): Locator => page.getByRole('dialog', { name: kt(locale, 'kyc:association.title') });

/** Step 3's terms box (named by its sentence; the terms in it are a link). */
export const termsBox = (page: Page, locale: Locale): Locator =>
  page.getByRole('checkbox', { name: kt(locale, 'drawback:letter.terms').replace(/<\/?terms>/g, ''), exact: true });

/** The link to the terms inside step 3's terms box (the sentence's `<terms>` part). */
export const termsLink = (page: Page, locale: Locale): Locator =>
  page.getByRole('link', { name: /<terms>(.*?)<\/terms>/.exec(kt(locale, 'drawback:letter.terms'))![1]!, exact: true });

// ---- the contract screen -----------------------------------------------------------------

/** The contract screen is shown with its schedule loaded in the paged viewer. */
export async function expectContractScreen(page: Page, locale: Locale): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: kt(locale, 'contract:title') })).toBeVisible();
  await expect(schedulePage(page, locale)).toBeVisible();
}

/** The paged viewer of the service schedule. */
const scheduleViewer = (page: Page, locale: Locale): Locator =>
  page.getByRole('region', { name: kt(locale, 'enterprise:pdf.document', { title: kt(locale, 'contract:scheduleTitle') }), exact: true });

/** The schedule's first page, drawn on the viewer's canvas. */
export const schedulePage = (page: Page, locale: Locale): Locator => scheduleViewer(page, locale).getByRole('img', { name: firstPage(locale) });

/** The first page's name ("Page 1 of n"), whatever n is: the canvas is named so once the page is drawn. */
function firstPage(locale: Locale): RegExp {
  const [before, after] = kt(locale, 'enterprise:pdf.pageOf', { page: 1, total: '#TOTAL#' }).split('#TOTAL#') as [string, string];
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(before)}\\d+${escape(after)}$`);
}

/** The CA-certified contract's box. */
export const caBox = (page: Page, locale: Locale): Locator => page.getByRole('checkbox', { name: kt(locale, 'contract:caConfirm'), exact: true });

/** The download of the service schedule. */
export const scheduleDownloadButton = (page: Page, locale: Locale): Locator => page.getByRole('button', { name: label(kt(locale, 'contract:download')) });
