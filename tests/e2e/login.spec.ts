import { test, expect, gotoRoute } from './support/fixtures';
import { LOGIN_TEXT, chooseLanguage, expectLoginPage, storedLocale } from './support/app';
import { isApiCall } from './support/apiRequests';
import { AUTH_TEXT } from './support/auth';

test.describe('login page branding', () => {
  test('is Chinese by default and shows the mock branding', async ({ page, consoleErrors }) => {
    await gotoRoute(page, '/login');
    await expectLoginPage(page, 'zh');
    await expect(page.getByTestId('record-message')).not.toBeEmpty();
    await expect(page.getByRole('img', { name: LOGIN_TEXT.zh.logoAlt })).toHaveJSProperty('complete', true);
    expect(await page.getByRole('img', { name: LOGIN_TEXT.zh.logoAlt }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  });

  test('is English with ?lang=en', async ({ page, consoleErrors }) => {
    await gotoRoute(page, '/login?lang=en');
    await expectLoginPage(page, 'en');
    await expect(page.getByText(LOGIN_TEXT.zh.heading, { exact: true })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('language switch', () => {
  test('stores the choice, reloads into the other language and keeps it', async ({ page, consoleErrors }) => {
    await gotoRoute(page, '/login');
    await expectLoginPage(page, 'zh');
    expect(await storedLocale(page)).toBeNull();

    await chooseLanguage(page, 'zh', 'en');
    await expectLoginPage(page, 'en');
    expect(await storedLocale(page)).toBe('en');
    expect(page.url()).not.toContain('lang=');

    // A reload once the page has loaded, as chooseLanguage switches (support/app.ts).
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expectLoginPage(page, 'en');

    await chooseLanguage(page, 'en', 'zh');
    await expectLoginPage(page, 'zh');
    expect(await storedLocale(page)).toBe('zh');
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expectLoginPage(page, 'zh');
    expect(consoleErrors).toEqual([]);
  });
});

test('spinning icons stand still for a user who asks for reduced motion, and turn otherwise', async ({ page }) => {
  await gotoRoute(page, '/login?lang=en');
  await expectLoginPage(page, 'en');
  // A spinning icon as antd draws it (a pending download task, a loading button).
  const spinAnimation = () =>
    page.evaluate(() => {
      const icon = document.createElement('span');
      icon.className = 'anticon anticon-spin';
      document.body.append(icon);
      const name = getComputedStyle(icon).animationName;
      icon.remove();
      return name;
    });
  // The suite runs with reduced motion (playwright.config.ts).
  expect(await spinAnimation()).toBe('none');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await spinAnimation()).toBe('loadingCircle');
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
