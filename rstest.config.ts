import { defineConfig } from '@rstest/core';
import { pluginReact } from '@rsbuild/plugin-react';

/** Unit and component tests: happy-dom, the mock backend through MSW's setupServer. */
export default defineConfig({
  plugins: [pluginReact()],
  testEnvironment: 'happy-dom',
  // Component tests render antd against the mock; 5 s (the default) is tight on a busy 2-core CI machine.
  testTimeout: 20_000,
  include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.ts'],
  setupFiles: ['./tests/setup/unit.ts', './tests/setup/msw.ts'],
  source: {
    define: {
      __PORTAL_MOCK__: 'false',
      __PORTAL_API_BASE__: JSON.stringify(''),
      __PORTAL_REDIRECT_ALLOW__: JSON.stringify(['https://partner.example.com']),
    },
  },
  resolve: { alias: { '@': './src', '@mocks': './mocks', '@tests': './tests' } },
});
