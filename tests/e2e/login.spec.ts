import { test, expect, gotoRoute } from './support/fixtures';
import { LOGIN_TEXT, chooseLanguage, expectLoginPage, storedLocale } from './support/app';

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

    await page.reload();
    await expectLoginPage(page, 'en');

    await chooseLanguage(page, 'en', 'zh');
    await expectLoginPage(page, 'zh');
    expect(await storedLocale(page)).toBe('zh');
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
