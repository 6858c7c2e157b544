#!/usr/bin/env node
/**
 * `npm run perf [-- options]`: the first-paint benchmark of /#/login (README "Performance").
 * Not part of `npm test`: its figures depend on the machine and its load.
 *
 *  1. builds the production build (`rsbuild build`, as `npm run build`) and the demo build
 *     (PORTAL_MOCK=on, as `npm run build:demo`) into tmp/perf/ (git-ignored), so the
 *     dist/ and dist-demo/ that tests may be serving are left alone;
 *  2. serves each with the e2e tests' static server (tests/e2e/support/static-server.mjs);
 *  3. runs Lighthouse's performance category on `/#/login` with the mobile preset
 *     (Lighthouse's default: Moto G Power, slow 4G, 4x CPU slowdown, simulated throttling)
 *     and the desktop preset, N runs each, every run in a fresh browser;
 *  4. prints FCP, LCP, TBT, CLS and the score of every run and their median per build and
 *     preset;
 *  5. times the usable login form (a metric Lighthouse has no audit for): from navigation
 *     to the moment React has rendered an editable account field and an enabled login
 *     button (the static frame of index.html has neither), with Lighthouse's mobile
 *     throttling applied by the browser (its "devtools" values: 562.5 ms latency,
 *     1474.56 / 675 kbit/s, 4x CPU, Moto G Power screen), a fresh browser per run and the
 *     builds taking turns run by run, so both see the same machine load; prints each run,
 *     the medians and demo / production of the medians (the demo's mock start is shown too).
 *
 * Options: --skip-build (measure the builds already in tmp/perf/), --runs N (default 3),
 * --build production|demo, --preset mobile|desktop, --metric lighthouse|usable (repeatable
 * filters), --out <dir> (where the builds go, default tmp/perf/; with --skip-build, builds
 * kept from another revision), --url-path <path> (default /#/login), --shots <dir> (writes each run's
 * filmstrip frames and final screenshot there as JPEG), --json <file> (every run's figures).
 *
 * Browser: CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own, launched by
 * Playwright with the flags of shared/TOOLCHAIN.md and a debugging port Lighthouse drives.
 * Lighthouse is pinned to 12.8.2: 13.x requires Node 22.19 and the project runs on 20.19.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { startStaticServer } from '../tests/e2e/support/static-server.mjs';

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const values = (name) => argv.flatMap((arg, i) => (arg === name && argv[i + 1] ? [argv[i + 1]] : []));
const runs = Number(values('--runs')[0] ?? 3);
const urlPath = values('--url-path')[0] ?? '/#/login';
const shotsDir = values('--shots')[0];
const jsonFile = values('--json')[0];
const buildFilter = values('--build');
const presetFilter = values('--preset');
const metricFilter = values('--metric');
const wants = (metric) => !metricFilter.length || metricFilter.includes(metric);

const OUT = path.resolve(values('--out')[0] ?? 'tmp/perf');
const BUILDS = [
  { name: 'production', dir: path.join(OUT, 'dist'), env: { PORTAL_MOCK: 'off' } },
  { name: 'demo', dir: path.join(OUT, 'dist-demo'), env: { PORTAL_MOCK: 'on' } },
].filter((build) => !buildFilter.length || buildFilter.includes(build.name));
const PRESETS = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
].filter((preset) => !presetFilter.length || presetFilter.includes(preset.name));

const executablePath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function build({ name, dir, env }) {
  console.log(`> build ${name} into ${path.relative(process.cwd(), dir)}`);
  const result = spawnSync('npx', ['rsbuild', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORTAL_OUT: dir, ...env },
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** One Lighthouse run in a fresh browser. */
async function measure(url, preset) {
  const port = await freePort();
  const browser = await chromium.launch({ executablePath, args: [...CHROME_FLAGS, `--remote-debugging-port=${port}`] });
  try {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      preset.config,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id];
    const lcpElement = audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node;
    return {
      fcp: audit('first-contentful-paint').numericValue,
      lcp: audit('largest-contentful-paint').numericValue,
      tbt: audit('total-blocking-time').numericValue,
      cls: audit('cumulative-layout-shift').numericValue,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpElement: lcpElement ? `${lcpElement.selector ?? ''} "${(lcpElement.nodeLabel ?? '').slice(0, 40)}"` : '-',
      frames: audit('screenshot-thumbnails')?.details?.items ?? [],
      final: audit('final-screenshot')?.details?.data ?? null,
    };
  } finally {
    await browser.close();
  }
}

/**
 * Records, in the page, when React's login form is usable: an editable account field and an
 * enabled, idle login button (the frame's boxes are divs), and when the demo's mock has
 * started (it sets window.__kjMock). Checked on every DOM change, so no polling delay.
 */
/* global window, document, MutationObserver -- recordUsableForm and the page callbacks run in the page */
function recordUsableForm() {
  const marks = { usable: null, mockReady: null };
  Object.defineProperty(window, '__perfMarks', { value: marks });
  const usable = () => {
    const account = document.querySelector('#root input[autocomplete="username"]');
    const form = account?.closest('form');
    const button = form?.querySelector('button[type="submit"]');
    return Boolean(account && !account.disabled && !account.readOnly && !account.closest('[inert]') && button && !button.disabled && !button.classList.contains('ant-btn-loading'));
  };
  new MutationObserver((_, observer) => {
    if (marks.usable === null && usable()) {
      marks.usable = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });
  Object.defineProperty(window, '__kjMock', {
    configurable: true,
    set(value) {
      marks.mockReady = performance.now();
      Object.defineProperty(window, '__kjMock', { value, writable: true, configurable: true });
    },
  });
}

const MOBILE = throttling.mobileSlow4G;
const kbps = (value) => (value * 1024) / 8;

/**
 * One usable-form timing in a fresh browser, throttled as Lighthouse's mobile preset; for
 * a build with the mock, also when the mock has started (its calls wait until then).
 */
async function measureUsable(url, withMock) {
  const browser = await chromium.launch({ executablePath, args: CHROME_FLAGS });
  try {
    const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, isMobile: true, hasTouch: true, userAgent: userAgents.mobile });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE.requestLatencyMs,
      downloadThroughput: kbps(MOBILE.downloadThroughputKbps),
      uploadThroughput: kbps(MOBILE.uploadThroughputKbps),
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdownMultiplier });
    await page.addInitScript(recordUsableForm);
    await page.goto(url);
    await page.waitForFunction(() => window.__perfMarks.usable !== null, null, { timeout: 120_000, polling: 500 });
    if (withMock) await page.waitForFunction(() => window.__perfMarks.mockReady !== null, null, { timeout: 120_000, polling: 500 });
    return await page.evaluate(() => ({ ...window.__perfMarks }));
  } finally {
    await browser.close();
  }
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const line = (label, r) =>
  `  ${label.padEnd(18)} FCP ${seconds(r.fcp).padStart(7)}  LCP ${seconds(r.lcp).padStart(7)}  TBT ${`${Math.round(r.tbt)} ms`.padStart(7)}  CLS ${r.cls.toFixed(3)}  score ${String(r.score).padStart(3)}`;

function saveShots(label, index, r) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  const write = (file, dataUrl) => writeFileSync(path.join(shotsDir, file), Buffer.from(dataUrl.replace(/^data:image\/\w+;base64,/, ''), 'base64'));
  for (const frame of r.frames) write(`${label}-run${index + 1}-${String(Math.round(frame.timing)).padStart(5, '0')}ms.jpg`, frame.data);
  if (r.final) write(`${label}-run${index + 1}-final.jpg`, r.final);
}

if (!flag('--skip-build')) for (const b of BUILDS) build(b);

const summary = [];
const all = {};
for (const b of wants('lighthouse') ? BUILDS : []) {
  if (!existsSync(path.join(b.dir, 'index.html'))) {
    console.error(`perf: ${b.dir}/index.html is missing (run without --skip-build)`);
    process.exit(1);
  }
  const server = await startStaticServer({ root: b.dir, port: 0 });
  try {
    for (const preset of PRESETS) {
      const label = `${b.name}/${preset.name}`;
      console.log(`\n${label}: ${server.url}${urlPath}`);
      const results = [];
      for (let i = 0; i < runs; i += 1) {
        const r = await measure(`${server.url}${urlPath}`, preset);
        results.push(r);
        saveShots(label.replace('/', '-'), i, r);
        console.log(`${line(`run ${i + 1}`, r)}  LCP element ${r.lcpElement}`);
      }
      const m = Object.fromEntries(['fcp', 'lcp', 'tbt', 'cls', 'score'].map((key) => [key, median(results.map((r) => r[key]))]));
      console.log(line('median', m));
      summary.push([label, m]);
      all[label] = results.map((r) => ({ fcp: r.fcp, lcp: r.lcp, tbt: r.tbt, cls: r.cls, score: r.score, lcpElement: r.lcpElement }));
    }
  } finally {
    await server.close();
  }
}

const usableSummary = [];
/** demo / production, run by run (the two builds measured back to back). */
const ratios = [];
if (wants('usable')) {
  for (const b of BUILDS) {
    if (!existsSync(path.join(b.dir, 'index.html'))) {
      console.error(`perf: ${b.dir}/index.html is missing (run without --skip-build)`);
      process.exit(1);
    }
  }
  const servers = await Promise.all(BUILDS.map((b) => startStaticServer({ root: b.dir, port: 0 })));
  const timings = BUILDS.map(() => []);
  console.log(`\nusable form, mobile throttling (${MOBILE.requestLatencyMs} ms, ${MOBILE.downloadThroughputKbps.toFixed(0)}/${MOBILE.uploadThroughputKbps} kbit/s, ${MOBILE.cpuSlowdownMultiplier}x CPU), builds in turn:`);
  try {
    for (let i = 0; i < runs; i += 1) {
      for (const [index, b] of BUILDS.entries()) {
        const r = await measureUsable(`${servers[index].url}${urlPath}`, b.env.PORTAL_MOCK === 'on');
        timings[index].push(r);
        const mock = r.mockReady === null ? '' : `  (mock started ${seconds(r.mockReady)})`;
        console.log(`  run ${i + 1} ${b.name.padEnd(10)} usable ${seconds(r.usable)}${mock}`);
      }
      if (timings.length === 2) console.log(`  run ${i + 1} demo / production ${(timings[1][i].usable / timings[0][i].usable).toFixed(2)} x`);
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
  if (timings.length === 2) ratios.push(...timings[1].map((r, i) => r.usable / timings[0][i].usable));
  for (const [index, b] of BUILDS.entries()) {
    usableSummary.push([b.name, median(timings[index].map((r) => r.usable))]);
    all[`${b.name}/usable-form`] = timings[index];
  }
}

console.log(`\nMedians of ${runs} run(s), ${urlPath} (Lighthouse ${JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version})`);
for (const [label, m] of summary) console.log(line(label, m));
for (const [name, ms] of usableSummary) console.log(`  ${`${name}/usable form`.padEnd(18)} ${seconds(ms)}`);
const usableOf = Object.fromEntries(usableSummary);
if (usableOf.production && usableOf.demo) {
  console.log(`  demo / production  ${(usableOf.demo / usableOf.production).toFixed(2)} x (usable form, of the medians; run by run ${ratios.map((r) => r.toFixed(2)).join(', ')}, median ${median(ratios).toFixed(2)} x)`);
}
if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(all, null, 2)}\n`);
