/**
 * What only builds that carry the mock load: the demo panel and the `demo` texts it and
 * the login page's demo accounts show. src/app/index.tsx imports this module behind the
 * build-time switch, like the mock itself, so a production build has neither (check-build.mjs).
 */
export { default as DemoPanel } from './DemoPanel';
export { ensureDemoTexts } from '@/shared/i18n/demo';
