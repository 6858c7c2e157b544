import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect } from './expect';
import type { Locale } from './app';

/**
 * The bilingual sweep's text check: a screen in one language shows no string that belongs
 * to the other language's resources (an untranslated text) and no resource key (a missing
 * translation: i18next shows the key). Read from the same JSON files the portal bundles
 * (src/shared/i18n/locales): the namespaces of a first visit and the onboarding ones
 * (locales/<locale>/onboarding, loaded with the first onboarding page), so the check
 * follows the resources as they change.
 */

const LOCALES_DIR = path.resolve('src/shared/i18n/locales');
const FOLDER: Record<Locale, string> = { zh: 'zh-CN', en: 'en-US' };

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
}

/** The namespaces' JSON files in `dir`, each key as `ns:path.to.key`. */
function namespaces(dir: string): (readonly [string, string])[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const ns = file.replace(/\.json$/, '');
      return flatten(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Tree).map(([key, value]) => [`${ns}:${key}`, value] as const);
    });
}

/** Every resource of a locale: the first visit's namespaces and the onboarding ones. */
function resources(locale: Locale): Map<string, string> {
  const root = path.join(LOCALES_DIR, FOLDER[locale]);
  return new Map([...namespaces(root), ...namespaces(path.join(root, 'onboarding'))]);
}

/** What must not show on a screen in `locale`: the other language's own strings and the keys. */
function forbiddenTexts(locale: Locale): { foreign: string[]; keys: string[] } {
  const own = resources(locale);
  const other = resources(locale === 'zh' ? 'en' : 'zh');
  const ownValues = new Set(own.values());
  const foreign = [...other.entries()]
    // Texts with placeholders never show verbatim; texts both languages share are not foreign.
    .filter(([key, value]) => !value.includes('{{') && value !== own.get(key) && !ownValues.has(value))
    .map(([, value]) => value.trim())
    .filter((value) => value.length > 1);
  // A missing translation shows its key path (i18next drops the namespace): the nested
  // keys, which no real text looks like. demo.reset is also a demo account's login name.
  const keys = [...own.keys()]
    .flatMap((key) => [key, key.slice(key.indexOf(':') + 1)])
    .filter((key) => key.includes('.') && key !== 'demo.reset');
  return { foreign: [...new Set(foreign)], keys: [...new Set(keys)] };
}

const cache = new Map<Locale, ReturnType<typeof forbiddenTexts>>();

/**
 * Asserts that everything a user reads or hears on the page (text, accessible names in
 * aria-label, placeholders, titles, alt texts) is in `locale`: no string of the other
 * language's resources, no raw key and no antd icon reachable by assistive technology
 * (its name is the English icon name).
 */
export async function expectFullyTranslated(page: Page, locale: Locale, label: string): Promise<void> {
  if (!cache.has(locale)) cache.set(locale, forbiddenTexts(locale));
  const { foreign, keys } = cache.get(locale)!;
  const found = await page.evaluate(
    ({ foreign, keys, locale }) => {
      const foreignSet = new Set(foreign);
      const keySet = new Set(keys);
      // A part marked in another language (an embedded sub-application that runs in English,
      // 000 §4) is in that language on purpose, and says so to assistive technology.
      const inOtherLanguage = (element: Element | null) => !(element?.closest('[lang]')?.getAttribute('lang') ?? locale).toLowerCase().startsWith(locale);
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent?.closest('script, style, [hidden], [aria-hidden="true"]') || inOtherLanguage(parent)) continue;
        texts.push(node.textContent ?? '');
      }
      // An antd icon names itself in English (role="img" aria-label="bell"): every icon a
      // screen reader can reach is a word of the wrong language (in Chinese) or noise; all are
      // decorative and hidden (aria-hidden), the control they sit on carries the name.
      const iconNames: string[] = [];
      for (const icon of document.body.querySelectorAll('.anticon[role="img"][aria-label]')) {
        if (icon.closest('[aria-hidden="true"], [hidden]')) continue;
        iconNames.push(`icon named in English: ${icon.getAttribute('aria-label')}`);
      }
      for (const element of document.body.querySelectorAll('[aria-label]:not(.anticon), [placeholder], [title], img[alt]')) {
        if (inOtherLanguage(element)) continue;
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = element.getAttribute(name);
          if (value) texts.push(value);
        }
      }
      return [
        ...new Set([
          ...texts
            .map((text) => text.trim())
            .filter((text) => foreignSet.has(text) || keySet.has(text))
            .map((text) => (keySet.has(text) ? `key: ${text}` : `untranslated: ${text}`)),
          ...iconNames,
        ]),
      ];
    },
    { foreign, keys, locale },
  );
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
