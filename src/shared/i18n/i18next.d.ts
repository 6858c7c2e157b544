import 'i18next';
import type enUS from './locales/en-US';
import type onboardingEnUS from './locales/en-US/onboarding';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // The onboarding namespaces load later (onboarding.ts) but are typed like the rest.
    resources: typeof enUS & typeof onboardingEnUS;
  }
}
