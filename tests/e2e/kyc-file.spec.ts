import type { Page } from '@playwright/test';
import { currentRoute, recordRequestBodies } from './support/auth';
import { expect, test } from './support/fixtures';
import { confirmAccountUpdate, fieldName, kt, label, textbox, wizardButton } from './support/kyc';
import {
  agreementBox,
  BACK_COMMENT,
  expectFileStep,
  openFileStep,
  fileNext,
  fillLegalPerson,
  fillMainlandBasics,
  fillManager,
  fillOwner,
  passwordFields,
  personEntry,
  settled,
  signInToWizard,
  successBackButton,
} from './support/kycFile';

/**
 * The KYC file wizard end to end (001 §2.2, §2.3; 000 §5 transaction password), in English
 * at 1280 px, against the demo build's mock (each test has its own copy of the demo data),
 * each signed in through the login form, which leads straight to the account's wizard:
 * - demo.file.cn, /kycFileCN: steps 1-3 filled (the licence's OCR fills address and credit
 *   code, the ID images' OCR the ID number and name), step 4's agreement required then
 *   ticked, submit, the transaction password (a mismatch refused), success, the product centre;
 * - demo.file.back: the returned alert with the review comment; it resumes on step 3 (the
 *   draft); back from there keeps what was typed on the server (stagedEnterpriseContact),
 *   there after a reload.
 * Both languages, both widths, axe and screenshots: kyc-file-screens.spec.ts. Proven by
 * component tests instead: the five-step e-KYC variant (demo.efin) from the open-account form
 * to success without a transaction password, and the header's way back (KycFilePage.test.tsx),
 * its manager as locked legal person (IdentityStep.test.tsx), its sign-in target
 * (signInFlow.test.tsx); Hong Kong's documents on step 1 and next's warnings without them
 * (BasicsStep.test.tsx).
 */

const L = 'en' as const;
const t = (key: string, params?: Record<string, string | number>) => kt(L, key, params);
const DESKTOP = { width: 1280, height: 800 } as const;

/**
 * Steps 1-3 of a fresh mainland enterprise, ending on step 4: the manager is not the legal
 * representative, so step 3's legal person is filled in.
 */
async function fillStepsOneToThree(page: Page, names: { cn: string; en: string }) {
  await expectFileStep(page, L, 1);
  await fillMainlandBasics(page, L, names);
  await fileNext(page, L, 2);

  // The authorised person's e-mail is the account's, shown as text (001 §2.2 step 2).
  await expect(page.getByLabel(fieldName(t('kyc:manager.fields.email')))).toHaveText(/@/);
  await expect(textbox(page, t('kyc:manager.fields.email'))).toHaveCount(0);
  await fillManager(page, L, '13800010031');
  await page.getByRole('button', { name: label(t('kyc:wizard.next')) }).click();
  await confirmAccountUpdate(page, L);
  await expectFileStep(page, L, 3);

  // Mainland: legal-person wording (001 §2.2 step 3, §6).
  await expect(page.getByRole('heading', { level: 3, name: t('identity:step.legalTitle') })).toBeVisible();
  await expect(page.getByText(t('identity:step.directorTitle'), { exact: true })).toHaveCount(0);
  await fillLegalPerson(page, L, { lastName: 'Zhao', firstName: 'Lei', email: 'zhao.lei@mainland.example', phone: '13900010031' });
  await fillOwner(page, L);
  await fileNext(page, L, 4);
  await expect(page.getByText(t('kyc:missing.none'))).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
});

test('demo.file.cn: sign-in → six steps (OCR, agreement required, password mismatch refused) → success → the product centre', async ({ page, consoleErrors }) => {
  const bodies = recordRequestBodies(page);
  await signInToWizard(page, 'cn');
  await fillStepsOneToThree(page, { cn: '大陆开户演示有限公司', en: 'Mainland Onboarding Co., Ltd.' });

  // Step 4: the agreement downloads; submit without the tick is refused on the spot.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: label(t('kycFile:openAccount.download')) }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/i);
  await wizardButton(page, L, 'submit').click();
  await expect(page.getByText(t('kycFile:openAccount.agreementRequired'), { exact: true })).toBeVisible();
  await expectFileStep(page, L, 4);
  await agreementBox(page, L).check();
  await wizardButton(page, L, 'submit').click();

  // Step 5: a confirmation that differs is refused; then the password is set (sent encrypted).
  await expectFileStep(page, L, 5);
  await expect(page.getByText(t('kyc:success.submitted'))).toBeVisible();
  await expect(wizardButton(page, L, 'previous')).toHaveCount(0);
  const { password, confirm } = passwordFields(page, L);
  await password.fill('Trade#Pass2025');
  await confirm.fill('Trade#Pass2024');
  await wizardButton(page, L, 'submit').click();
  await expect(page.getByText(t('validation:transactionConfirmMismatch'), { exact: true })).toBeVisible();
  await expectFileStep(page, L, 5);
  await confirm.fill('Trade#Pass2025');
  await expect(page.getByText(t('validation:transactionConfirmMismatch'), { exact: true })).toHaveCount(0);
  await wizardButton(page, L, 'submit').click();

  // Step 6, then the product centre.
  await expectFileStep(page, L, 6);
  await expect(page.getByText(t('kycFile:password.saved'))).toBeVisible();
  await expect(page.getByText(t('kyc:success.title'))).toBeVisible();
  expect(bodies.filter((body) => body.includes('Trade#Pass')), 'the plain transaction password left the browser').toEqual([]);
  await successBackButton(page, L).click();
  await expect.poll(() => currentRoute(page)).toBe('/main-productCenter');
  await expect(page.getByRole('heading', { level: 1, name: t('product:title') })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('demo.file.back: the returned alert with the review comment; it resumes on step 3; back from there keeps the typed input on the server, there after a reload', async ({ page, consoleErrors }) => {
  await signInToWizard(page, 'back');
  const returned = page.getByRole('alert').filter({ hasText: t('kyc:returned.title') });
  await expect(returned).toContainText(BACK_COMMENT.en);

  // It resumes on step 3, the first step that lacks something: the draft's legal person.
  await expectFileStep(page, L, 3);
  await settled(page);
  const person = personEntry(page, L);
  await expect(textbox(person, t('identity:field.lastName'))).toHaveValue('林');
  await textbox(person, t('identity:field.idNo')).fill('350203196809120011');
  await textbox(person, t('identity:field.phone')).fill('13900010034');
  const staged = page.waitForRequest((request) => request.url().includes('/eKyc/stagedEnterpriseContact'));
  await wizardButton(page, L, 'previous').click();
  expect((await staged).postData()).toContain('350203196809120011');
  await expectFileStep(page, L, 2);

  // After a reload it reopens on step 2, where the user was; step 3 holds what was typed:
  // the server's draft (back cleared the tab's own copy of the input).
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: t('kyc:returned.title') })).toBeVisible();
  await expectFileStep(page, L, 2);
  await openFileStep(page, L, 3);
  await expect(textbox(person, t('identity:field.idNo'))).toHaveValue('350203196809120011');
  await expect(textbox(person, t('identity:field.phone'))).toHaveValue('13900010034');
  await expect(textbox(person, t('identity:field.lastName'))).toHaveValue('林');
  expect(consoleErrors).toEqual([]);
});
