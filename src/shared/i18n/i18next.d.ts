import 'i18next';
import type enUS from './locales/en-US';
import type onboardingEnUS from './locales/en-US/onboarding';
import type { DemoResources } from './demo';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // The onboarding and demo namespaces load later (onboarding.ts, demo.ts) but are typed like the rest.
    resources: typeof enUS & typeof onboardingEnUS & DemoResources;
  }
}
