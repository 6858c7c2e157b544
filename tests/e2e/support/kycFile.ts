import { type Locator, type Page } from '@playwright/test';
import { expect } from './expect';
import type { Locale } from './app';
import { AUTH_TEXT, currentRoute, signIn } from './auth';
import { choose, fieldName, kt, label, pickDate, textbox, uploadFile } from './kyc';

/**
 * The KYC file wizard (/kycFileCN, six steps, and /childEkycPortal/efinKyc, five; 001 §2.2,
 * §2.3) for the end-to-end journeys (kyc-file.spec.ts) and the screen sweep
 * (kyc-file-screens.spec.ts): the demo.file.* accounts and demo.efin, their steps, and the
 * steps' filling. Controls are found as in support/kyc.ts (same forms, same names).
 */

// ---- demo accounts -----------------------------------------------------------------------

export type KycFileVariant = 'cn' | 'efin';

/**
 * The demo accounts (README "Demo accounts", mocks/scenarios/kyc.ts): each has one
 * enterprise, so signing in lands on its wizard (000 §4).
 */
const KYC_FILE_ACCOUNTS = {
  /** Mainland (TERRITORY), nothing saved; the OCR answers the demo licence for any licence file. */
  cn: { login: 'demo.file.cn', route: '/kycFileCN?id=20031&status=INIT', variant: 'cn' },
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

/** What the mock's OCR reads from any business licence and any ID image (mocks/handlers/kj-media.ts). */
const OCR = { creditCode: '91310115MA1K4DEM05', idNo: '11010519491231002X', lastName: '张', firstName: '伟' } as const;

/** Option texts of the mock's dictionaries and country lists, as each language shows them. */
const OPTION = {
  en: {
    china: 'China',
    idCard: 'Resident identity card',
    legal: 'Legal representative',
    generalManager: 'General manager',
    financialController: 'Financial controller',
    areaCn: '+86',
  },
  zh: {
    china: '中国',
    idCard: '居民身份证',
    legal: '法定代表人',
    generalManager: '总经理',
    financialController: '财务负责人',
    areaCn: '+86',
  },
} as const satisfies Record<Locale, Record<string, string>>;

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

// ---- filling the steps -------------------------------------------------------------------

const field = textbox;
const checkbox = (scope: Page | Locator, name: string) => scope.getByRole('checkbox', { name, exact: true });

/** Picks several options of the antd multiple select named `name`, then closes it. */
async function chooseMany(page: Page, scope: Page | Locator, name: string, options: string[]) {
  await scope.getByRole('combobox', { name: fieldName(name) }).click();
  for (const option of options) await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
  await page.keyboard.press('Escape');
}

/**
 * Step 1 of a mainland company (China fixed) that holds no credit code yet: the business
 * licence, whose OCR fills the registered address and the credit code; then operating
 * address (same as registered), both names, issuing place, start date, long term (end date
 * 9999-12-31, disabled), company type. (A code the enterprise already holds stays beside the
 * licence's until one is chosen: widgets/company-form CompanyFields.test.tsx.)
 */
export async function fillMainlandBasics(page: Page, locale: Locale, names: { cn: string; en: string }): Promise<void> {
  const t = (key: string) => kt(locale, key);
  await expect(page.getByRole('combobox', { name: fieldName(t('kyc:company.fields.registeredAreaCode')) })).toBeDisabled();
  await uploadFile(page, locale, t('kyc:company.uploads.businessLicence'), 'image', 'business_licence.png');
  await expect(field(page, t('kyc:company.fields.registeredDetail'))).toHaveValue(/上海市/);
  await expect(field(page, t('kyc:company.fields.companyIdentCode'))).toHaveValue(OCR.creditCode);
  await checkbox(page, t('kyc:company.fields.sameAsRegistered')).check();
  await expect(field(page, t('kyc:company.fields.manageDetail'))).toHaveValue(/上海市/);
  await field(page, t('kyc:company.fields.companyNameCn')).fill(names.cn);
  await field(page, t('kyc:company.fields.companyName')).fill(names.en);
  await choose(page, t('kyc:company.fields.certIssueCode'), OPTION[locale].china, { search: OPTION[locale].china });
  await pickDate(page, t('kyc:company.fields.companyIdentStartTime'), '2020-05-18');
  await checkbox(page, t('kyc:company.fields.perennial')).check();
  const end = textbox(page, t('kyc:company.fields.companyIdentExpirationTime'));
  await expect(end).toHaveValue('9999-12-31');
  await expect(end).toBeDisabled();
  await page.getByRole('radio', { name: t('kyc:company.companyType.GENERAL_TAXPAYER'), exact: true }).check();
}

/**
 * Step 2, the manager (general manager and financial controller, not the legal
 * representative): positions, issuing place, ID type, both ID images (OCR fills ID number
 * and name), phone.
 */
export async function fillManager(page: Page, locale: Locale, phone: string): Promise<void> {
  const t = (key: string) => kt(locale, key);
  const option = OPTION[locale];
  await chooseMany(page, page, t('kyc:manager.fields.position'), [option.generalManager, option.financialController]);
  await choose(page, t('kyc:manager.fields.certificateIssuingPlaceCode'), option.china, { search: option.china });
  await choose(page, t('kyc:manager.fields.identType'), option.idCard);
  await uploadFile(page, locale, t('kyc:manager.uploads.idFront'), 'image', 'id_front.png');
  await uploadFile(page, locale, t('kyc:manager.uploads.idBack'), 'image', 'id_back.png');
  // OCR of the ID (001 §2.3): the ID number, and the name split into family and first name.
  await expect(field(page, t('kyc:manager.fields.identNo'))).toHaveValue(OCR.idNo);
  await expect(field(page, t('kyc:manager.fields.lastName'))).toHaveValue(OCR.lastName);
  await field(page, t('kyc:manager.fields.firstName')).fill('Wei Ming');
  await choose(page, t('kyc:manager.fields.phoneAreaCode'), option.areaCn, { search: '86' });
  await field(page, t('kyc:manager.fields.phone')).fill(phone);
}

/** The legal person's (or director's) entry of step 3. */
export const personEntry = (page: Page, locale: Locale, kind: 'legal' | 'director' = 'legal'): Locator =>
  page.getByRole('group', { name: kt(locale, `identity:entry.${kind}`, { n: 1 }), exact: true });

/** The first beneficial owner's entry of step 3. */
const ownerEntry = (page: Page, locale: Locale): Locator => page.getByRole('group', { name: kt(locale, 'identity:entry.beneficiary', { n: 1 }), exact: true });

/** Both ID images of a step-3 entry (its areas are named "<entry> Front of ID"); OCR fills the ID number. */
export async function uploadEntryImages(page: Page, locale: Locale, entry: string, prefix: string): Promise<void> {
  await uploadFile(page, locale, `${entry} ${kt(locale, 'identity:field.front')}`, 'image', `${prefix}_front.png`);
  await uploadFile(page, locale, `${entry} ${kt(locale, 'identity:field.back')}`, 'image', `${prefix}_back.png`);
}

/** Step 3's legal person (a fresh entry): position, issuing place, ID type, both images (OCR: ID number, name), names, e-mail, phone. */
export async function fillLegalPerson(page: Page, locale: Locale, values: { lastName: string; firstName: string; email: string; phone: string }): Promise<void> {
  const t = (key: string) => kt(locale, key);
  const option = OPTION[locale];
  const person = personEntry(page, locale);
  await chooseMany(page, person, t('identity:field.position'), [option.legal]);
  await choose(page, t('identity:field.issuingPlace'), option.china, { search: option.china, scope: person });
  await choose(page, t('identity:field.idType'), option.idCard, { scope: person });
  await uploadEntryImages(page, locale, kt(locale, 'identity:entry.legal', { n: 1 }), 'legal');
  await expect(field(person, t('identity:field.idNo'))).toHaveValue(OCR.idNo);
  await field(person, t('identity:field.lastName')).fill(values.lastName);
  await field(person, t('identity:field.firstName')).fill(values.firstName);
  await field(person, t('identity:field.email')).fill(values.email);
  await choose(page, t('identity:field.phoneAreaCode'), option.areaCn, { search: '86', scope: person });
  await field(person, t('identity:field.phone')).fill(values.phone);
}

/** Step 3's first beneficial owner, an individual (the entry that cannot be deleted). */
export async function fillOwner(page: Page, locale: Locale): Promise<void> {
  const t = (key: string) => kt(locale, key);
  const option = OPTION[locale];
  const owner = ownerEntry(page, locale);
  await owner.getByRole('radio', { name: t('identity:role.PERSONAL'), exact: true }).check();
  await choose(page, t('identity:field.issuingPlace'), option.china, { search: option.china, scope: owner });
  await choose(page, t('identity:field.idType'), option.idCard, { scope: owner });
  await field(owner, t('identity:field.lastName')).fill('Li');
  await field(owner, t('identity:field.firstName')).fill('Wei');
  await field(owner, t('identity:field.idNo')).fill('310115198001010021');
  await owner.getByRole('radio', { name: t('identity:gender.MALE'), exact: true }).check();
  await pickDate(page, t('identity:field.birthday'), '1980-01-01', owner);
  await uploadEntryImages(page, locale, kt(locale, 'identity:entry.beneficiary', { n: 1 }), 'owner');
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
