import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Locator, type Page } from '@playwright/test';
import { expect } from './expect';
import type { Locale } from './app';
import { openSignedIn, type SignedInState } from './signedIn';
import { resourceText } from './translation';

/**
 * The company KYC wizard (/CommKycFile, 001 §2.1-§2.4, §2.9) for its screen sweep
 * (kyc-screens.spec.ts), the idle-timeout journey and the demo story: the onboarding texts
 * as the portal shows them, the demo.kyc.* enterprises, and the steps' controls found by
 * their roles and accessible names.
 */

// ---- texts -------------------------------------------------------------------------------

/** A resource text as the portal shows it (`kyc:wizard.next`, `upload:preview` with `{ name }`): support/translation.ts. */
export const kt = resourceText;

/** A button label that antd may space out ("保 存") or prefix with its loading icon's name. */
export function label(text: string): RegExp {
  const escaped = [...text].map((ch) => ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(^|\\s)${escaped.join('\\s*')}\\s*$`);
}

// ---- demo data ---------------------------------------------------------------------------

/** The demo.kyc.* enterprises (mocks/scenarios/enterprises.ts, kyc.ts) and their signed-in states. */
const KYC_ENTERPRISES = {
  half: { state: 'kycHalf', id: '20023', status: 'INIT' },
  back: { state: 'kycBack', id: '20024', status: 'BACK' },
  done: { state: 'kycDone', id: '20025', status: 'SUBMIT' },
} as const satisfies Record<string, { state: SignedInState; id: string; status: string }>;

export type KycEnterprise = keyof typeof KYC_ENTERPRISES;

/** The small demo files the journeys upload (a few hundred bytes each). */
export const DEMO_FILES = {
  image: path.resolve('tests/e2e/fixtures/demo-licence.png'),
  pdf: path.resolve('tests/e2e/fixtures/demo-signed-contract.pdf'),
} as const;

const wizardRoute = (which: KycEnterprise) => {
  const { id, status } = KYC_ENTERPRISES[which];
  return `/CommKycFile?id=${id}&status=${status}`;
};

/**
 * Opens the wizard of a demo enterprise signed in as its account, in `locale` (default
 * English): from the product centre, where the sign-in landed, to the wizard's address in
 * the same tab (as Verify does; a first load straight on the wizard's address is
 * `openWizardDirectly`).
 */
export async function openWizard(page: Page, which: KycEnterprise, locale: Locale = 'en'): Promise<void> {
  await openSignedIn(page, KYC_ENTERPRISES[which].state, { locale, route: '/main-productCenter' });
  await expect(page.getByRole('heading', { level: 1, name: kt(locale, 'product:title') })).toBeVisible();
  await page.evaluate((route) => {
    window.location.hash = `#${route}`;
  }, wizardRoute(which));
  await expect(page.getByRole('heading', { level: 1, name: kt(locale, 'kyc:page.title') })).toBeVisible();
}

/** Opens the wizard's address as the first page of the tab (a bookmark, a reload). */
export async function openWizardDirectly(page: Page, which: KycEnterprise, locale: Locale = 'en'): Promise<void> {
  await openSignedIn(page, KYC_ENTERPRISES[which].state, { locale, route: wizardRoute(which) });
  await expect(page.getByRole('heading', { level: 1, name: kt(locale, 'kyc:page.title') })).toBeVisible();
}

// ---- the wizard --------------------------------------------------------------------------

/** The step titles in order (step 3 says legal person on the mainland, directors otherwise). */
export function stepTitles(locale: Locale, mainland: boolean): string[] {
  return ['company', 'manager', mainland ? 'legal' : 'directors', 'beneficiary', 'bank', 'sign', 'success'].map((key) => kt(locale, `kyc:page.steps.${key}`));
}

/** The wizard shows step `n` (its "Step n of 7: title" heading, read by screen readers). */
export async function expectStep(page: Page, locale: Locale, n: number, mainland = true): Promise<void> {
  const title = stepTitles(locale, mainland)[n - 1]!;
  await expect(page.getByRole('heading', { level: 2, name: kt(locale, 'kyc:wizard.stepOf', { current: n, total: 7, title }) })).toBeAttached();
}

export type WizardAction = 'previous' | 'save' | 'next' | 'submit';

export const wizardButton = (page: Page, locale: Locale, action: WizardAction): Locator =>
  page.getByRole('button', { name: label(kt(locale, `kyc:wizard.${action}`)) });

// ---- form controls -----------------------------------------------------------------------

/**
 * A form control's accessible name: antd puts the required mark ("*") inside the label, so
 * a required field is named "* Registered address".
 */
function fieldName(name: string): RegExp {
  return new RegExp(`^(\\*\\s*)?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

export const textbox = (scope: Page | Locator, name: string): Locator => scope.getByRole('textbox', { name: fieldName(name) });

/**
 * Picks `option` in the antd select (or cascader column) named `name`: opens it, types
 * `search` into a searchable one, clicks the option shown with that title.
 */
export async function choose(page: Page, name: string | RegExp, option: string, { search, scope }: { search?: string; scope?: Locator } = {}): Promise<void> {
  const box = (scope ?? page).getByRole('combobox', { name: typeof name === 'string' ? fieldName(name) : name });
  await box.click();
  if (search) await box.fill(search);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
}

/** The file input of an upload area, by the area's accessible name. */
const uploadInput = (scope: Page | Locator, name: string): Locator => scope.locator(`input[type="file"][aria-label="${name}"]`);

/** A demo file under another name (each upload area gets its own, so its card is told apart). */
function demoFile(kind: keyof typeof DEMO_FILES, name: string) {
  return { name, mimeType: kind === 'pdf' ? 'application/pdf' : 'image/png', buffer: readFileSync(DEMO_FILES[kind]) };
}

/** The preview button of an uploaded file's card (named after the file). */
export const previewButton = (scope: Page | Locator, locale: Locale, fileName: string): Locator =>
  scope.getByRole('button', { name: kt(locale, 'upload:preview', { name: fileName }), exact: true });

/** Uploads a demo file as `fileName` into the area named `area` and waits until its card says it is stored. */
export async function uploadFile(page: Page, locale: Locale, area: string, kind: keyof typeof DEMO_FILES, fileName: string): Promise<void> {
  await uploadInput(page, area).setInputFiles(demoFile(kind, fileName));
  await expect(previewButton(page, locale, fileName)).toBeVisible();
}
