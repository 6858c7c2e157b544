import i18next from 'i18next';
import type { LanguageTag } from './locale';
import type onboardingEnUS from './locales/en-US/onboarding';

export type OnboardingResources = typeof onboardingEnUS;

/** One locale's onboarding texts, downloaded on demand (their own chunk per language). */
export async function loadOnboardingResources(tag: LanguageTag): Promise<OnboardingResources> {
  const module =
    tag === 'zh-CN'
      ? await import(/* webpackChunkName: "i18n-onboarding-zh-CN" */ './locales/zh-CN/onboarding')
      : await import(/* webpackChunkName: "i18n-onboarding-en-US" */ './locales/en-US/onboarding');
  return module.default;
}

/**
 * Adds the onboarding namespaces (kyc, upload, viewer, identity, bank) to i18next in the
 * language in use. The onboarding routes await it before their page renders, so a first
 * visit to the login page does not download texts only onboarding shows. A language
 * change reloads the page (001 §2.1), so one language is enough.
 */
export async function ensureOnboardingTexts(): Promise<void> {
  const tag = i18next.language as LanguageTag;
  if (i18next.hasResourceBundle(tag, 'kyc')) return;
  const bundle = await loadOnboardingResources(tag);
  for (const [namespace, texts] of Object.entries(bundle)) i18next.addResourceBundle(tag, namespace, texts, true, true);
}
