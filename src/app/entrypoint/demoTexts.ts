/**
 * The `demo` texts (demo panel, fault switches, demo accounts), which src/app/index.tsx loads
 * with the mock behind the build-time switch: `@/shared/i18n/demo` is that slice's entry for
 * demo builds only, kept out of its public API so production bundles never reach it.
 */
export { ensureDemoTexts } from '@/shared/i18n/demo';
