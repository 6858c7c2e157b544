import type { Locator, Page } from '@playwright/test';
import { currentRoute } from './support/auth';
import { expect, spaced, test } from './support/fixtures';
import {
  cascade,
  confirmAccountUpdate,
  choose,
  expectStep,
  kt,
  next,
  pickDate,
  previewButton,
  uploadFile,
  uploadInput,
  demoFile,
  wizardButton,
  textbox,
  fieldName,
  KYC_ENTERPRISES,
} from './support/kyc';
import { openSignedIn } from './support/signedIn';

/**
 * The company KYC wizard end to end (001 §2.1-§2.4, §2.9), in English at 1280 px, against
 * the demo build's mock (each test has its own copy of the demo data):
 * - a mainland company from the product centre's Verify through steps 1-7, uploading the
 *   business licence (OCR fills the address and credit code), ID images (OCR fills the ID
 *   number and the name), the viewer from an upload's preview, a CNY bank account, the
 *   contract download and the signed copy, submit, and back to the changed product centre.
 * The journey fills only what the rules require. Both languages, both widths, axe and
 * screenshots of every step, the submitted application read-only among them:
 * kyc-screens.spec.ts, whose editing sweep also switches
 * the language from the user menu (the locale stored, the wizard reloaded in the other
 * language on the step the user was on, not the one it resumes on). Proven by component tests instead: the
 * overseas company (CommKycFilePage.test.tsx the Directors step; CompanyStep.test.tsx
 * Singapore's certificate of incorporation; ManagerStep.test.tsx a Director; LegalStep.test.tsx
 * the Director listed locked; BankAccountFields.test.tsx the SWIFT lookup), the returned
 * application's dialog (CommKycFilePage.test.tsx; walked in a browser by kyc-screens.spec.ts
 * and demo-story.spec.ts), the unsaved input across an expired session
 * (CommKycFilePage.test.tsx; in a browser: idle-timeout.spec.ts).
 */

const L = 'en' as const;
const t = (key: string, params?: Record<string, string | number>) => kt(L, key, params);
const DESKTOP = { width: 1280, height: 800 } as const;
/** The ID number the mock's OCR reads from any demo ID image (mocks/handlers/kj-media.ts). */
const OCR_ID_NO = '11010519491231002X';

const field = textbox;
const checkbox = (scope: Page | Locator, name: string) => scope.getByRole('checkbox', { name, exact: true });

/** Step 1 of a mainland company: the licence (OCR fills address and code), then the remaining required fields. */
async function fillMainlandCompany(page: Page) {
  await uploadFile(page, L, t('kyc:company.uploads.businessLicence'), 'image', 'licence-scan.png');
  // OCR of the licence (001 §2.2 step 1): the registered address and the credit code.
  await expect(field(page, t('kyc:company.fields.registeredDetail'))).not.toHaveValue('');
  await expect(field(page, t('kyc:company.fields.companyIdentCode'))).toHaveValue(/^[0-9A-Z]{18}$/);
  await checkbox(page, t('kyc:company.fields.sameAsRegistered')).check();
  await field(page, t('kyc:company.fields.companyNameCn')).fill('大陆开户演示有限公司');
  await field(page, t('kyc:company.fields.companyName')).fill('Mainland Onboarding Co., Ltd.');
  await choose(page, t('kyc:company.fields.certIssueCode'), 'China', { search: 'China' });
  await pickDate(page, t('kyc:company.fields.companyIdentStartTime'), '2020-05-18');
  await checkbox(page, t('kyc:company.fields.perennial')).check();
}

/** Step 2: the authorised person, with ID front and back (OCR fills ID number and name). */
async function fillManager(page: Page, position: string) {
  await choose(page, t('kyc:manager.fields.position'), position);
  await page.keyboard.press('Escape');
  await choose(page, t('kyc:manager.fields.certificateIssuingPlaceCode'), 'China', { search: 'China' });
  await choose(page, t('kyc:manager.fields.identType'), 'Resident identity card');
  await uploadFile(page, L, t('kyc:manager.uploads.idFront'), 'image', 'ID front 2024.png');
  await uploadFile(page, L, t('kyc:manager.uploads.idBack'), 'image', 'ID back 2024.png');
  // OCR of the ID (001 §2.3): the ID number, and the name split into family and first name.
  await expect(field(page, t('kyc:manager.fields.identNo'))).not.toHaveValue('');
  await expect(field(page, t('kyc:manager.fields.lastName'))).not.toHaveValue('');
  await expect(field(page, t('kyc:manager.fields.firstName'))).not.toHaveValue('');
  await choose(page, t('kyc:manager.fields.phoneAreaCode'), '+86', { search: '86' });
  await field(page, t('kyc:manager.fields.phone')).fill('13800010021');
}

/** Step 4: one individual beneficial owner (the first entry, which cannot be deleted). */
async function fillOwner(page: Page) {
  const owner = page.getByRole('group', { name: t('identity:entry.beneficiary', { n: 1 }) });
  await owner.getByRole('radio', { name: t('identity:role.PERSONAL'), exact: true }).check();
  await choose(page, t('identity:field.issuingPlace'), 'China', { search: 'China', scope: owner });
  await choose(page, t('identity:field.idType'), 'Resident identity card', { scope: owner });
  await field(owner, t('identity:field.lastName')).fill('Li');
  await field(owner, t('identity:field.firstName')).fill('Wei');
  await field(owner, t('identity:field.idNo')).fill('310115198001010021');
  await owner.getByRole('radio', { name: t('identity:gender.MALE'), exact: true }).check();
  await pickDate(page, t('identity:field.birthday'), '1980-01-01', owner);
  const entry = t('identity:entry.beneficiary', { n: 1 });
  await uploadFile(page, L, `${entry} ${t('identity:field.front')}`, 'image', '股东身份证 正面.png');
  await uploadFile(page, L, `${entry} ${t('identity:field.back')}`, 'image', '股东身份证 反面.png');
}

/** Step 5's first account: currency, account name and number. */
async function fillAccountBasics(page: Page, currency: string, name: string) {
  const account = page.getByRole('group', { name: t('bank:entry', { n: 1 }) });
  await choose(page, t('bank:field.currency'), currency, { scope: account });
  await field(account, t('bank:field.accountName')).fill(name);
  await field(account, t('bank:field.accountNo')).fill('6222020200112233445');
  return account;
}

/**
 * Step 3 lists the authorised person (who holds the role: legal representative on the
 * mainland, director otherwise) first, from listLegalByEnterpriseId with managerPerson Y,
 * as soon as it opens after step 2 was saved (not the list read before that save).
 */
async function expectManagerListed(page: Page, entry: string) {
  const group = page.getByRole('group', { name: entry });
  const identNo = textbox(group, t('identity:field.idNo'));
  await expect(identNo).toHaveValue(OCR_ID_NO);
  // Locked, with the authorised person's ID images from step 2 (the same media id).
  await expect(group.getByText(t('identity:managerLocked'))).toBeVisible();
  await expect(group.getByRole('button', { name: new RegExp(`^${t('upload:preview', { name: '' }).trim()} `) })).toHaveCount(2);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
});

test('mainland company: Verify → steps 1-7 with uploads, the viewer, a CNY account, the signed contract → the product centre changes', async ({ page, consoleErrors }) => {
  await openSignedIn(page, KYC_ENTERPRISES.cn.state, { route: '/main-productCenter' });
  const accountCard = page.getByRole('article', { name: 'Account and payment', exact: true });
  await accountCard.getByRole('button', { name: spaced('Verify') }).click();
  await expect.poll(() => currentRoute(page)).toMatch(/^\/CommKycFile\?id=/);
  await expectStep(page, L, 1);

  // Step 1, with the viewer opened from the licence's preview: a key zooms, Esc closes.
  await fillMainlandCompany(page);
  await previewButton(page, L, 'licence-scan.png').click();
  const viewer = page.getByRole('dialog', { name: 'licence-scan.png' });
  await expect(viewer.getByRole('img', { name: 'licence-scan.png' })).toBeVisible();
  const zoom = viewer.getByRole('toolbar', { name: t('viewer:toolbar') }).getByText(/^\d+%$/);
  const before = Number((await zoom.textContent())?.replace('%', ''));
  await page.keyboard.press('ArrowUp');
  await expect(zoom).toHaveText(`${before + 20}%`);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await next(page, L, 2);

  // Step 2: the authorised person is also the legal representative, so step 3 lists them read-only.
  await expect(page.getByLabel(fieldName(t('kyc:manager.fields.email')))).toHaveText(/@/);
  await expect(field(page, t('kyc:manager.fields.email'))).toHaveCount(0);
  await fillManager(page, 'Legal representative');
  await wizardButton(page, L, 'next').click();
  await confirmAccountUpdate(page, L);
  await expectStep(page, L, 3);

  // Step 3: the legal person (mainland wording) is the authorised person, locked.
  await expectManagerListed(page, t('identity:entry.legal', { n: 1 }));
  await next(page, L, 4);

  await fillOwner(page);
  await next(page, L, 5);

  // Step 5, CNY: the complete city first, then the bank, then the branch fills the CNAPS code.
  const account = await fillAccountBasics(page, 'CNY', 'Mainland Onboarding Co., Ltd.');
  await cascade(page, t('bank:field.region'), ['Guangdong', 'Shenzhen'], account);
  await choose(page, t('bank:field.bank'), 'Industrial and Commercial Bank of China', { scope: account });
  await choose(page, t('bank:field.branch'), 'Futian', { scope: account });
  await expect(field(account, t('bank:field.cnaps'))).toHaveValue(/^102\d{9}$/);
  await next(page, L, 6);

  // Step 6: steps 1-5 complete, the signed contract still missing; the contract downloads, submit is enabled by the signed copy.
  await expect(page.getByText(t('kyc:sign.missingSigned'))).toBeVisible();
  await expect(page.getByText(t('kyc:missing.none'))).toHaveCount(0);
  await expect(wizardButton(page, L, 'submit')).toBeDisabled();
  await expect(page.getByText(t('kyc:wizard.submitReasonSigned'))).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t('kyc:sign.download') }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/i);
  await uploadInput(page, t('kyc:sign.uploadTitle')).setInputFiles(demoFile('pdf', 'signed-copy.pdf'));
  await expect(previewButton(page, L, 'signed-copy.pdf')).toBeVisible();
  await wizardButton(page, L, 'submit').click();

  // Step 7, then the product centre: the account card now opens the application read-only (SUBMIT).
  await expect(page.getByText(t('kyc:success.submitted'))).toBeVisible();
  await expectStep(page, L, 7);
  await expect(page.getByText(t('kyc:success.review'))).toBeVisible();
  await expect(wizardButton(page, L, 'previous')).toHaveCount(0);
  await page.getByRole('button', { name: t('kyc:success.backToProducts') }).click();
  await expect.poll(() => currentRoute(page)).toBe('/main-productCenter');
  await expect(accountCard.getByRole('button', { name: 'View application' })).toBeEnabled();
  expect(consoleErrors).toEqual([]);
});
