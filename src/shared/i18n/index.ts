export {
  $locale,
  localeChanged,
  localeKept,
  localeInitialised,
  localeFromLocation,
  localeOfLang,
  languageTag,
  isLocale,
  type Locale,
} from './locale';
export { setupI18n, t } from './setup';
export { ensureOnboardingTexts } from './onboarding';
// The demo build's texts have their own entry point, '@/shared/i18n/demo': only modules
// that production bundles drop import it (src/app/entrypoint/demoTexts.ts).
