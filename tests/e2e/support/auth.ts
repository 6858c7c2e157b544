import { type Page } from '@playwright/test';
import { expect } from './expect';
import type { Locale } from './app';

/** Every demo account's password (mocks/scenarios). */
export const DEMO_PASSWORD = 'Demo#Pass2025';

/** Labels of the login page per language (src/shared/i18n/locales/<locale>/login.json). */
export const AUTH_TEXT = {
  en: {
    account: 'Username',
    password: 'Password',
    captcha: 'Verification code',
    captchaAlt: 'Verification code image',
    submit: /^Login$/,
    resetSuccess: 'Password has been reset successfully. Please login again.',
    // antd can leave its spinner icon (accessible name "loading") on a button for a moment
    // after a request: match the label at the end of the name.
    confirm: /Confirm$/,
    chooserTitle: 'Select company to log in',
  },
  zh: {
    account: '用户名',
    password: '密码',
    captcha: '验证码',
    captchaAlt: '验证码图片',
    submit: /^登\s*录$/,
    resetSuccess: '密码重置成功，请重新登录。',
    confirm: /确\s*认$/,
    chooserTitle: '选择登录企业',
  },
} as const;

declare global {
  interface Window {
    __kjMock?: {
      reset: () => Promise<void>;
      captcha: () => string | null;
    };
  }
}

/** The code of the captcha image currently shown (the mock draws it and knows it). */
async function currentCaptcha(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => window.__kjMock?.captcha() ?? null), { timeout: 20_000 }).not.toBeNull();
  return (await page.evaluate(() => window.__kjMock?.captcha() ?? '')) as string;
}

/** Fills the login form (account, password, captcha) and submits it. */
export async function signIn(page: Page, locale: Locale, loginName: string, password: string = DEMO_PASSWORD): Promise<void> {
  const text = AUTH_TEXT[locale];
  await page.getByLabel(text.account, { exact: true }).fill(loginName);
  await page.getByLabel(text.password, { exact: true }).fill(password);
  await expect(page.getByRole('img', { name: text.captchaAlt })).toBeVisible();
  await page.getByLabel(text.captcha, { exact: true }).fill(await currentCaptcha(page));
  await page.getByRole('button', { name: text.submit }).click();
}

/** The route part of the page URL ("/home?x=1"). */
export function currentRoute(page: Page): string {
  return decodeURIComponent(new URL(page.url()).hash.replace(/^#/, ''));
}
