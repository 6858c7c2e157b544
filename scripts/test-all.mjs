#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure (README "Tests"). At the
// end: the time of each step and the slowest tests of each runner, from the JSON reports
// the runners write into test-results-timings/ (rstest configs, playwright.config.ts).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';

const TIMINGS = 'test-results-timings';

/**
 * The steps, in order. The static checks are independent and each single-threaded, so they
 * run side by side on the two cores (their output is printed one after another). eslint,
 * the longest of them (about 30 s alone), runs beside the unit and component tests instead:
 * there it fills what the tests leave idle (the last file of a worker, the isolated files'
 * own run), where among the other checks it ran alone for its last 18 s, one core idle.
 */
const STATIC_CHECKS = [
  ['type-check', 'npm run -s typecheck'],
  ['openapi lint', 'npm run -s lint:api'],
  ['steiger (FSD)', 'npm run -s lint:fsd'],
  ['knip (unused code)', 'npm run -s lint:unused'],
];
const steps = [
  ['static checks (type-check, openapi lint, steiger, knip), side by side', STATIC_CHECKS],
  [
    'unit and component tests, beside eslint',
    [
      ['unit and component tests', 'npm run -s test:unit'],
      ['eslint', 'npm run -s lint'],
    ],
  ],
  // Alone: beside the builds, one consumer test once found its request not recorded by
  // Pact's mock server although the portal got the answer (a clean CI run at d51e59f).
  // pacts/ is written afresh: Pact merges into an existing file, so an interaction the tests no
  // longer make would stay and be verified against the backends. From nothing, the files come
  // out the same bytes (Pact sorts the interactions); a changed one shows in git status.
  ['contract tests, consumer side (Pact)', 'rm -f pacts/*.json && npm run -s test:contract:consumer'],
  // The provider side leaves a core idle most of its 28 s (34 CPU-s: it waits for the mock
  // servers and the verifier), so the builds run beside it: 50.6 s one after the other, 43 s
  // side by side on the 2-core machine. Provider side: npm run mock:server verified over HTTP
  // with the README's pact:verify, and swagger-mock-validator; then the same pact:verify where
  // it must fail (a provider flipping booleans, a broker refusing the results).
  [
    'contract tests, provider side, beside the production build without mock code, size budget, demo build',
    [
      ['provider verification of the mock server and the OpenAPI check', 'npm run -s test:contract:provider'],
      ['builds', 'node scripts/check-build.mjs && node scripts/size.mjs --skip-build --budget && npm run -s build:demo'],
    ],
  ],
  // The demo build above is the one the end-to-end tests serve (playwright.config.ts).
  // The sweeps judge every state without photographing it (tests/e2e/support/screenshots.ts)
  // and traces are recorded only for a retry (playwright.config.ts); `npm run test:e2e` does both.
  ['end-to-end tests (Playwright: the demo build, npm start, the production build behind deploy/nginx)', 'npm run -s test:e2e', { E2E_SKIP_BUILD: '1', E2E_SCREENSHOTS: process.env.E2E_SCREENSHOTS ?? 'off', E2E_TRACE: process.env.E2E_TRACE ?? 'on-first-retry' }],
];

/** [title, ms] of every test in an rstest JSON report. */
function rstestDurations(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const tests = report.tests ?? report.testResults ?? [];
  return tests.map((test) => [`${test.testPath ?? ''} › ${test.fullName ?? test.name}`.replace(`${process.cwd()}/`, ''), test.duration ?? 0]);
}

/** [title, ms, retried] of every test in a Playwright JSON report (the last attempt's time). */
function playwrightDurations(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const rows = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        const last = results.at(-1);
        rows.push([`${spec.file} › ${[...path, spec.title].join(' › ')}`, last?.duration ?? 0, results.length > 1]);
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return rows;
}

function printSlowest(label, rows) {
  if (!rows.length) return;
  const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`\n${label}: ${rows.length} tests, ${(total / 1000).toFixed(1)}s of test time; the 10 slowest:`);
  for (const [title, ms] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)}s  ${title}`);
}

function report() {
  const read = (file, parse) => {
    try {
      return existsSync(`${TIMINGS}/${file}`) ? parse(`${TIMINGS}/${file}`) : [];
    } catch (error) {
      console.log(`(${file}: ${error.message})`);
      return [];
    }
  };
  printSlowest('unit and component tests', [...read('unit.json', rstestDurations), ...read('unit-isolated.json', rstestDurations)]);
  printSlowest('contract tests', read('contract.json', rstestDurations));
  const e2e = read('e2e.json', playwrightDurations);
  printSlowest('end-to-end tests', e2e);
  if (e2e.length) console.log(`end-to-end tests retried (flaky): ${e2e.filter(([, , retried]) => retried).length}`);
}

/**
 * The machine's busy time so far, in CPU-seconds over all cores. A step's share of it says
 * how much work the step is and how busy it kept the cores: on two cores the suite's time
 * is at least its CPU-seconds over two, whatever the order of the steps.
 */
const busySeconds = () => cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0) / 1000;

rmSync(TIMINGS, { recursive: true, force: true });
const started = Date.now();
const busyAtStart = busySeconds();
const timings = [];
const env = { ...process.env, PACT_DO_NOT_TRACK: 'true' };

/**
 * Runs commands at once; resolves to the first failing exit status, else 0. The first one's
 * output shows as it comes (the unit tests' progress), each other's once all have ended, so
 * no two outputs interleave.
 */
async function runTogether(commands) {
  const held = [];
  const runs = commands.map(
    ([name, command], index) =>
      new Promise((resolve) => {
        const started = Date.now();
        const live = index === 0;
        if (live) console.log(`\n── ${name}: ${command}`);
        const child = spawn(command, { shell: true, env, stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'] });
        const output = [];
        child.stdout?.on('data', (chunk) => output.push(chunk));
        child.stderr?.on('data', (chunk) => output.push(chunk));
        child.on('close', (status) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          const ended = `── ${name}: ${command} (exit ${status}, ${seconds}s)`;
          if (live) console.log(`\n${ended}`);
          else held.push(`\n${ended}\n${Buffer.concat(output)}`);
          timings.push(`  ${name}: ${seconds}s`);
          resolve(status ?? 1);
        });
      }),
  );
  const statuses = await Promise.all(runs);
  for (const text of held) process.stdout.write(text);
  return statuses.find((status) => status !== 0) ?? 0;
}

for (const [name, command, stepEnv] of steps) {
  const stepStart = Date.now();
  const busyBefore = busySeconds();
  console.log(`\n━━ ${name}${Array.isArray(command) ? '' : `: ${command}`}`);
  const status = Array.isArray(command)
    ? await runTogether(command)
    : spawnSync(command, { stdio: 'inherit', shell: true, env: { ...env, ...stepEnv } }).status;
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  const busy = busySeconds() - busyBefore;
  timings.push(`${name}: ${seconds}s (${busy.toFixed(0)} CPU-s, ${(busy / Number(seconds)).toFixed(2)} cores busy)`);
  if (status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${status}) after ${seconds}s`);
    console.log(timings.join('\n'));
    process.exit(status ?? 1);
  }
}
report();
const busy = busySeconds() - busyAtStart;
console.log(`\n✓ all ${steps.length} steps passed in ${((Date.now() - started) / 1000).toFixed(0)}s: ${busy.toFixed(0)} CPU-s of work on ${cpus().length} cores`);
console.log(timings.join('\n'));
