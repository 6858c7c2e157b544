import type { Page } from '@playwright/test';
import { AUTH_TEXT, DEMO_PASSWORD, currentRoute, signIn } from './support/auth';
import { expect, spaced, test } from './support/fixtures';
import { screenshotAtWidths } from './support/screenshots';
import { pickUserMenuItem } from './support/shell';

/**
 * The shell's change-password dialog (000 §2, §5; 001 §2.10, §5, §8): opened from the
 * user menu of the /home header. The mock database lives in each browser context's
 * session storage, so a password changed here does not reach the other tests, which
 * sign demo.one in with the demo password (the first test proves it).
 */

const NEW_PASSWORD = 'Fresh#Pass2026';

const TEXT = {
  en: {
    userName: 'Demo One',
    menuItem: 'Change password',
    title: 'Change password',
    old: 'Old password',
    next: 'New password',
    confirm: 'Confirm new password',
    submit: /^Submit$/,
    wrongOld: 'The old password is incorrect.',
    required: ['Please enter your old password.', 'Please enter your new password.', 'Please re-enter your new password.'],
    mismatch: 'Confirm New Password is inconsistent with the New Password',
  },
  zh: {
    userName: 'Demo One',
    menuItem: '修改密码',
    title: '修改密码',
    old: '旧密码',
    next: '新密码',
    confirm: '确认新密码',
    submit: spaced('提交'),
    wrongOld: '原密码错误。',
    required: ['请输入旧密码。', '请输入新密码。', '请再次输入新密码。'],
    mismatch: '确认新密码与新密码不一致',
  },
} as const;

type Locale = keyof typeof TEXT;

async function signInToHome(page: Page, locale: Locale, password: string = DEMO_PASSWORD) {
  await page.goto(`/#/login?lang=${locale}`);
  await signIn(page, locale, 'demo.one', password);
  // demo.one lands in the shell (/home, which opens the product centre).
  await expect.poll(() => currentRoute(page), { timeout: 30_000 }).toMatch(/^\/(home|main-productCenter)/);
  await expect(page.getByRole('banner').getByRole('button', { name: TEXT[locale].userName })).toBeVisible();
}

/** Opens the user menu in the header and picks "Change password" (see pickUserMenuItem). */
async function openDialog(page: Page, locale: Locale) {
  const text = TEXT[locale];
  await pickUserMenuItem(page, 'demo.one', text.menuItem);
  const dialog = page.getByRole('dialog', { name: text.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const locale of ['en', 'zh'] as const) {
  test(`changes the password, confirms the alert, lands on /login and signs in with the new one (${locale})`, async ({ page, browser, axe }) => {
    const text = TEXT[locale];
    await signInToHome(page, locale);
    const dialog = await openDialog(page, locale);
    await axe({ label: `change-password dialog ${locale}` });

    await dialog.getByLabel(text.old, { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByLabel(text.next, { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel(text.confirm, { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: text.submit }).click();

    const alert = page.getByRole('dialog').filter({ hasText: AUTH_TEXT[locale].resetSuccess });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: AUTH_TEXT[locale].confirm }).click();
    await expect.poll(() => currentRoute(page)).toMatch(/^\/login/);

    // The old password no longer works in this context; the new one does.
    await signIn(page, locale, 'demo.one', DEMO_PASSWORD);
    await expect(page.getByText(locale === 'en' ? 'Incorrect username or password.' : /用户名或密码错误/)).toBeVisible();
    await signInToHome(page, locale, NEW_PASSWORD);

    // Another browser context has its own mock database: the demo password still works there.
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    try {
      const otherPage = await other.newPage();
      await signInToHome(otherPage, locale);
    } finally {
      await other.close();
    }
  });

  test(`says so when the old password is wrong, and checks every field (${locale})`, async ({ page, axe }) => {
    const text = TEXT[locale];
    await signInToHome(page, locale);
    const dialog = await openDialog(page, locale);

    await dialog.getByRole('button', { name: text.submit }).click();
    for (const message of text.required) await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    await dialog.getByLabel(text.next, { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel(text.confirm, { exact: true }).fill('Other#Pass2026');
    await expect(dialog.getByText(text.mismatch, { exact: true })).toBeVisible();

    await dialog.getByLabel(text.old, { exact: true }).fill('Wrong#Pass2025');
    await dialog.getByLabel(text.confirm, { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: text.submit }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: text.wrongOld })).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(currentRoute(page)).not.toMatch(/^\/login/);
    await axe({ label: `change-password dialog with an error ${locale}` });
  });

  test(`screenshots of the change-password dialog (${locale})`, async ({ page }) => {
    const text = TEXT[locale];
    await signInToHome(page, locale);
    const dialog = await openDialog(page, locale);
    await dialog.getByRole('button', { name: text.submit }).click();
    await expect(dialog.getByText(text.required[0], { exact: true })).toBeVisible();
    await dialog.getByLabel(text.next, { exact: true }).focus();
    await screenshotAtWidths(page, `change-password-${locale}`, async (p) => {
      await expect(p.getByRole('dialog', { name: text.title })).toBeVisible();
      await p.waitForTimeout(400);
    });
  });
}
