import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { DEMO_FILES_PATH } from './mocks/lib/demoFiles';
import { DEPLOYMENT_DIR, PORTS, urlOf } from './tests/e2e/artefacts/servers';

/**
 * End-to-end tests (DESIGN §8), Chromium only, of each artefact as its users run it:
 * - the demo build (the main suite, baseURL): static files that carry the in-browser MSW
 *   mock backend, served by a tiny static server;
 * - `npm start`, as the next engineer opens it (artefacts/dev-server.spec.ts);
 * - the production build behind the shipped nginx site (`npm run serve:prod`, deploy/nginx)
 *   against `npm run mock:server`, as an operator deploys it (artefacts/production.spec.ts).
 *
 * - Browser: CHROMIUM_PATH, else Debian's /usr/bin/chromium-headless-shell, else Debian's
 *   /usr/bin/chromium, else Playwright's own (`npx playwright install chromium`). Flags
 *   from shared/TOOLCHAIN.md.
 * - Build: `npm run build:demo` runs first unless E2E_SKIP_BUILD=1 and dist-demo/ exists.
 * - Port: E2E_PORT (default 4178). Build folder: E2E_DIST (default dist-demo). Results:
 *   E2E_OUT (default test-results). Separate values let several runs share a machine.
 */
const isCI = !!process.env.CI;
const baseURL = urlOf(PORTS.demo);

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
const serve = `node tests/e2e/support/static-server.mjs ${dist} ${PORTS.demo} 127.0.0.1`;
const build = `cross-env PORTAL_MOCK=on PORTAL_OUT=${dist} rsbuild build`;
/** The production build: `npm test` has just made it (check-build.mjs). */
const skipProductionBuild = process.env.E2E_SKIP_BUILD === '1' && existsSync('dist/index.html');
const mockServer = urlOf(PORTS.mockServer);
const serveProd = (root: string, port: number) =>
  `cross-env PORT=${port} PORTAL_SITE_ROOT=${root} PORTAL_BACKEND_URL=${mockServer} npm run -s serve:prod`;

/**
 * The servers of the three artefacts (support/servers.mjs starts them; `after`: a url to wait
 * for first). The first tests (the setup's sign-ins, then the demo's) need only the demo
 * build: the others start beside them (`later`), and the artefacts' specs wait for theirs
 * (artefacts/servers.ts). The first test then began after 4.8-6.8 s instead of 10.1 s on the
 * 2-core machine.
 */
const SERVERS = [
  { name: 'the demo build', command: skipBuild ? serve : `${build} && ${serve}`, url: `${baseURL}/index.html` },
  // `npm start` as the README gives it (its port from PORT).
  { name: 'npm start', command: `cross-env PORT=${PORTS.devServer} npm start`, url: `${urlOf(PORTS.devServer)}/index.html`, later: true },
  { name: 'npm run mock:server', command: `cross-env PORT=${PORTS.mockServer} npm run -s mock:server`, url: `${mockServer}${DEMO_FILES_PATH}/platform-agreement.pdf`, later: true },
  {
    name: 'the production deployment',
    command: `${skipProductionBuild ? '' : 'npm run -s build && '}tsx tests/e2e/artefacts/deployment.ts && ${serveProd(DEPLOYMENT_DIR, PORTS.production)}`,
    url: `${urlOf(PORTS.production)}/index.html`,
    later: true,
    // The deployment copies the sample from a demo build being made.
    ...(skipBuild ? {} : { after: `${baseURL}/index.html` }),
  },
  // The build as it is, without the deployment's files (once the deployment above has built dist/).
  {
    name: 'the production build',
    command: serveProd('dist', PORTS.productionBare),
    url: `${urlOf(PORTS.productionBare)}/index.html`,
    later: true,
    ...(skipProductionBuild ? {} : { after: `${urlOf(PORTS.production)}/index.html` }),
  },
];
const SERVERS_READY = `${urlOf(PORTS.servers)}/`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUT ?? 'test-results',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // One browser more than the cores: a test also waits (for the page, the mock, a poll), and
  // a third browser fills those waits. On the 2-core machine the end-to-end step went from
  // 383 s with two to 312-345 s with three, the cores then busy all along, 0 retried.
  workers: Math.max(1, cpus().length + 1),
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
    // `npm test` (E2E_TRACE from scripts/test-all.mjs, for its 330 s budget) record it only
    // when they retry a failed test; `npm run test:e2e` keeps one for every failed test.
    trace: isCI || process.env.E2E_TRACE === 'on-first-retry' ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
  },
  projects: [
    // Signs the reusable demo accounts in once per run (support/signedIn.ts).
    { name: 'signed-in', testMatch: /.*\.setup\.ts/, use: { ...chromium } },
    // Every other test, in one project: Playwright starts new workers (a process and a browser)
    // for each project, which took 4-7 s each on the 2-core machine, one slot idle meanwhile.
    // The artefacts' specs (artefacts/) name their server's address themselves (`test.use`),
    // and, first in the file order, they are handed out first and do not end the run alone.
    { name: 'portal', dependencies: ['signed-in'], use: { ...chromium } },
  ],
  // One entry: support/servers.mjs starts SERVERS at once (Playwright starts its entries one
  // after another) and answers once every one of them does.
  webServer: {
    command: 'node tests/e2e/support/servers.mjs',
    url: SERVERS_READY,
    env: { E2E_SERVERS: JSON.stringify(SERVERS), E2E_SERVERS_READY: SERVERS_READY },
    // Fresh servers in CI, the running ones locally; their errors shown.
    reuseExistingServer: !isCI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
