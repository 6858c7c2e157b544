import { type Page } from '@playwright/test';
import { expect } from './expect';

export type Locale = 'zh' | 'en';

/** What the login page shows in each language (src/shared/i18n/locales). */
export const LOGIN_TEXT = {
  zh: { lang: 'zh-CN', heading: '登录', language: '语言', logoAlt: '企业标志', branded: '品牌定制版', option: '简体中文' },
  en: { lang: 'en-US', heading: 'Login', language: 'Language', logoAlt: 'Company logo', branded: 'Branded edition', option: 'English' },
} as const satisfies Record<Locale, Record<string, string>>;

/** Waits until the login page has rendered in the given language with the mock's branding. */
export async function expectLoginPage(page: Page, locale: Locale): Promise<void> {
  const text = LOGIN_TEXT[locale];
  await expect(page.getByRole('heading', { level: 1, name: text.heading, exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', text.lang);
  await expect(page.getByRole('combobox', { name: text.language, exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: text.logoAlt, exact: true })).toBeVisible();
  await expect(page.getByTestId('record-message')).toBeVisible();
  // The demo is the standard edition: no branded tag (mocks/scenarios/branding.ts).
  await expect(page.getByText(text.branded, { exact: true })).toHaveCount(0);
}

/**
 * Picks a language in the dropdown (a native select, which stores the choice and reloads
 * the page) and waits for the reload.
 */
export async function chooseLanguage(page: Page, from: Locale, to: Locale): Promise<void> {
  // The demo sends the page's held calls (branding, dictionaries) together once its mock has
  // started: a reload while one is still in flight makes the leaving page's request go past the
  // closed mock to the static host (a 404 in the console of a page the user no longer sees).
  // Switch once nothing is in flight, as a user does once the page has loaded: the mock has
  // started (it sets its hook), so the held calls have left, and the network is quiet.
  await expect.poll(() => page.evaluate(() => window.__kjMock !== undefined)).toBe(true);
  await page.waitForLoadState('networkidle');
  const reloaded = page.waitForEvent('load');
  await page.getByRole('combobox', { name: LOGIN_TEXT[from].language, exact: true }).selectOption({ label: LOGIN_TEXT[to].option });
  await reloaded;
}

/** The stored locale as a sub-application reads it: zh or en, plain (000 §9). */
export async function storedLocale(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('locale'));
}
