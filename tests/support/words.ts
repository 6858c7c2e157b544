import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../src/shared/i18n/locale';

/**
 * The bilingual text check, shared by the component tests (every rendered state, in the
 * language it rendered: tests/setup/words.ts) and the end-to-end sweeps (the built portal,
 * tests/e2e/support/translation.ts): a screen in one language shows no string that belongs to
 * the other language's resources (an untranslated text) and no resource key (a missing
 * translation: i18next shows the key). Read from the same JSON files the portal bundles
 * (src/shared/i18n/locales): the namespaces of a first visit and the onboarding ones
 * (locales/<locale>/onboarding), so the check follows the resources as they change.
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

/** Every resource of a locale, `ns:path.to.key` to its text: the first visit's namespaces and the onboarding ones. */
export function resources(locale: Locale): Map<string, string> {
  const root = path.join(LOCALES_DIR, FOLDER[locale]);
  return new Map([...namespaces(root), ...namespaces(path.join(root, 'onboarding'))]);
}

/** What must not show on a screen in `locale`: the other language's own strings, and the keys. */
export interface ForbiddenTexts {
  locale: Locale;
  foreign: string[];
  keys: string[];
}

const forbidden = new Map<Locale, ForbiddenTexts>();

export function forbiddenTexts(locale: Locale): ForbiddenTexts {
  const known = forbidden.get(locale);
  if (known) return known;
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
  const texts = { locale, foreign: [...new Set(foreign)], keys: [...new Set(keys)] };
  forbidden.set(locale, texts);
  return texts;
}

/**
 * What a user reads or hears under `root` that is not in the locale: texts, accessible names
 * in aria-label, placeholders, titles and alt texts equal to a foreign string or a key, and
 * antd icons reachable by assistive technology (their name is the English icon name). One
 * line per finding, none when all is in the locale. Parts matching `skip` are left out.
 *
 * Self-contained (Playwright runs it in the page as its source), so it names nothing outside.
 */
export function untranslatedTexts(root: Element, { foreign, keys, locale }: ForbiddenTexts, skip?: string): string[] {
  const foreignSet = new Set(foreign);
  const keySet = new Set(keys);
  const skipped = (element: Element | null) => skip !== undefined && element?.closest(skip) != null;
  // A part marked in another language (an embedded sub-application that runs in English,
  // 000 §4) is in that language on purpose, and says so to assistive technology.
  const leftOut = (element: Element | null) => !(element?.closest('[lang]')?.getAttribute('lang') ?? locale).toLowerCase().startsWith(locale) || skipped(element);
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest('script, style, [hidden], [aria-hidden="true"]') || leftOut(parent)) continue;
    texts.push(node.textContent ?? '');
  }
  // An antd icon names itself in English (role="img" aria-label="bell"): every icon a
  // screen reader can reach is a word of the wrong language (in Chinese) or noise; all are
  // decorative and hidden (aria-hidden), the control they sit on carries the name.
  const iconNames: string[] = [];
  for (const icon of root.querySelectorAll('.anticon[role="img"][aria-label]')) {
    if (icon.closest('[aria-hidden="true"], [hidden]') || skipped(icon)) continue;
    iconNames.push(`icon named in English: ${icon.getAttribute('aria-label')}`);
  }
  for (const element of root.querySelectorAll('[aria-label]:not(.anticon), [placeholder], [title], img[alt]')) {
    if (leftOut(element)) continue;
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
}
