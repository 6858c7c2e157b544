export {
  $locale,
  localeChanged,
  localeKept,
  localeInitialised,
  localeFromLocation,
  resolveLocale,
  localeOfLang,
  languageTag,
  isLocale,
  LANGUAGE_TAGS,
  type Locale,
  type LanguageTag,
} from './locale';
export { setupI18n, t } from './setup';
export { loadResources, type Resources } from './resources';
export { ensureOnboardingTexts, loadOnboardingResources, type OnboardingResources } from './onboarding';
// The demo build's texts have their own entry point, '@/shared/i18n/demo': only modules
// that production bundles drop import it (src/app/entrypoint/demoTexts.ts).
