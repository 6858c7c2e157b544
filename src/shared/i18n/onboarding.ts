import type { LanguageTag } from './locale';
import { addLaterTexts } from './laterTexts';
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
 * Adds the onboarding namespaces (kyc, upload, viewer, identity, bank, kycFile, drawback, contract,
 * preApproval, preApprovalApply, storeAccess, advanceCredit). The onboarding
 * routes await it before their page renders, so a first visit to the login page does not
 * download texts only onboarding shows.
 */
export const ensureOnboardingTexts = (): Promise<void> => addLaterTexts('kyc', loadOnboardingResources);
