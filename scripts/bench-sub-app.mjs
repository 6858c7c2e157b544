#!/usr/bin/env node
/**
 * `npm run perf:sub-app [-- --runs N --skip-build]`: how long a user waits for a product's
 * sub-application (README "Performance"): the time from the click on a menu item to the
 * sample sub-application's first content (its heading), on the demo build. Not part of
 * `npm test`: a benchmark, whose figures depend on the machine and its load.
 *
 * Each run is a fresh browser: demo.one signs in through the form and opens the product
 * centre; then, per run, it clicks "International settlement" (cold: the host's chunk,
 * qiankun and the entry are fetched and evaluated) and, after going back to the product
 * centre, clicks it again (warm: qiankun keeps what it loaded). The clock starts in the page
 * at the click and stops when the heading is in the DOM (a MutationObserver).
 *
 * The yardstick, in another fresh browser of the same run: bare qiankun mounting the same
 * sample with the portal's options (scripts/bench/bareHost.ts, built into bench-bare/ of the
 * same folder), cold and, after an unmount, warm. The last line compares the medians:
 * `portal/bare cold X warm Y` (the goal: both at most 1.5).
 *
 * Builds the demo into tmp/perf/dist-demo (as `npm run perf` does), serves it with the e2e
 * static server, drives CHROMIUM_PATH or Debian's Chromium with the TOOLCHAIN.md flags.
 */
/* global window, document, MutationObserver -- evaluated in the page */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createRsbuild } from '@rsbuild/core';
import { startStaticServer } from '../tests/e2e/support/static-server.mjs';

const argv = process.argv.slice(2);
const runs = Number(argv[argv.indexOf('--runs') + 1] ?? 5) || 5;
const DIR = path.resolve('tmp/perf/dist-demo');
const MENU_ITEM = 'International settlement';
const executablePath = process.env.CHROMIUM_PATH || ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file));
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

if (!argv.includes('--skip-build')) {
  console.log(`> build the demo into ${path.relative(process.cwd(), DIR)}`);
  const result = spawnSync('npx', ['rsbuild', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PORTAL_MOCK: 'on', PORTAL_OUT: DIR } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The bare host, next to the demo's sub-apps/ folder (rebuilt each time: it is small).
const bare = await createRsbuild({
  cwd: process.cwd(),
  rsbuildConfig: {
    source: { entry: { index: './scripts/bench/bareHost.ts' } },
    output: { distPath: { root: path.join(DIR, 'bench-bare') }, assetPrefix: './' },
    html: { title: 'Bare qiankun' },
    performance: { printFileSize: false },
  },
});
await bare.build();

/** Milliseconds from `click()` to the sample's heading. */
async function clickToContent(page, click) {
  await page.evaluate(() => {
    window.__subAppTiming = new Promise((resolve) => {
      let started = 0;
      document.addEventListener('click', () => (started = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (started && document.querySelector('[data-sub-app] .sample h1')) {
          observer.disconnect();
          resolve(performance.now() - started);
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  });
  await click();
  return page.evaluate(() => window.__subAppTiming);
}

/** Bare qiankun: cold, then warm after an unmount. */
async function bareRun(context) {
  const page = await context.newPage();
  await page.goto(`${base}/bench-bare/index.html`);
  const open = () => page.getByRole('button', { name: 'Open' }).click();
  const cold = await clickToContent(page, open);
  await page.getByRole('button', { name: 'Close' }).click();
  await page.locator('body[data-closed]').waitFor({ state: 'attached' });
  const warm = await clickToContent(page, open);
  return { cold, warm };
}

const server = await startStaticServer({ root: DIR, port: 0 });
const base = server.url;
const browser = await chromium.launch({ executablePath, args: ARGS });
const cold = [];
const warm = [];
const bareCold = [];
const bareWarm = [];
const menuItem = (page) => () => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: MENU_ITEM }).click();
try {
  for (let run = 1; run <= runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${base}/#/login?lang=en`);
    await page.getByLabel('Username', { exact: true }).fill('demo.one');
    await page.getByLabel('Password', { exact: true }).fill('Demo#Pass2025');
    await page.waitForFunction(() => window.__kjMock?.captcha());
    await page.getByLabel('Verification code', { exact: true }).fill(await page.evaluate(() => window.__kjMock.captcha()));
    await page.getByRole('button', { name: /^Login$/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Product centre' }).waitFor();
    cold.push(await clickToContent(page, menuItem(page)));
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Product centre' }).click();
    await page.getByRole('heading', { level: 1, name: 'Product centre' }).waitFor();
    warm.push(await clickToContent(page, menuItem(page)));
    await context.close();
    const bareContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const bareTimes = await bareRun(bareContext);
    await bareContext.close();
    bareCold.push(bareTimes.cold);
    bareWarm.push(bareTimes.warm);
    const ms = (list) => `${list.at(-1).toFixed(0)} ms`;
    console.log(`run ${run}: portal cold ${ms(cold)}, warm ${ms(warm)}; bare qiankun cold ${ms(bareCold)}, warm ${ms(bareWarm)}`);
  }
} finally {
  await browser.close();
  await server.close();
}
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
console.log(`\nclick on "${MENU_ITEM}" → the sample sub-application's heading, ${runs} runs: median cold ${median(cold).toFixed(0)} ms, warm ${median(warm).toFixed(0)} ms`);
console.log(`bare qiankun, click → heading, ${runs} runs: median cold ${median(bareCold).toFixed(0)} ms, warm ${median(bareWarm).toFixed(0)} ms`);
const ratio = (portal, yardstick) => (median(portal) / median(yardstick)).toFixed(2);
console.log(`portal/bare cold ${ratio(cold, bareCold)} warm ${ratio(warm, bareWarm)}`);
