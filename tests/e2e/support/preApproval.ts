import { type Locator, type Page } from '@playwright/test';
import { expect } from './expect';
import type { Locale } from './app';
import { AUTH_TEXT, currentRoute, signIn } from './auth';
import { productCard, waitForRoute } from './drawback';
import { kt, label } from './kyc';
import { SHELL_TEXT } from './shell';

/**
 * The pre-approval pages (001 §2.5, §2.6, §4): /preApproval, the store-connection variant
 * (intro, authorised stores, settlement data, done; the authorisation dialog), and
 * /preApproval/apply, the three-step variant, for their screen sweep
 * (pre-approval-screens.spec.ts), which also walks them as journeys: the demo accounts, where they lead, and the controls found by their roles and accessible names
 * with the texts of the i18n resources (preApproval, preApprovalApply, storeAccess).
 */

// ---- demo accounts -----------------------------------------------------------------------

/**
 * The demo.pre.* accounts (mocks/README "Demo accounts", mocks/scenarios/preApproval.ts):
 * one enterprise each, INIT with DEFAULT_PRODUCT (E_FINANCE not approved), so signing in
 * lands in the product centre, whose E-finance card links to both pages.
 */
const PRE_ACCOUNTS = {
  /** No stores: /preApproval opens at stage 1 (intro). */
  new: { login: 'demo.pre.new', name: 'Demo Pre-approval New', enterpriseId: '20051' },
  /** 11 stores on two pages; every Amazon SC store but DE has files: stage 3. */
  partial: { login: 'demo.pre.partial', name: 'Demo Pre-approval Partial', enterpriseId: '20053' },
  /** No company details, no stores: the three-step variant. */
  apply: { login: 'demo.pre.apply', name: 'Demo Pre-approval Apply', enterpriseId: '20055' },
} as const;

export type PreAccount = keyof typeof PRE_ACCOUNTS;

/** demo.pre.partial's one Amazon SC store without files (on the first page). */
export const PARTIAL_MISSING = { sellerId: 'A3PRE0053DE003', marketplace: 'DE' } as const;

/** The marketplace names of the mock (listMarketplaceRegion) as each language shows them. */
export const MARKETPLACE = {
  en: { US: 'United States', BR: 'Brazil' },
  zh: { US: '美国', BR: '巴西' },
} as const satisfies Record<Locale, Record<string, string>>;

/** The option names of MonthlySalesEnum and BusinessScopeEnum (mocks/scenarios/preApproval.ts). */
export const ENUM_OPTION = {
  en: { monthlySales: 'USD 50,000 - 200,000', businessScope: 'Consumer electronics' },
  zh: { monthlySales: '5 万 - 20 万美元', businessScope: '消费电子' },
} as const satisfies Record<Locale, Record<string, string>>;

/** The E_FINANCE card's name in the product centre (mocks/scenarios/products.ts). */
const FINANCE_CARD: Record<Locale, string> = { en: 'E-finance', zh: '电子融资' };

const PRE_APPROVAL_ROUTE = '/preApproval';
const PRE_APPROVAL_APPLY_ROUTE = '/preApproval/apply';
const PRODUCT_CENTRE = '/main-productCenter';

/**
 * Signs `which` in through the login form (in `locale`) and waits for the product centre,
 * where the sign-in leads. From a signed-in page, log out first. The form is the plain
 * login page's: a logout from a pre-approval page keeps its productType=E_FINANCE (001
 * §2.6), and a sign-in with it lists only E_FINANCE enterprises, which the demo.pre.*
 * DEFAULT_PRODUCT enterprises are not.
 */
export async function signInToProducts(page: Page, which: PreAccount, locale: Locale = 'en'): Promise<void> {
  const login = `/login?lang=${locale}`;
  if (currentRoute(page) !== login) await page.goto(`/#${login}`);
  await signIn(page, locale, PRE_ACCOUNTS[which].login);
  await waitForRoute(page, PRODUCT_CENTRE);
  await expect(page.getByRole('heading', { level: 1, name: kt(locale, 'product:title') })).toBeVisible();
}

/** Logs `which` out from the header's user menu (the language kept) and waits for the login form. */
export async function logOut(page: Page, which: PreAccount, locale: Locale): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: PRE_ACCOUNTS[which].name }).click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: SHELL_TEXT[locale].logout }).click();
  await expect(page.getByLabel(AUTH_TEXT[locale].account, { exact: true })).toBeVisible();
}

// ---- the product centre's links ----------------------------------------------------------

/** A link of the E-finance card: "Apply for pre-approval" or "Connect stores". */
const financeLink = (page: Page, locale: Locale, which: 'applyPreApproval' | 'connectStores'): Locator =>
  productCard(page, FINANCE_CARD[locale]).getByRole('link', { name: label(kt(locale, `product:action.${which}`)) });

/** Follows the card's "Connect stores" link and waits for the store-connection page's first stage. */
export async function openStoreConnection(page: Page, locale: Locale): Promise<void> {
  await financeLink(page, locale, 'connectStores').click();
  await waitForRoute(page, PRE_APPROVAL_ROUTE);
  await expect(page.getByRole('heading', { level: 1, name: kt(locale, 'preApproval:page.title') })).toBeVisible();
  await expect(stageHeadings(page)).toHaveCount(1);
}

/** Follows the card's "Apply for pre-approval" link and waits for the three steps. */
export async function openApply(page: Page, locale: Locale): Promise<void> {
  await financeLink(page, locale, 'applyPreApproval').click();
  await waitForRoute(page, PRE_APPROVAL_APPLY_ROUTE);
  await expect(page.getByRole('heading', { level: 1, name: kt(locale, 'preApprovalApply:page.title') })).toBeVisible();
  await expect(applySteps(page, locale)).toBeVisible();
}

// ---- the store-connection page -----------------------------------------------------------

/** The stage's own heading (level 2): one at a time. */
const stageHeadings = (page: Page): Locator => page.getByRole('heading', { level: 2 });

/** The page shows a stage, by its heading's key (`intro.heading`, `stores.heading`, `settlement.heading`, `done.title`). */
export async function expectStage(page: Page, locale: Locale, key: 'intro.heading' | 'stores.heading' | 'settlement.heading' | 'done.title'): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: kt(locale, `preApproval:${key}`) })).toBeVisible();
}

/** A button of the page by its preApproval key (`intro.start`, `stores.authorise`, `settlement.submit`, ...). */
export const pageButton = (scope: Page | Locator, locale: Locale, key: string): Locator =>
  scope.getByRole('button', { name: label(kt(locale, `preApproval:${key}`)) });

/** The table of authorised stores (stage 2, step 2). */
export const storesTable = (page: Page, locale: Locale): Locator => page.getByRole('table', { name: kt(locale, 'preApproval:stores.tableLabel') });

/** A store table's Seller ID column header (a phone's compact table has one stacked column instead). */
export const storeColumnHeader = (table: Locator, locale: Locale): Locator =>
  table.getByRole('columnheader', { name: kt(locale, 'preApproval:columns.storeName'), exact: true });

/** The settlement table (stage 3, step 3). */
export const settlementTable = (page: Page, locale: Locale): Locator => page.getByRole('table', { name: kt(locale, 'preApproval:settlement.tableLabel') });

/** A store's row, by its seller id (or any text of the row). */
export const storeRow = (table: Locator, text: string | RegExp): Locator => table.getByRole('row').filter({ hasText: text });

/** The file input of a store's settlement files (named after the seller id). */
export const settlementInput = (page: Page, locale: Locale, sellerId: string): Locator =>
  page.locator(`input[type="file"][aria-label="${kt(locale, 'preApproval:settlement.uploadLabel', { store: sellerId })}"]`);

/** A small settlement report (csv) under `name`. */
export const settlementCsv = (name: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from('date,amount\n2025-01-01,10\n') });

/** The success dialog of a submit (or of ?status=succcess). */
export const successDialog = (page: Page, locale: Locale): Locator => page.getByRole('dialog', { name: kt(locale, 'preApproval:success.title') });

// ---- the authorisation dialog ------------------------------------------------------------

export const authorizeDialog = (page: Page, locale: Locale): Locator => page.getByRole('dialog', { name: kt(locale, 'storeAccess:title') });

/** A platform tile's name in step 0: its radio is named by the platform and its hint (`amazon`, `jdvc`, `others`). */
export const platformName = (locale: Locale, which: 'amazon' | 'jdvc' | 'others'): string =>
  `${kt(locale, `storeAccess:platform.${which}`)} ${kt(locale, `storeAccess:platform.${which}Hint`)}`;

/**
 * Chooses a tile or a marketplace (its radio's name): a native radio, visually hidden
 * inside the label that draws it, so the pointer presses the label, as a user does.
 */
export async function chooseRadio(dialog: Locator, name: string): Promise<void> {
  await dialog.locator('label', { has: dialog.page().getByRole('radio', { name, exact: true }) }).click();
  await expect(dialog.getByRole('radio', { name, exact: true })).toBeChecked();
}

/** The dialog's Next. */
export const dialogNext = (dialog: Locator, locale: Locale): Locator => dialog.getByRole('button', { name: label(kt(locale, 'storeAccess:next')) });

/** The dialog's step heading, by its storeAccess key (`platform.legend` is a legend, the others headings). */
export const dialogHeading = (dialog: Locator, locale: Locale, key: 'marketplace.legend' | 'waiting.heading' | 'synced.heading'): Locator =>
  dialog.getByRole('heading', { name: kt(locale, `storeAccess:${key}`), exact: true });

// ---- the three-step page -----------------------------------------------------------------

/** The list of the three steps. */
const applySteps = (page: Page, locale: Locale): Locator => page.getByRole('list', { name: kt(locale, 'preApprovalApply:steps.label') });

const APPLY_STEP_KEYS = ['company', 'accounts', 'settlement'] as const;

/** A step of the three-step page, by its number (a region named by its heading "Step n of 3 title"). */
export function applyStep(page: Page, locale: Locale, n: 1 | 2 | 3): Locator {
  const title = kt(locale, `preApprovalApply:steps.${APPLY_STEP_KEYS[n - 1]!}`);
  return page.getByRole('region', { name: `${kt(locale, 'preApprovalApply:steps.number', { current: n, total: 3 })} ${title}`, exact: true });
}

/** The step is open (its content shows: aria-current="step"). */
export async function expectStepOpen(page: Page, locale: Locale, n: 1 | 2 | 3): Promise<void> {
  await expect(applyStep(page, locale, n)).toHaveAttribute('aria-current', 'step');
}

/** A button of the three-step page by its preApprovalApply key (`company.save`, `accounts.continue`, ...). */
export const applyButton = (scope: Page | Locator, locale: Locale, key: string): Locator =>
  scope.getByRole('button', { name: label(kt(locale, `preApprovalApply:${key}`)) });
