import { test, expect, gotoRoute } from './support/fixtures';
import { chooseLanguage, expectLoginPage, storedLocale } from './support/app';
import { isApiCall } from './support/apiRequests';
import { AUTH_TEXT, DEMO_PASSWORD } from './support/auth';
import { DEMO_FIRST_CAPTCHA } from '../../mocks/lib/captchaImage';
import { LOGIN_FRAME_IDS } from '../../src/shared/config/loginFrame';
import { holdApp, signInCalls } from './support/loginFrame';

// The login page in each language with the mock's branding: screens.spec.ts's login state.

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

test('the frame is the form before the app: typed into, Login pressed with Enter, and the app signs in with what was typed', async ({ page, consoleErrors }) => {
  const releaseApp = await holdApp(page);
  const sent = signInCalls(page);
  await page.goto('/#/login');

  // Named in the page's language, by role, from the first paint; the demo's first captcha is shown at once.
  const account = page.getByRole('textbox', { name: AUTH_TEXT.zh.account, exact: true });
  await account.fill('demo.one');
  const password = page.locator(`#${LOGIN_FRAME_IDS.password}`);
  await expect(password).toHaveAccessibleName(AUTH_TEXT.zh.password);
  await password.fill(DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: '刷新验证码' })).toBeVisible();
  await expect(page.locator(`#${LOGIN_FRAME_IDS.captchaImage}`)).toHaveJSProperty('complete', true);
  const captcha = page.getByRole('textbox', { name: AUTH_TEXT.zh.captcha, exact: true });
  // Enter with a field empty: its message, in Chinese, and nothing kept.
  await captcha.press('Enter');
  const message = page.getByRole('alert');
  await expect(message.getByText('请输入验证码。', { exact: true })).toBeVisible();
  await expect(message.getByText('Please enter the verification code.', { exact: true })).toBeHidden();
  await expect(captcha).toBeFocused();
  await captcha.fill(DEMO_FIRST_CAPTCHA);
  await captcha.press('Enter');
  await expect(page.getByRole('button', { name: AUTH_TEXT.zh.submit })).toHaveAttribute('aria-busy', 'true');
  expect(sent).toEqual([]);

  releaseApp();
  await expect(page).toHaveURL(/#\/(?!login)/, { timeout: 20_000 });
  // Sent once, the password RSA-encrypted (the mock accepts nothing else).
  expect(sent).toHaveLength(1);
  expect(sent[0]).not.toContain(DEMO_PASSWORD);
  expect(consoleErrors).toEqual([]);
});
