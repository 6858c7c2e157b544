import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests (DESIGN §8): Chromium only, against the demo build (static files that
 * carry the in-browser MSW mock backend), served by a tiny static server.
 *
 * - Browser: CHROMIUM_PATH, else Debian's /usr/bin/chromium-headless-shell, else Debian's
 *   /usr/bin/chromium, else Playwright's own (`npx playwright install chromium`). Flags
 *   from shared/TOOLCHAIN.md.
 * - Build: `npm run build:demo` runs first unless E2E_SKIP_BUILD=1 and dist-demo/ exists.
 * - Port: E2E_PORT (default 4178). Build folder: E2E_DIST (default dist-demo). Results:
 *   E2E_OUT (default test-results). Separate values let several runs share a machine.
 */
const isCI = !!process.env.CI;
const port = Number(process.env.E2E_PORT ?? 4178);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Debian's old headless shell (package chromium-headless-shell, what Playwright itself runs
 * headless) costs a third less CPU per test than the full browser in headless mode, on a
 * 2-core machine the bulk of the suite's time; the full browser works too.
 */
const DEBIAN_BROWSERS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const executablePath = process.env.CHROMIUM_PATH || DEBIAN_BROWSERS.find((file) => existsSync(file));

/** Debian's Chromium with the flags of shared/TOOLCHAIN.md (else Playwright's own). */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

const dist = process.env.E2E_DIST ?? 'dist-demo';
const skipBuild = process.env.E2E_SKIP_BUILD === '1' && existsSync(`${dist}/index.html`);
const serve = `node tests/e2e/support/static-server.mjs ${dist} ${port} 127.0.0.1`;
const build = `cross-env PORTAL_MOCK=on PORTAL_OUT=${dist} rsbuild build`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUT ?? 'test-results',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // 2-core machines: two browsers at most.
  workers: Math.max(1, Math.min(2, cpus().length)),
  // A journey takes a few seconds; these limits only bound a failing one. Waits are for
  // what the UI shows, never for time: a wait that needs more than 10 s is a slow path to
  // fix, not a limit to raise.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: process.env.E2E_OUT ? `${process.env.E2E_OUT}-report` : 'playwright-report', open: 'never' }],
    // Per-test durations for `npm test`'s slowest-tests table (scripts/test-all.mjs).
    ['json', { outputFile: 'test-results-timings/e2e.json' }],
  ],
  use: {
    baseURL,
    locale: 'zh-CN',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    // antd's motion and the portal's transitions follow the system setting (AppProviders):
    // screens are judged (axe, screenshots) and clicked in their settled state.
    reducedMotion: 'reduce',
    // Recording a trace costs about a fifth of every test's time on a 2-core machine: CI and
    // `npm test` (E2E_TRACE from scripts/test-all.mjs, for its 600 s budget) record it only
    // when they retry a failed test; `npm run test:e2e` keeps one for every failed test.
    trace: isCI || process.env.E2E_TRACE === 'on-first-retry' ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
  },
  projects: [
    // Signs the reusable demo accounts in once per run (support/signedIn.ts).
    { name: 'signed-in', testMatch: /.*\.setup\.ts/, use: { ...chromium } },
    { name: 'chromium', dependencies: ['signed-in'], use: { ...chromium } },
  ],
  webServer: {
    command: skipBuild ? serve : `${build} && ${serve}`,
    url: `${baseURL}/index.html`,
    reuseExistingServer: !isCI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
