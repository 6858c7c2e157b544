export {
  $locale,
  $childLocale,
  localeChanged,
  localeKept,
  localeInitialised,
  childLocaleChanged,
  localeFromLocation,
  resolveLocale,
  languageTag,
  isLocale,
  LANGUAGE_TAGS,
  type Locale,
  type LanguageTag,
} from './locale';
export { setupI18n, t } from './setup';
export { loadResources, type Resources } from './resources';
export { ensureOnboardingTexts, loadOnboardingResources, type OnboardingResources } from './onboarding';
