import {
  cardButton,
  DRAWBACK_ACCOUNTS,
  DRAWBACK_CARD,
  drawbackField,
  expectDrawbackStep,
  letterDownloadButton,
  productCard,
  productTypeRadio,
  signInToProductCentre,
  termsBox,
  termsLink,
  updateManagerDialog,
  verifyDrawback,
  waitForRoute,
} from './support/drawback';
import { expect, test } from './support/fixtures';
import { kt, label, uploadFile, wizardButton } from './support/kyc';
import type { Page } from '@playwright/test';

/**
 * The export-drawback onboarding end to end (000 §2 type=prefill, §4 "Export-drawback
 * wizard", §5 export drawback steps 1-3), in English at 1280 px, against the demo build's
 * mock (the test has its own copy of the demo data), signed in through the login form:
 * - demo.drawback: Verify on the manufacturer card → the prefilled wizard (Skip with its
 *   explanation, no back), Manufacturing chosen and named in the header → Skip → step 2
 *   prefilled with the account's own details, so Next goes straight on → nothing missing,
 *   the letter downloads, the terms open in a new tab, a signed letter and the terms enable
 *   Submit → the product centre, where the card is under review and its Verify disabled.
 * demo.drawback.other's update dialog and the contract screen (§7 Contracts) are in
 * drawback-contract-screens.spec.ts, which walks them in a browser in both languages at
 * both widths (axe, screenshots, the schedule's download, no console error), with their
 * requests and outcomes in ExportDrawbackKycPage.test.tsx and ContractPage.test.tsx.
 */

const L = 'en' as const;
const t = (key: string, params?: Record<string, string | number>) => kt(L, key, params);
const DESKTOP = { width: 1280, height: 800 } as const;

/** The product card's ribbon says "Under review" and its Verify is disabled (the application just made). */
async function expectUnderReview(page: Page, product: 'EXPORT_DRAWBACK_PROD' | 'EXPORT_DRAWBACK_TRADE') {
  const card = productCard(page, DRAWBACK_CARD[L][product]);
  await expect(page.getByRole('listitem').filter({ has: card }).getByText(t('product:status.UNDER_REVIEW'), { exact: true })).toBeVisible();
  await expect(cardButton(card, t('product:action.verify'))).toBeDisabled();
}

/** Step 3: Submit waits for a signed letter and the terms, then applies; the product centre shows the application. */
async function uploadLetterAndSubmit(page: Page) {
  const submit = wizardButton(page, L, 'submit');
  await expect(submit).toBeDisabled();
  await uploadFile(page, L, t('drawback:letter.uploadTitle'), 'pdf', '授权书 签字版.pdf');
  await expect(submit).toBeDisabled();
  await termsBox(page, L).check();
  const applied = page.waitForRequest((request) => request.url().includes('/applyDrawback'));
  await submit.click();
  const body = (await applied).postDataJSON() as Record<string, string>;
  await waitForRoute(page, '/main-productCenter');
  await expect(page.getByText(t('drawback:letter.submitted'))).toBeVisible();
  return body;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
});

test('demo.drawback: Verify (manufacturer) → Manufacturing chosen, the header names the product → Skip (it says what it keeps) → Next → the letter downloads, the terms open, upload and terms → Submit → the card under review, Verify disabled', async ({ page, consoleErrors }) => {
  const account = DRAWBACK_ACCOUNTS.same;
  await signInToProductCentre(page, 'same');
  await verifyDrawback(page, L, 'EXPORT_DRAWBACK_PROD');

  // Step 1, prefilled from the enterprise (its Chinese name, which the letter is made out to)
  // and the card: its product is the type (000 §2), and the product the header's switch names.
  await expect(drawbackField(page, L, 'companyName')).toHaveValue(account.companyNameCn);
  await expect(drawbackField(page, L, 'companyIdentCode')).toHaveValue(account.creditCode);
  await expect(productTypeRadio(page, L, 'EXPORT_DRAWBACK_PROD')).toBeChecked();
  await expect(page.getByRole('banner').getByRole('button', { name: `${t('shell:header.products')}: ${DRAWBACK_CARD[L].EXPORT_DRAWBACK_PROD}` })).toBeVisible();
  await expect(page.getByRole('button', { name: label(t('drawback:page.back')) })).toHaveCount(0);
  const skip = page.getByRole('button', { name: label(t('kyc:wizard.skip')) });
  await expect(skip).toHaveAccessibleDescription(t('drawback:company.skipHint'));
  await expect(page.getByText(t('drawback:company.skipHint'))).toBeVisible();
  await skip.click();

  // Step 2, prefilled with the KYC manager, who is the account: Next goes straight to step 3.
  await expectDrawbackStep(page, L, 2);
  await expect(drawbackField(page, L, 'managerLastName')).toHaveValue(account.manager.lastName);
  await expect(drawbackField(page, L, 'mangerFirstName')).toHaveValue(account.manager.firstName);
  await expect(drawbackField(page, L, 'managerEmail')).toHaveValue(account.manager.email);
  await expect(drawbackField(page, L, 'managerPhone')).toHaveValue(account.manager.phone);
  await expect(drawbackField(page, L, 'managerIdentNo')).not.toHaveValue('');
  await wizardButton(page, L, 'next').click();
  await expectDrawbackStep(page, L, 3);
  await expect(updateManagerDialog(page, L)).toHaveCount(0);
  // Nothing of steps 1-2 is missing (step 1 was skipped with its type chosen): what is still
  // missing is step 3's own, the signed letter and the terms.
  await expect(page.getByText(t('drawback:letter.missingLetter'))).toBeVisible();
  await expect(page.getByText(t('drawback:letter.missingTerms'))).toBeVisible();
  await expect(page.getByText(t('kyc:missing.none'))).toHaveCount(0);

  // Step 3: the letter downloads (a PDF); the terms the box agrees to open on the terms page
  // in a new tab, and following the link leaves the box as it was.
  const download = page.waitForEvent('download');
  await letterDownloadButton(page, L).click();
  // Named so that the signed copy goes back up as it came down (000 §5 file name).
  expect((await download).suggestedFilename()).toMatch(/^[\p{Script=Han}A-Za-z0-9_]+\.pdf$/u);
  const popup = page.waitForEvent('popup');
  await termsLink(page, L).click();
  const terms = await popup;
  await expect(terms.getByRole('heading', { level: 1, name: t('terms:title') })).toBeVisible();
  expect(new URL(terms.url()).hash).toBe('#/terms?doc=platformAgreementEn');
  await terms.close();
  await expect(termsBox(page, L)).not.toBeChecked();
  const body = await uploadLetterAndSubmit(page);
  expect(body).toMatchObject({ enterpriseId: account.enterpriseId, productType: 'EXPORT_DRAWBACK_PROD', managerLastName: account.manager.lastName, channelId: expect.stringMatching(/\S/) });
  await expectUnderReview(page, 'EXPORT_DRAWBACK_PROD');
  expect(consoleErrors).toEqual([]);
});
