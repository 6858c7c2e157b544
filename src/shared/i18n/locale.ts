import { createEvent, createStore, sample } from 'effector';
import { codecs, storage } from '@/shared/lib/storage';
import { reloadPage } from '@/shared/lib/navigation';
import { LOGIN_ROUTES } from '@/shared/config';

/** The locale as stored (000 §9: local storage holds zh or en, plain, as sub-applications read it). */
export type Locale = 'zh' | 'en';
const LOCALE_STORAGE_KEY = 'locale';

/** Language tags for Accept-Language and i18next. */
const LANGUAGE_TAGS = { zh: 'zh-CN', en: 'en-US' } as const satisfies Record<Locale, string>;
export type LanguageTag = (typeof LANGUAGE_TAGS)[Locale];

export function isLocale(value: unknown): value is Locale {
  return value === 'zh' || value === 'en';
}

/** A `lang` query as the portal spells locales: en / en-US → en, zh / zh-CN → zh, anything else none. */
export function localeOfLang(lang: string | null | undefined): Locale | null {
  const value = lang?.trim().toLowerCase();
  if (value === 'en' || value === 'en-us') return 'en';
  if (value === 'zh' || value === 'zh-cn') return 'zh';
  return null;
}

/**
 * 000 §2 and §9: the login page is Chinese unless `lang=en`; everywhere else English is
 * the default. A stored choice wins over the defaults; an explicit `lang` query wins over
 * everything.
 */
export function resolveLocale(input: { path: string; queryLang?: string | null; stored?: string | null }): Locale {
  const asked = localeOfLang(input.queryLang);
  if (asked) return asked;
  if (isLocale(input.stored)) return input.stored;
  return isLoginPath(input.path) ? 'zh' : 'en';
}

function isLoginPath(path: string): boolean {
  const route = path.split('?', 1)[0] ?? path;
  return route === '' || LOGIN_ROUTES.includes(route);
}

/** Reads the route from the hash at boot: "#/login?lang=en" → path "/login", lang "en". */
export function localeFromLocation(hash: string): Locale {
  const route = hash.replace(/^#/, '') || '/';
  const [path = '/', query = ''] = route.split('?');
  return resolveLocale({
    path,
    queryLang: new URLSearchParams(query).get('lang'),
    stored: storage.get('local', LOCALE_STORAGE_KEY, codecs.text),
  });
}

/** The app locale. Set once at boot; a change stores it and reloads (000 §4). */
export const $locale = createStore<Locale>('en');
export const localeInitialised = createEvent<Locale>();
export const localeChanged = createEvent<Locale>();
sample({ clock: localeInitialised, target: $locale });
localeChanged.watch((locale) => {
  storage.set('local', LOCALE_STORAGE_KEY, locale, codecs.text);
  reloadPage();
});
/**
 * Stores a locale (default: the one in use) without a reload. Signing in keeps the login
 * page's language (Chinese by default, 000 §9), which would otherwise turn English on a
 * reload of any other page; the single-sign-on landing keeps its `lang`.
 */
export const localeKept = createEvent<Locale | void>();
localeKept.watch((locale) => storage.set('local', LOCALE_STORAGE_KEY, locale ?? $locale.getState(), codecs.text));

export function languageTag(locale: Locale): LanguageTag {
  return LANGUAGE_TAGS[locale];
}
