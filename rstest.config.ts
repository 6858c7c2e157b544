import { defineConfig, defineInlineProject, type RstestConfig } from '@rstest/core';
import { pluginReact } from '@rsbuild/plugin-react';

/**
 * The packages from node_modules are loaded by Node itself, once per worker, not bundled
 * with the tests. rstest bundles them by default in a DOM environment, and with
 * `isolate: false` it compiles every bundled chunk again for each test file (only the
 * modules' instances are kept): antd, React, MSW and Testing Library cost about 0.3 s per
 * file, a quarter of the unit step (190 s to 142 s for the 270 files on a 2-core machine).
 * Node loads what a package's `main` names (CommonJS), so:
 * - `main` before `module` (antd's and rc-*'s `module` builds import without extensions,
 *   which Node refuses), and `antd/es/*` (the app's deep imports) read from `antd/lib/*`;
 * - bundled still: jsencrypt, whose `main` is such a build, and pdfjs-dist, which the pdf.js
 *   loader's test replaces (`rs.mock`): loaded by Node, the real module is evaluated as well,
 *   and warns that Node should use its legacy build.
 */
export const NODE_LOADABLE = {
  alias: { 'antd/es': 'antd/lib' },
  bundled: ['jsencrypt', 'pdfjs-dist'],
  mainFields: ['main', 'module'],
};

/** What every project below shares: the build of the sources and the DOM. */
export const shared: RstestConfig = {
  plugins: [pluginReact()],
  // A device that asks for reduced motion: the app's real theme then turns antd's motion
  // off (AppProviders), so dialogs, drawers and toasts settle at once instead of waiting
  // for transitions happy-dom never runs. The motion itself is left to the e2e suite.
  testEnvironment: { name: 'happy-dom', options: { settings: { device: { prefersReducedMotion: 'reduce' } } } },
  // Component tests render antd against the mock; 5 s (the default) is tight on a busy 2-core CI machine.
  testTimeout: 20_000,
  source: {
    define: {
      __PORTAL_MOCK__: 'false',
      __PORTAL_API_BASE__: JSON.stringify(''),
      __PORTAL_REDIRECT_ALLOW__: JSON.stringify(['https://partner.example.com']),
      __PORTAL_DRAWBACK_SUBSCRIPTION_URL__: JSON.stringify('https://kj.example.com/subscribe/export-drawback'),
      __PORTAL_IDLE_TIMEOUT_MINUTES__: '30',
      __PORTAL_LOGIN_VARIANT__: JSON.stringify('sso'),
      __PORTAL_REBRAND_BANNER__: 'false',
    },
  },
  resolve: { alias: { '@': './src', '@mocks': './mocks', '@tests': './tests', ...NODE_LOADABLE.alias } },
  output: { bundleDependencies: NODE_LOADABLE.bundled },
  tools: { rspack: { resolve: { mainFields: NODE_LOADABLE.mainFields } } },
};

/**
 * The workers' pool. A young generation of up to 128 MB (V8's default is 16 MB): rendering
 * antd pages with React's development build in happy-dom makes short-lived objects fast
 * enough that the small one was swept again and again. The component tests of src/pages and
 * src/app/routes took 136 CPU-s against 165 with the default (three runs of each,
 * alternated, on the 2-core machine); 64 MB took 146, 32 MB 158.
 */
export const POOL = { maxWorkers: 2, execArgv: ['--max-semi-space-size=128'] };

export const COMPONENT_SETUP = ['./tests/setup/antdCss.ts', './tests/setup/ownerStacks.ts', './tests/setup/unit.ts', './tests/setup/mswFirst.ts', './tests/setup/msw.ts'];

/**
 * Files that run apart with fresh modules each (rstest.isolated.config.ts). (The session
 * alert's memory lives in each store, app/model/sessionEnding.ts, so the files asserting
 * whether it shows share the run.)
 * - the notifier's own test, which shows antd's real notices through its static holder,
 *   whose state other files' toasts and closings share;
 * - the upgrade of stored session values, which the session modules read when they load;
 * - the login frame's scripts, whose address listener other files' listeners on the shared
 *   window run before: once it saw the hash already put back (a unit failure at b4be22b,
 *   depending on which files the worker had run).
 */
export const NEEDING_FRESH_MODULES = [
  'src/shared/ui/notifier/notifier.test.tsx',
  'src/entities/session/model/upgrade.test.ts',
  'src/app/html/loginFrameScripts.test.ts',
];

/** Tests that call the mock backend without rendering anything: the api and model segments, the mock's own tests, tests/unit/. */
const CALLING_THE_MOCK = ['src/**/api/**/*.test.ts', 'src/**/model/**/*.test.ts', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.ts'];

/**
 * Unit and component tests, in two projects by what they need (DESIGN §8). The setup files
 * cost about two seconds per test file on the CI machine (the mock backend with its OpenAPI
 * checks, Testing Library, antd's notifier), so only the files that use them load them:
 * - components: whatever renders (*.test.tsx) or calls the mock backend; every request
 *   goes to the mock through MSW's setupServer and is checked against the document;
 * - logic: every other *.test.ts (lib, config, pure helpers). Nothing answers a request
 *   from these, so one that makes a request fails.
 * Both share their worker's loaded modules between files (`isolate: false`) instead of
 * loading React, antd and the mock backend again for each of ~200 files (about a fifth of
 * the unit step). What a file could leave behind is reset per file by the setup
 * (tests/setup/unit.ts: storage, cookies, address, timers, a sign-out under way) and per
 * test (the mock's data, the notifier); a file that cannot share runs apart, isolated.
 */
export default defineConfig({
  // rstest's default is one worker fewer than the cores: one on the 2-core CI machine.
  pool: POOL,
  // See above: files share their worker's modules (only the root config can say so).
  isolate: false,
  // Per-test durations for `npm test`'s slowest-tests table (scripts/test-all.mjs).
  reporters: ['default', ['json', { outputPath: 'test-results-timings/unit.json' }]],
  projects: [
    defineInlineProject({
      ...shared,
      name: 'components',
      include: ['src/**/*.test.tsx', ...CALLING_THE_MOCK],
      exclude: NEEDING_FRESH_MODULES,
      setupFiles: COMPONENT_SETUP,
    }),
    defineInlineProject({
      ...shared,
      name: 'logic',
      // tests/contract/support: the Pact command lines (the pact tests themselves run in rstest.contract.config.ts).
      include: ['src/**/*.test.ts', 'tests/contract/support/**/*.test.ts', 'deploy/**/*.test.ts'],
      exclude: [...CALLING_THE_MOCK, ...NEEDING_FRESH_MODULES],
    }),
  ],
});
