import { type Page } from '@playwright/test';
import { expect } from './expect';
import type { Locale } from './app';
import { forbiddenTexts, resources, untranslatedTexts } from '../../support/words';

/**
 * Asserts that everything a user reads or hears on the page (text, accessible names in
 * aria-label, placeholders, titles, alt texts) is in `locale`: no string of the other
 * language's resources, no raw key and no antd icon reachable by assistive technology
 * (tests/support/words.ts, the check the component tests also end every test with).
 */
export async function expectFullyTranslated(page: Page, locale: Locale, label: string): Promise<void> {
  // The check's own source, run in the page on its body (an expression, not the page's eval: the CSP forbids that).
  const found = (await page.evaluate(`(${untranslatedTexts.toString()})(document.body, ${JSON.stringify(forbiddenTexts(locale))})`)) as string[];
  expect(found, `${label}: texts not in ${locale}`).toEqual([]);
}

const loaded = new Map<Locale, Map<string, string>>();

/**
 * A resource text by its key (`ns:path.to.key`), as the portal shows it in `locale`, with
 * its `{{name}}` placeholders filled from `params` (`upload:preview` with `{ name }`).
 */
export function resourceText(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  if (!loaded.has(locale)) loaded.set(locale, resources(locale));
  const value = loaded.get(locale)!.get(key);
  if (value === undefined) throw new Error(`no resource ${key} in ${locale}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}

/**
 * A sweep's judgement of the state shown: its words (expectFullyTranslated) and axe (no
 * serious or critical finding). Failures are collected into `findings` rather than thrown,
 * so a sweep photographs every state and fails once at the end with all of them.
 */
export async function collectWordsAndAxe(
  page: Page,
  locale: Locale,
  what: string,
  axe: (options?: { label?: string; include?: string }) => Promise<void>,
  findings: string[],
  include?: string,
): Promise<void> {
  for (const check of [() => expectFullyTranslated(page, locale, what), () => axe({ label: what, include })]) {
    try {
      await check();
    } catch (error) {
      const message = (error as Error).message;
      const lines = message.split('\n').filter((line) => /\[(serious|critical)\]|untranslated|key:|icon named|violations on|not in/.test(line));
      // Any other failure is reported as it is, not as an empty finding.
      findings.push(`${what}: ${lines.length > 0 ? lines.join('\n') : message.split('\n').slice(0, 6).join('\n')}`);
    }
  }
}
