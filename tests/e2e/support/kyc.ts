import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Locale } from './app';
import { watchApiRequests } from './apiRequests';
import { test as base } from './fixtures';
import { openSignedIn, type SignedInState } from './signedIn';

/**
 * The company KYC wizard (/CommKycFile, 001 §2.1-§2.4, §2.9) for the end-to-end journeys
 * (kyc-wizard.spec.ts) and the screen sweep (kyc-screens.spec.ts): the onboarding texts
 * as the portal shows them, the demo.kyc.* enterprises, and the steps' controls found by
 * their roles and accessible names.
 */

// ---- the test with uploads ------------------------------------------------------------------

const NO_BODY = 'request: the operation requires a body and none is sent';

/**
 * The portal's test (support/fixtures.ts) for journeys that upload files. Chromium does
 * not hand Playwright the body of a multipart request whose form holds a file
 * (microsoft/playwright#24077: postData is null unless the request is intercepted), so the
 * request watcher would read every upload as sent without its required body. Here the
 * watcher runs as in fixtures.ts and only that one finding is dropped, for exactly the
 * multipart requests whose body Playwright could not see; every other check stays.
 */
export const test = base.extend({
  // An override keeps the base fixture's `auto`.
  apiRequests: async ({ context }, provide) => {
    const requests = watchApiRequests(context);
    const unseen = new Set<string>();
    context.on('request', (request) => {
      const type = request.headers()['content-type'] ?? '';
      if (type.startsWith('multipart/form-data') && request.postDataBuffer() === null) unseen.add(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await provide();
    const violations = (await requests.take()).filter((violation) => ![...unseen].some((call) => violation.startsWith(`${call} ${NO_BODY}`)));
    expect(violations, 'requests the OpenAPI document does not allow').toEqual([]);
  },
});

// ---- texts -------------------------------------------------------------------------------

const LOCALES_DIR = path.resolve('src/shared/i18n/locales');
const FOLDER: Record<Locale, string> = { zh: 'zh-CN', en: 'en-US' };

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
}

/** Every resource of a locale, `ns:path.to.key`: the top-level namespaces and the onboarding ones. */
function resources(locale: Locale): Map<string, string> {
  const read = (dir: string) =>
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => {
        const ns = file.replace(/\.json$/, '');
        return flatten(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Tree).map(([key, value]) => [`${ns}:${key}`, value] as const);
      });
  const root = path.join(LOCALES_DIR, FOLDER[locale]);
  return new Map([...read(root), ...read(path.join(root, 'onboarding'))]);
}

const cache = new Map<Locale, Map<string, string>>();
const all = (locale: Locale) => {
  if (!cache.has(locale)) cache.set(locale, resources(locale));
  return cache.get(locale)!;
};

/** A resource text as the portal shows it (`kyc:wizard.next`, `upload:preview` with `{ name }`). */
export function kt(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const value = all(locale).get(key);
  if (value === undefined) throw new Error(`no resource ${key} in ${locale}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}

/** A button label that antd may space out ("保 存") or prefix with its loading icon's name. */
export function label(text: string): RegExp {
  const escaped = [...text].map((ch) => ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(^|\\s)${escaped.join('\\s*')}\\s*$`);
}

/**
 * The onboarding namespaces' share of the bilingual check (support/translation.ts reads the
 * top-level namespaces only): nothing on the page is a text of the other language's
 * onboarding resources, and no onboarding key shows raw.
 */
export async function expectOnboardingTranslated(page: Page, locale: Locale, what: string): Promise<void> {
  const own = all(locale);
  const other = all(locale === 'zh' ? 'en' : 'zh');
  const ownValues = new Set(own.values());
  const onboarding = (key: string) => /^(kyc|upload|viewer|identity|bank):/.test(key);
  const foreign = [...other.entries()]
    .filter(([key, value]) => onboarding(key) && !value.includes('{{') && value !== own.get(key) && !ownValues.has(value))
    .map(([, value]) => value.trim())
    .filter((value) => value.length > 1);
  const keys = [...own.keys()].filter(onboarding).flatMap((key) => [key, key.slice(key.indexOf(':') + 1)]).filter((key) => key.includes('.'));
  const found = await page.evaluate(
    ({ foreign, keys }) => {
      const foreignSet = new Set(foreign);
      const keySet = new Set(keys);
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('script, style, [hidden], [aria-hidden="true"]')) continue;
        texts.push(node.textContent ?? '');
      }
      for (const element of document.body.querySelectorAll('[aria-label]:not(.anticon), [placeholder], [title], img[alt]')) {
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = element.getAttribute(name);
          if (value) texts.push(value);
        }
      }
      return [
        ...new Set(
          texts
            .map((text) => text.trim())
            .filter((text) => foreignSet.has(text) || keySet.has(text))
            .map((text) => (keySet.has(text) ? `key: ${text}` : `untranslated: ${text}`)),
        ),
      ];
    },
    { foreign: [...new Set(foreign)], keys: [...new Set(keys)] },
  );
  expect(found, `${what}: onboarding texts not in ${locale}`).toEqual([]);
}

// ---- demo data ---------------------------------------------------------------------------

/** The demo.kyc.* enterprises (mocks/scenarios/enterprises.ts, kyc.ts) and their signed-in states. */
export const KYC_ENTERPRISES = {
  cn: { state: 'kycCn', id: '20021', status: 'INIT' },
  os: { state: 'kycOs', id: '20022', status: 'INIT' },
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

export const wizardRoute = (which: KycEnterprise) => {
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

/** Presses next and waits for step `to` (the save answered 200). */
export async function next(page: Page, locale: Locale, to: number, mainland = true): Promise<void> {
  await wizardButton(page, locale, 'next').click();
  await expectStep(page, locale, to, mainland);
}

// ---- form controls -----------------------------------------------------------------------

/**
 * A form control's accessible name: antd puts the required mark ("*") inside the label, so
 * a required field is named "* Registered address".
 */
export function fieldName(name: string): RegExp {
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

/** Picks the path of an antd cascader named `name` (e.g. Guangdong → Shenzhen). */
export async function cascade(page: Page, name: string, path: string[], scope?: Locator): Promise<void> {
  await (scope ?? page).getByRole('combobox', { name: fieldName(name) }).click();
  for (const [column, item] of path.entries()) {
    await page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu').nth(column).locator('.ant-cascader-menu-item').filter({ hasText: item }).first().click();
  }
}

/** Types a date (YYYY-MM-DD) into the antd date picker named `name` and takes it. */
export async function pickDate(page: Page, name: string, date: string, scope?: Locator): Promise<void> {
  const input = textbox(scope ?? page, name);
  await input.click();
  await input.fill(date);
  await input.press('Enter');
  await expect(input).toHaveValue(date);
}

/** The file input of an upload area, by the area's accessible name. */
export const uploadInput = (scope: Page | Locator, name: string): Locator => scope.locator(`input[type="file"][aria-label="${name}"]`);

/** A demo file under another name (each upload area gets its own, so its card is told apart). */
export function demoFile(kind: keyof typeof DEMO_FILES, name: string) {
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
