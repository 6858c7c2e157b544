#!/usr/bin/env node
/**
 * `npm run check:build [-- --skip-build]`
 *
 * Asserts that the production build (dist/) carries no mock code (DESIGN, TOOLCHAIN:
 * the mock switch is a build-time define, so the dynamic import of the mock must be
 * dropped). Fails, listing the offending files, when dist/ has a mockServiceWorker.js or
 * any file containing an MSW or mock-backend marker.
 *
 * Sanity: when dist-demo/ exists (the build that does carry the mock), it must contain
 * mockServiceWorker.js and the same scan must find markers there — proof that the check
 * can fail.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const args = new Set(process.argv.slice(2));
const root = process.cwd();
const DIST = path.join(root, 'dist');
const DEMO = path.join(root, 'dist-demo');

/** Strings that only the MSW library, its worker or this project's mock contain. */
const MARKERS = [
  { name: 'setupWorker', pattern: /setupWorker/ },
  { name: 'mockServiceWorker', pattern: /mockServiceWorker/ },
  { name: '@mswjs', pattern: /@mswjs/ },
  { name: 'MSW', pattern: /\bMSW\b/ },
  { name: 'startBrowserMock', pattern: /startBrowserMock/ },
  { name: '__kjMock', pattern: /__kjMock/ },
  // The mock's fixed key pair (mocks/scenarios/demoKeyPair.ts): its private half must never ship.
  { name: 'the demo RSA key pair', pattern: /RSADEMO00001/ },
  // The `demo` text namespace (shared/i18n/demo.ts): loaded by demo builds only.
  { name: 'the demo texts', pattern: /Demo mailbox|演示邮箱/ },
  // The demo's sample sub-application (mocks/sub-app) and its registry: demo world, not product.
  { name: 'the sample sub-application', pattern: /kjSampleSubApp/ },
];
const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.cjs', '.html', '.css', '.json', '.map', '.txt', '.svg']);

if (!args.has('--skip-build')) {
  console.log('> npm run build');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) {
    console.error('check-build: production build failed');
    process.exit(result.status ?? 1);
  }
}

async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/** Returns [{ file, reasons[] }] for every file of `dir` that looks like mock code. */
async function scan(dir) {
  const offenders = [];
  for (const file of await listFiles(dir)) {
    const reasons = [];
    if (path.basename(file) === 'mockServiceWorker.js') reasons.push('is the MSW service worker');
    if (path.basename(file) === 'sub-apps.json') reasons.push('is a sub-application registry (a deployment adds its own)');
    if (TEXT_EXTENSIONS.has(path.extname(file).toLowerCase())) {
      const text = await readFile(file, 'utf8');
      for (const marker of MARKERS) if (marker.pattern.test(text)) reasons.push(`contains "${marker.name}"`);
    }
    if (reasons.length) offenders.push({ file: path.relative(root, file), reasons });
  }
  return offenders;
}

let failed = false;

if (!existsSync(path.join(DIST, 'index.html'))) {
  console.error('check-build: dist/index.html is missing (run without --skip-build)');
  process.exit(1);
}
const distFiles = await listFiles(DIST);
const offenders = await scan(DIST);
if (offenders.length) {
  failed = true;
  console.error(`check-build: dist/ contains mock code (${offenders.length} file(s)):`);
  for (const { file, reasons } of offenders) console.error(`  ${file}: ${reasons.join(', ')}`);
} else {
  console.log(`check-build: dist/ is clean (${distFiles.length} files scanned, no mock code)`);
}

/*
 * The production build's two pages (README "Hosting sub-applications"): index.html with the
 * strict policy, and index.sub-apps.html, the same page with the sub-applications' policy.
 */
const pageOf = async (name) => (existsSync(path.join(DIST, name)) ? readFile(path.join(DIST, name), 'utf8') : null);
const [indexPage, subAppsPage] = await Promise.all([pageOf('index.html'), pageOf('index.sub-apps.html')]);
const policyOf = (html) => /http-equiv="Content-Security-Policy"\s+content="([^"]*)"/.exec(html ?? '')?.[1] ?? null;
if (!subAppsPage) {
  failed = true;
  console.error('check-build: dist/index.sub-apps.html is missing');
} else if (/'unsafe-eval'/.test(policyOf(indexPage) ?? '') || !/'unsafe-eval'/.test(policyOf(subAppsPage) ?? '')) {
  failed = true;
  console.error(`check-build: the pages' policies are not strict / for sub-applications:\n  index.html: ${policyOf(indexPage)}\n  index.sub-apps.html: ${policyOf(subAppsPage)}`);
} else if (subAppsPage.replace(policyOf(subAppsPage), policyOf(indexPage)) !== indexPage) {
  failed = true;
  console.error('check-build: index.sub-apps.html differs from index.html in more than its policy');
} else {
  console.log('check-build: index.html has the strict policy; index.sub-apps.html is the same page with the sub-applications\' policy');
}

if (existsSync(DEMO)) {
  const demoOffenders = await scan(DEMO);
  const hasWorker = existsSync(path.join(DEMO, 'mockServiceWorker.js'));
  if (!hasWorker) {
    failed = true;
    console.error('check-build: dist-demo/ has no mockServiceWorker.js — the demo build must carry the mock');
  } else {
    console.log(`check-build: sanity ok, dist-demo/ carries the mock (${demoOffenders.length} file(s) flagged there)`);
  }
} else {
  console.log('check-build: dist-demo/ not present, sanity check skipped');
}

process.exit(failed ? 1 : 0);
