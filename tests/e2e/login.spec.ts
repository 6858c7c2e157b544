import type { Page, Request } from '@playwright/test';
import { test, expect, gotoRoute } from './support/fixtures';
import { chooseLanguage, expectLoginPage, storedLocale } from './support/app';
import { isApiCall } from './support/apiRequests';
import { AUTH_TEXT } from './support/auth';
import { resourceText } from './support/translation';

// The login page in each language with the mock's branding: screens.spec.ts's login state.

interface DictEntry {
  displayName: string;
  dictCode: string;
  dictKey: string;
}
type Dictionaries = Record<string, DictEntry[]>;

const DICT_PATH = '/kj-web/dict/getAllDictList';
const CJK = /[\u3400-\u9fff]/;

/** The dictionaries the page keeps for the session in `locale` (null when none). */
async function cachedDictionaries(page: Page, locale: 'zh' | 'en'): Promise<Dictionaries | null> {
  const raw = await page.evaluate((key) => window.sessionStorage.getItem(key), `dictionaries:${locale}`);
  return raw == null ? null : (JSON.parse(raw) as Dictionaries);
}

const displayNames = (dictionaries: Dictionaries) => Object.values(dictionaries).flatMap((entries) => entries.map((entry) => entry.displayName));

// One page through both languages: the stored choice and its reload (000 §9), the
// dictionaries each language loads, and the motion setting. That a later reload keeps the
// stored language and the session's dictionaries is locale.test.ts's and dictionaryApi.test.ts's.
test('the language switch stores the choice and reloads into the other language; dictionaries load in the page language, the other language\'s dropped; spinning icons stand still under reduced motion', async ({
  page,
  consoleErrors,
}) => {
  const dictRequests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(DICT_PATH)) dictRequests.push(request);
  });
  await gotoRoute(page, '/login');
  await expectLoginPage(page, 'zh');
  expect(await storedLocale(page)).toBeNull();
  await expect.poll(() => cachedDictionaries(page, 'zh')).not.toBeNull();
  expect(dictRequests).toHaveLength(1);
  expect(dictRequests[0]!.method()).toBe('POST');
  expect(await dictRequests[0]!.headerValue('accept-language')).toBe('zh-CN');
  expect((await dictRequests[0]!.response())?.status()).toBe(200);
  const zh = (await cachedDictionaries(page, 'zh'))!;
  expect(Object.keys(zh).length).toBeGreaterThan(0);
  for (const entry of Object.values(zh).flat()) {
    expect(entry).toEqual(expect.objectContaining({ displayName: expect.any(String), dictCode: expect.any(String), dictKey: expect.any(String) }));
  }
  expect(displayNames(zh).filter((name) => CJK.test(name)).length).toBeGreaterThan(0);

  await chooseLanguage(page, 'zh', 'en');
  await expectLoginPage(page, 'en');
  expect(await storedLocale(page)).toBe('en');
  expect(page.url()).not.toContain('lang=');
  // The English dictionaries replace the Chinese ones: the same dictionaries, in English.
  await expect.poll(() => cachedDictionaries(page, 'en')).not.toBeNull();
  expect(dictRequests).toHaveLength(2);
  expect(await dictRequests[1]!.headerValue('accept-language')).toBe('en-US');
  expect(await cachedDictionaries(page, 'zh')).toBeNull();
  const en = (await cachedDictionaries(page, 'en'))!;
  expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
  expect(displayNames(en).filter((name) => CJK.test(name)), 'English dictionaries contain Chinese display names').toEqual([]);

  // A spinning icon as antd draws it (a pending download task, a loading button): still
  // under the suite's reduced motion (playwright.config.ts), turning otherwise.
  const spinAnimation = () =>
    page.evaluate(() => {
      const icon = document.createElement('span');
      icon.className = 'anticon anticon-spin';
      document.body.append(icon);
      const name = getComputedStyle(icon).animationName;
      icon.remove();
      return name;
    });
  expect(await spinAnimation()).toBe('none');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await spinAnimation()).toBe('loadingCircle');
  expect(consoleErrors).toEqual([]);
});

test('the demo shows a usable form before its mock has started; the calls wait for the mock, none reaches the network', async ({ page, consoleErrors }) => {
  // The mock's chunk is held back until the form has been used.
  let releaseMock = () => undefined as void;
  const mockHeld = new Promise<void>((resolve) => (releaseMock = resolve));
  await page.route(/\/mock-backend\.\w+\.js$/, async (route) => {
    await mockHeld;
    await route.continue();
  });
  // Calls the mock's service worker answers never reach page.route: any call seen here left for the network.
  const escaped: string[] = [];
  await page.route(
    (url) => isApiCall(url.href),
    (route) => {
      escaped.push(route.request().url());
      return route.abort();
    },
  );
  await page.goto('/#/login?lang=en');

  const account = page.getByLabel(AUTH_TEXT.en.account, { exact: true });
  await account.fill('demo.one');
  await expect(account).toHaveValue('demo.one');
  await expect(page.getByRole('button', { name: AUTH_TEXT.en.submit })).toBeEnabled();
  expect(await page.evaluate(() => 'captcha' in ((window as { __kjMock?: object }).__kjMock ?? {}))).toBe(false);

  releaseMock();
  const captcha = page.getByRole('img', { name: AUTH_TEXT.en.captchaAlt });
  await expect(captcha).toHaveJSProperty('complete', true);
  expect(await captcha.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('record-message')).not.toBeEmpty();
  expect(escaped).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test.describe('without its mock', () => {
  // Its calls reach the static host, whose 404 pages the document does not describe.
  test.use({ checkApiResponses: false });

  test('a demo whose mock cannot load keeps its login page, without the presenter\'s panel, and reports the error', async ({ page }) => {
    await page.route(/\/mock-backend\.\w+\.js$/, (route) => route.abort());
    const reported = page.waitForEvent('pageerror');
    await page.goto('/#/login?lang=en');
    await reported;
    // The failed start settles the panel as none: the app's own page stays (not only the
    // login frame of index.html, which stands outside the app's root).
    await expect(page.locator('#root').getByLabel(AUTH_TEXT.en.account, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: resourceText('en', 'demo:label') })).toHaveCount(0);
  });
});
