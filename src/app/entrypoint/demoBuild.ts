/**
 * What only builds that carry the mock load once it has started: the demo panel. Its texts
 * (demoTexts.ts) load with the mock. src/app/index.tsx imports both behind the
 * build-time switch, like the mock itself, so a production build has neither (check-build.mjs).
 */
export { default as DemoPanel } from './DemoPanel';
