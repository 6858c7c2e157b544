import { defineConfig } from '@rstest/core';
import { pluginReact } from '@rsbuild/plugin-react';

/** Unit and component tests: happy-dom, the mock backend through MSW's setupServer. */
export default defineConfig({
  plugins: [pluginReact()],
  // A device that asks for reduced motion: the app's real theme then turns antd's motion
  // off (AppProviders), so dialogs, drawers and toasts settle at once instead of waiting
  // for transitions happy-dom never runs. The motion itself is left to the e2e suite.
  testEnvironment: { name: 'happy-dom', options: { settings: { device: { prefersReducedMotion: 'reduce' } } } },
  // Component tests render antd against the mock; 5 s (the default) is tight on a busy 2-core CI machine.
  testTimeout: 20_000,
  // rstest's default is one worker fewer than the cores: one on the 2-core CI machine.
  pool: { maxWorkers: 2 },
  // Per-test durations for `npm test`'s slowest-tests table (scripts/test-all.mjs).
  reporters: ['default', ['json', { outputPath: 'test-results-timings/unit.json' }]],
  include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.ts'],
  setupFiles: ['./tests/setup/unit.ts', './tests/setup/msw.ts'],
  source: {
    define: {
      __PORTAL_MOCK__: 'false',
      __PORTAL_API_BASE__: JSON.stringify(''),
      __PORTAL_REDIRECT_ALLOW__: JSON.stringify(['https://partner.example.com']),
      __PORTAL_DRAWBACK_SUBSCRIPTION_URL__: JSON.stringify('https://kj.example.com/subscribe/export-drawback'),
    },
  },
  resolve: { alias: { '@': './src', '@mocks': './mocks', '@tests': './tests' } },
});
