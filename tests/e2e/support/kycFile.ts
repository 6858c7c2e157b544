import { type Locator, type Page } from '@playwright/test';
import { expect } from './expect';
import type { Locale } from './app';
import { AUTH_TEXT, currentRoute, signIn } from './auth';
import { kt, label, uploadFile } from './kyc';

/**
 * The KYC file wizard (/kycFileCN, six steps, and /childEkycPortal/efinKyc, five; 001 §2.2,
 * §2.3) for its screen sweep (kyc-file-screens.spec.ts), which also walks it as a journey:
 * the demo.file.* accounts and demo.efin, their steps, and the controls the walk uses,
 * found as in support/kyc.ts (same forms, same names).
 */

// ---- demo accounts -----------------------------------------------------------------------

export type KycFileVariant = 'cn' | 'efin';

/**
 * The demo accounts (README "Demo accounts", mocks/scenarios/kyc.ts): each has one
 * enterprise, so signing in lands on its wizard (000 §4).
 */
const KYC_FILE_ACCOUNTS = {
  /** Returned (BACK) with the review's comment; steps 1-2 saved, step 3 a "back" draft. */
  back: { login: 'demo.file.back', route: '/kycFileCN?id=20034&status=BACK', variant: 'cn' },
  /** Submitted (SUBMIT): read-only. */
  done: { login: 'demo.file.done', route: '/kycFileCN?id=20035&status=SUBMIT', variant: 'cn' },
  /** E_FINANCE, mainland, nothing saved: the five-step variant. */
  efin: { login: 'demo.efin', route: '/childEkycPortal/efinKyc?id=20008&status=INIT', variant: 'efin' },
} as const satisfies Record<string, { login: string; route: string; variant: KycFileVariant }>;

export type KycFileAccount = keyof typeof KYC_FILE_ACCOUNTS;

/** The review comment of demo.file.back (mocks/scenarios/kyc.ts FILE_BACK), per language. */
export const BACK_COMMENT: Record<Locale, string> = {
  en: 'The legal representative and the beneficial owner are missing from the identity information. Please complete the identity information and submit again.',
  zh: '身份信息中缺少法定代表人和受益所有人。请补充身份信息后重新提交。',
};

/** The wizard's page title (its h1). */
const wizardTitle = (locale: Locale, variant: KycFileVariant) => kt(locale, variant === 'cn' ? 'kycFile:page.title' : 'kycFile:page.titleEfin');

/**
 * Signs `which` in through the login form (this page, in `locale`) and waits for its
 * wizard, where the sign-in leads (000 §4). From a signed-in page, log out first.
 */
export async function signInToWizard(page: Page, which: KycFileAccount, locale: Locale = 'en'): Promise<void> {
  const account = KYC_FILE_ACCOUNTS[which];
  if (!currentRoute(page).startsWith('/login')) await page.goto(`/#/login?lang=${locale}`);
  await signIn(page, locale, account.login);
  // (waitForURL follows the hash route as it changes; a poll would look at widening intervals.)
  await page.waitForURL((url) => decodeURIComponent(url.hash) === `#${account.route}`);
  await expect(page.getByRole('heading', { level: 1, name: wizardTitle(locale, account.variant) })).toBeVisible();
}

/** Logs out from the wizard header's account menu (the shell's user menu) and waits for the login page. */
export async function logOut(page: Page, locale: Locale): Promise<void> {
  await page.getByRole('group', { name: kt(locale, 'kyc:page.header.label') }).getByRole('button').click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: kt(locale, 'shell:userMenu.logout') }).click();
  await expect(page.getByLabel(AUTH_TEXT[locale].account, { exact: true })).toBeVisible();
}

// ---- the wizard --------------------------------------------------------------------------

const STEPS: Record<KycFileVariant, string[]> = {
  cn: ['basics', 'manager', 'identity', 'openAccount', 'password', 'success'],
  efin: ['basics', 'manager', 'identity', 'openAccount', 'success'],
};

/** The step titles of a variant, in order. */
const fileStepTitles = (locale: Locale, variant: KycFileVariant = 'cn'): string[] => STEPS[variant].map((key) => kt(locale, `kycFile:steps.${key}`));

/** The wizard shows step `n` (its "Step n of 6: title" heading, read by screen readers). */
export async function expectFileStep(page: Page, locale: Locale, n: number, variant: KycFileVariant = 'cn'): Promise<void> {
  const titles = fileStepTitles(locale, variant);
  await expect(page.getByRole('heading', { level: 2, name: kt(locale, 'kyc:wizard.stepOf', { current: n, total: titles.length, title: titles[n - 1]! }) })).toBeAttached();
}

/** Presses next and waits for step `to` (the save answered 200). */
export async function fileNext(page: Page, locale: Locale, to: number, variant: KycFileVariant = 'cn'): Promise<void> {
  await page.getByRole('button', { name: label(kt(locale, 'kyc:wizard.next')) }).click();
  await expectFileStep(page, locale, to, variant);
}

/** Below this width the step indicator is the current step's title and a native list of the steps (WizardFrame). */
export const COMPACT_BELOW = 576;

/** Opens a step reached before from the step indicator: antd's Steps, or on a phone its native list. */
export async function openFileStep(page: Page, locale: Locale, n: number, variant: KycFileVariant = 'cn'): Promise<void> {
  const nav = page.getByRole('navigation', { name: kt(locale, 'kyc:wizard.stepsLabel') });
  if ((page.viewportSize()?.width ?? 1280) < COMPACT_BELOW) await nav.getByRole('combobox', { name: kt(locale, 'kyc:wizard.goToStep') }).selectOption(String(n));
  else await nav.getByText(fileStepTitles(locale, variant)[n - 1]!, { exact: true }).click();
  await expectFileStep(page, locale, n, variant);
  await settled(page);
}

/** The step's own loaders are gone. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
}

// ---- step 3 ------------------------------------------------------------------------------

/** The legal person's (or director's) entry of step 3. */
export const personEntry = (page: Page, locale: Locale, kind: 'legal' | 'director' = 'legal'): Locator =>
  page.getByRole('group', { name: kt(locale, `identity:entry.${kind}`, { n: 1 }), exact: true });

/** Both ID images of a step-3 entry (its areas are named "<entry> Front of ID"); OCR fills the ID number. */
export async function uploadEntryImages(page: Page, locale: Locale, entry: string, prefix: string): Promise<void> {
  await uploadFile(page, locale, `${entry} ${kt(locale, 'identity:field.front')}`, 'image', `${prefix}_front.png`);
  await uploadFile(page, locale, `${entry} ${kt(locale, 'identity:field.back')}`, 'image', `${prefix}_back.png`);
}

/** The success step's button to the product centre, inside the wizard's region (not the header's back control). */
export const successBackButton = (page: Page, locale: Locale): Locator =>
  page.getByRole('region').getByRole('button', { name: label(kt(locale, 'kyc:success.backToProducts')) });

/** The service agreement's box on step 4 (mainland). */
export const agreementBox = (page: Page, locale: Locale): Locator => page.getByRole('checkbox', { name: kt(locale, 'kycFile:openAccount.agree'), exact: true });

/** The transaction password step's two fields. */
export function passwordFields(page: Page, locale: Locale): { password: Locator; confirm: Locator } {
  const form = page.getByRole('form', { name: kt(locale, 'kycFile:steps.password') });
  return {
    password: form.getByLabel(kt(locale, 'kycFile:password.password'), { exact: true }),
    confirm: form.getByLabel(kt(locale, 'kycFile:password.confirm'), { exact: true }),
  };
}
