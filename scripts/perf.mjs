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
 *  5. times the login page as a person uses it (metrics Lighthouse has no audit for), with
 *     Lighthouse's mobile throttling applied by the browser (its "devtools" values: 562.5 ms
 *     latency, 1474.56 / 675 kbit/s, 4x CPU, Moto G Power screen), a fresh browser per run and
 *     the builds taking turns run by run, so both see the same machine load: from navigation,
 *     the usable form (an editable account field and an enabled, idle Login, shown: the
 *     frame's or React's, not before the first paint), the captcha image shown, React's login
 *     form mounted, and, with demo.one and the captcha's code typed and Enter pressed as soon
 *     as form and captcha are there, the sign-in call sent; then whether the sign-in succeeded
 *     (the page left /login), whether Enter came before React mounted and what was typed
 *     before is still in React's form. The production build is served for this behind a front
 *     server that sends the service prefixes to `npm run mock:server` (started here on a free
 *     port); Lighthouse keeps the plain static server. Prints each run, the medians and demo /
 *     production of the captcha (per run and of the medians); the demo's mock start is shown too.
 *     The captcha's code is what the image's answer names in X-Mock-Captcha (the mocks'
 *     images), else what the picture shown says (the mocks' SVG draws each character as
 *     text: the demo's first image, a static file), else window.__kjMock.captcha() once the
 *     demo's mock has started (the output names which). The issue's figures are medians of 5:
 *     `npm run perf -- --runs 5 --metric usable`.
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
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { tsImport } from 'tsx/esm/api';
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

/** The demo account the mock backends accept (README "Demo accounts"). */
const ACCOUNT = { loginName: 'demo.one', password: 'Demo#Pass2025' };
/**
 * The captcha images' addresses: the sso and legacy services' (src/shared/config/captchaAddress.ts)
 * and the demo build's first one, a file next to the page (rsbuild.config.ts, DEMO_CAPTCHA_FILE).
 */
const CAPTCHA_URL = /\/sso-web\/code\/getImgCode|\/kj-sso\/captcha\/code\/get|\/demo-files\/captcha\.svg/;
/** The sign-in calls (src/entities/session/api/authApi.ts: doLogin, and the legacy variant's logon). */
const SIGN_IN_URL = /\/sso-web\/opera\/doLogin|\/kj-sso\/account\/logon/;
/** How long each step of a run may take before the run reports it missing and goes on. */
const STEP_TIMEOUT_MS = 60_000;
const SIGNED_IN_TIMEOUT_MS = 120_000;

/**
 * Runs in the page before anything else (an init script; no polling: DOM changes, events and
 * the page's own calls) and reports each moment, in performance.now() from navigation, to
 * the script through the binding __perfNotify:
 * - formUsable: the first moment, once the page has painted (first contentful paint), that an
 *   account field (autocomplete=username) is shown and editable and its form's submit button
 *   is shown, enabled and not busy (aria-busy, antd's loading), neither inside [inert] or
 *   [aria-hidden=true]: the frame's or React's, whichever is first;
 * - appMounted: React's login form (.ant-form with the account field) is in the DOM, with
 *   what the frame's account field held then; appFirstFrame: React's account field at the
 *   next animation frame (before that frame is painted);
 * - captcha: the login form's captcha image (an <img> in a <button> of the frame's or
 *   React's form, not hidden) has loaded: a load event, capture phase, with its address;
 * - enter: Enter pressed, and whether React's form had mounted then;
 * - signInSent: the page calls doLogin (or the legacy logon) through fetch or XMLHttpRequest,
 *   with React's account field at that moment;
 * - mockReady: the demo's mock has started (it sets window.__kjMock).
 * Each is also kept in window.__perfMarks.
 */
/* global window, document, location, MutationObserver, XMLHttpRequest, HTMLImageElement, requestAnimationFrame -- recordLoginPage and the page callbacks run in the page */
function recordLoginPage() {
  const marks = {};
  Object.defineProperty(window, '__perfMarks', { value: marks });
  const mark = (name, extra = {}) => {
    if (name in marks) return;
    marks[name] = { at: performance.now(), ...extra };
    try {
      window.__perfNotify?.(name, marks[name]);
    } catch {
      // The binding is gone with the page: the mark stays in __perfMarks.
    }
  };

  const shown = (element) =>
    !element.closest('[inert], [aria-hidden="true"], [hidden]') &&
    (typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) : element.getClientRects().length > 0);
  const usable = () => {
    const account = document.querySelector('#root input[autocomplete="username"]');
    const button = account?.form?.querySelector('button[type="submit"]');
    if (!account || account.disabled || account.readOnly || !button || button.disabled) return false;
    if (button.getAttribute('aria-busy') === 'true' || button.classList.contains('ant-btn-loading')) return false;
    return shown(account) && shown(button);
  };
  const appAccount = () => document.querySelector('.ant-form input[autocomplete="username"]');

  let painted = null;
  let complete = null;
  let frameAccount = null;
  const check = () => {
    frameAccount ??= document.getElementById('lf-account');
    if (!('formUsable' in marks) && usable()) {
      complete ??= performance.now();
      if (painted !== null) mark('formUsable');
    }
    if (!('appMounted' in marks) && appAccount()) {
      mark('appMounted', { frameAccount: frameAccount ? frameAccount.value : null });
      requestAnimationFrame(() => mark('appFirstFrame', { account: appAccount()?.value ?? null }));
    }
  };
  const observer = new MutationObserver(() => {
    check();
    if ('formUsable' in marks && 'appMounted' in marks) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
  // Nothing is usable before it is on screen: the form counts from the first contentful paint
  // on. A form complete before that paint is usable at the paint (reported a little later).
  new PerformanceObserver((list, paintObserver) => {
    const fcp = list.getEntries().find((entry) => entry.name === 'first-contentful-paint');
    if (!fcp) return;
    paintObserver.disconnect();
    painted = fcp.startTime;
    mark('firstPaint', { at: fcp.startTime });
    if (!('formUsable' in marks) && usable()) mark('formUsable', { at: Math.max(painted, complete ?? performance.now()) });
  }).observe({ type: 'paint', buffered: true });

  document.addEventListener(
    'load',
    (event) => {
      const image = event.target;
      if ('captcha' in marks || !(image instanceof HTMLImageElement) || !image.closest('button')) return;
      const form = image.closest('form');
      if (!form?.querySelector('input[autocomplete="username"]') || image.hidden || !shown(image)) return;
      mark('captcha', { src: image.currentSrc || image.src, inApp: form.classList.contains('ant-form') });
    },
    true,
  );
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter') mark('enter', { beforeApp: !('appMounted' in marks) });
    },
    true,
  );

  // SIGN_IN_URL's pattern (this function is serialised into the page, without the script's scope).
  const SIGN_IN_PATTERN = /\/sso-web\/opera\/doLogin|\/kj-sso\/account\/logon/;
  const sent = (url) => {
    if (SIGN_IN_PATTERN.test(url)) mark('signInSent', { url, account: appAccount()?.value ?? null });
  };
  const fetch = window.fetch;
  window.fetch = function perfFetch(input, init) {
    sent(input instanceof Request ? input.url : String(input));
    return fetch.call(this, input, init);
  };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function perfOpen(method, url, ...rest) {
    sent(String(url));
    return open.call(this, method, url, ...rest);
  };

  window.addEventListener('hashchange', () => {
    if (!location.hash.startsWith('#/login')) mark('leftLogin');
  });

  Object.defineProperty(window, '__kjMock', {
    configurable: true,
    set(value) {
      Object.defineProperty(window, '__kjMock', { value, writable: true, configurable: true });
      mark('mockReady');
    },
  });
}
const MOBILE = throttling.mobileSlow4G;
const kbps = (value) => (value * 1024) / 8;

/** The code a captcha picture shows, read as a person reads it: the mock's SVG draws each character as a <text>. */
function codeInPicture(svg) {
  const code = [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((match) => match[1].trim()).join('');
  return /^[A-Za-z0-9]{4,8}$/.test(code) ? code : null;
}

/**
 * One run in a fresh browser, throttled as Lighthouse's mobile preset: the marks of
 * recordLoginPage, then, once the form is usable and its captcha shown, the demo account and
 * the captcha's code typed into whatever form is on screen (the frame's or React's) and
 * Enter; then until the sign-in is sent and until the page has left /login. A step that does
 * not come is reported (`errors`) and the run goes on with what it has.
 */
async function measureUsable(url, withMock) {
  const run = { marks: {}, errors: [], code: null, codeFrom: null, typedBeforeApp: null, keptTyped: null, signedIn: false, signInAnswer: null };
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

    // The page's marks, pushed as they happen (no polling), kept here too: a later page load would lose the page's copy.
    const waiting = new Map();
    await page.exposeFunction('__perfNotify', (name, value) => {
      if (name in run.marks) return;
      run.marks[name] = value;
      for (const resolve of waiting.get(name) ?? []) resolve(value);
      waiting.delete(name);
    });
    const until = (name, timeout, what) =>
      name in run.marks
        ? Promise.resolve(run.marks[name])
        : new Promise((resolve) => {
          const timer = setTimeout(() => {
            run.errors.push(`${what}: not within ${timeout / 1000} s`);
            resolve(null);
          }, timeout);
          waiting.set(name, [...(waiting.get(name) ?? []), (value) => {
            clearTimeout(timer);
            resolve(value);
          }]);
        });

    // Every captcha image's answer, with the code its X-Mock-Captcha header names (the mock's images).
    const captchas = [];
    page.on('response', (response) => {
      if (!CAPTCHA_URL.test(response.url())) return;
      captchas.push({ url: response.url(), byFetch: response.request().resourceType() === 'fetch', header: response.headers()['x-mock-captcha'] ?? null, response });
    });
    const signInAnswered = new Promise((resolve) => {
      page.on('response', (response) => {
        if (!SIGN_IN_URL.test(response.url())) return;
        response.json().then(({ code, msg }) => resolve({ code, msg }), () => resolve({ code: `HTTP ${response.status()}` }));
      });
    });

    await page.addInitScript(recordLoginPage);
    await page.goto(url, { waitUntil: 'commit' });

    const [usable, captcha] = await Promise.all([until('formUsable', STEP_TIMEOUT_MS, 'usable form'), until('captcha', STEP_TIMEOUT_MS, 'captcha image')]);
    if (usable && captcha) {
      // The answer that the image shows: by its address, or (a blob: address) the last one read by fetch, as boot.js reads it.
      const answerOf = () => captchas.findLast((entry) => (captcha.src.startsWith('blob:') ? entry.byFetch : entry.url === captcha.src));
      for (let waited = 0; !answerOf() && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      const answer = answerOf();
      // Without the header (the demo's first image, a static file): the picture the page shows,
      // read as a person would, at once (a blob: is read in the page: the browser keeps no
      // body of a fetch read into a blob).
      const picture = async () => {
        const svg = captcha.src.startsWith('blob:')
          ? await page.evaluate((address) => fetch(address).then((response) => response.text()), captcha.src)
          : await answer?.response.text();
        return svg ? codeInPicture(svg) : null;
      };
      if (answer?.header) [run.code, run.codeFrom] = [answer.header, 'header'];
      else if ((run.code = await picture().catch(() => null))) run.codeFrom = 'picture';
      else if (withMock && (await until('mockReady', STEP_TIMEOUT_MS, 'mock start (for the captcha code)'))) {
        [run.code, run.codeFrom] = [await page.evaluate(() => window.__kjMock.captcha()), 'mock'];
      }
      if (!run.code) run.errors.push(`captcha code: not known (image ${captcha.src.slice(0, 80)})`);
    }

    if (!run.code) run.errors.push('sign-in: not tried (no captcha code to type)');
    else {
      const visible = (selector) => page.locator(selector).filter({ visible: true });
      await visible('input[autocomplete="username"]').fill(ACCOUNT.loginName);
      await visible('input[autocomplete="current-password"]').fill(ACCOUNT.password);
      const code = visible('#lf-captcha, #login-captcha');
      await code.fill(run.code);
      await code.press('Enter');
      const enter = await until('enter', 5000, 'Enter');
      run.typedBeforeApp = enter?.beforeApp ?? null;
      const sent = await until('signInSent', STEP_TIMEOUT_MS, 'sign-in sent');
      if (sent) {
        const left = page
          .waitForURL((address) => !address.hash.startsWith('#/login'), { timeout: SIGNED_IN_TIMEOUT_MS, waitUntil: 'commit' })
          .then(() => 'left', () => 'timeout');
        // A refused sign-in ends the wait at once (the form stays on /login).
        const refused = signInAnswered.then((body) => (String(body?.code) === '200' ? left : 'refused'));
        const outcome = await Promise.race([left, refused]);
        run.signInAnswer = await Promise.race([signInAnswered, Promise.resolve(null)]);
        run.signedIn = outcome === 'left';
        if (outcome === 'timeout') run.errors.push(`signed in: the page was still on /login after ${SIGNED_IN_TIMEOUT_MS / 1000} s`);
        if (outcome === 'refused') run.errors.push(`signed in: refused (${run.signInAnswer?.code} ${run.signInAnswer?.msg ?? ''})`);
      }
    }
    // What the frame held when React's form mounted is in React's form at its first frame.
    const mounted = await until('appMounted', STEP_TIMEOUT_MS, 'app mounted');
    if (mounted?.frameAccount) {
      const first = await until('appFirstFrame', 5000, "app's first frame");
      run.keptTyped = first ? first.account === mounted.frameAccount : null;
    }
    if (withMock) await until('mockReady', STEP_TIMEOUT_MS, 'mock start');
    return run;
  } catch (error) {
    run.errors.push(`run failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    return run;
  } finally {
    await browser.close();
  }
}

/**
 * The production build's backend for the sign-in: `npm run mock:server` (mocks/server/main.ts,
 * through tsx, in its own process) on a free port, and a front server that sends the service
 * prefixes to it and everything else to the build's static server, as deploy/nginx does.
 */
async function startBackedServer(staticUrl) {
  const { isServiceCall } = await tsImport('../src/shared/config/servicePrefixes.ts', import.meta.url);
  const mock = spawn(process.execPath, ['--import', 'tsx', 'mocks/server/main.ts'], { env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const killMock = () => mock.exitCode === null && mock.signalCode === null && mock.kill('SIGTERM');
  process.once('exit', killMock);
  let stderr = '';
  mock.stderr.on('data', (chunk) => {
    stderr += chunk;
    process.stderr.write(`[mock server] ${chunk}`);
  });
  const mockUrl = await new Promise((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => reject(new Error('perf: the mock server did not start within 60 s')), 60_000);
    mock.stdout.on('data', (chunk) => {
      stdout += chunk;
      const listening = /listening on (http:\/\/\S+)/.exec(stdout);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]);
      }
    });
    mock.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`perf: the mock server exited (${code}) ${stderr.trim()}`));
    });
  }).catch((error) => {
    killMock();
    throw error;
  });

  const front = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const target = new URL(isServiceCall(pathname) ? mockUrl : staticUrl);
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    });
    req.pipe(upstream);
  });
  await new Promise((resolve, reject) => {
    front.once('error', reject);
    front.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${front.address().port}`,
    mockUrl,
    close: async () => {
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
      if (killMock()) await new Promise((resolve) => mock.once('exit', resolve));
      process.off('exit', killMock);
    },
  };
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

/** The figures of the usable-form runs, in seconds' order of the page: [key, label, mark]. */
const FIGURES = [
  ['usable', 'usable', 'formUsable'],
  ['captcha', 'captcha', 'captcha'],
  ['app', 'app', 'appMounted'],
  ['signInSent', 'sign-in sent', 'signInSent'],
];
const at = (run, mark) => run.marks[mark]?.at ?? null;
const secondsOr = (ms) => (ms === null || Number.isNaN(ms) ? '-' : seconds(ms));
const yesNo = (value) => (value === null ? 'n/a' : value ? 'yes' : 'no');
const present = (numbers) => numbers.filter((value) => value !== null);
const medianOf = (numbers) => (present(numbers).length ? median(present(numbers)) : null);
const CODE_FROM = { header: 'its X-Mock-Captcha header', picture: 'the picture (SVG text)', mock: 'window.__kjMock.captcha(), after the mock started' };

function runLine(index, name, run) {
  const figures = FIGURES.map(([, label, mark]) => `${label} ${secondsOr(at(run, mark))}`).join('  ');
  const typed = `(typed before the app: ${yesNo(run.typedBeforeApp)}, kept: ${yesNo(run.keptTyped)})`;
  const mock = 'mockReady' in run.marks ? `  mock started ${seconds(at(run, 'mockReady'))}` : '';
  const code = run.codeFrom ? `  code from ${CODE_FROM[run.codeFrom]}` : '';
  return `  run ${index + 1} ${name.padEnd(10)} ${figures} ${typed}  signed in ${yesNo(run.signedIn)}${mock}${code}`;
}

const usableSummary = [];
/** demo / production of the captcha, run by run (the two builds measured back to back). */
const ratios = [];
if (wants('usable')) {
  for (const b of BUILDS) {
    if (!existsSync(path.join(b.dir, 'index.html'))) {
      console.error(`perf: ${b.dir}/index.html is missing (run without --skip-build)`);
      process.exit(1);
    }
  }
  const servers = [];
  const timings = BUILDS.map(() => []);
  try {
    // Production behind a front server with the HTTP mock backend (the sign-in needs one); the demo brings its own.
    for (const b of BUILDS) {
      const site = await startStaticServer({ root: b.dir, port: 0 });
      servers.push(site);
      if (b.env.PORTAL_MOCK !== 'on') {
        const backed = await startBackedServer(site.url);
        servers.push(backed);
        b.url = backed.url;
      } else b.url = site.url;
    }
    console.log(`\nusable form, captcha and sign-in, mobile throttling (${MOBILE.requestLatencyMs} ms, ${MOBILE.downloadThroughputKbps.toFixed(0)}/${MOBILE.uploadThroughputKbps} kbit/s, ${MOBILE.cpuSlowdownMultiplier}x CPU), builds in turn, ${ACCOUNT.loginName}:`);
    for (let i = 0; i < runs; i += 1) {
      for (const [index, b] of BUILDS.entries()) {
        const r = await measureUsable(`${b.url}${urlPath}`, b.env.PORTAL_MOCK === 'on');
        timings[index].push(r);
        console.log(runLine(i, b.name, r));
        for (const error of r.errors) console.log(`      ${b.name}: ${error}`);
      }
      if (timings.length === 2) {
        const ratio = at(timings[1][i], 'captcha') / at(timings[0][i], 'captcha');
        ratios.push(Number.isFinite(ratio) ? ratio : null);
        console.log(`  run ${i + 1} demo / production captcha ${Number.isFinite(ratio) ? `${ratio.toFixed(2)} x` : '-'}`);
      }
    }
  } finally {
    for (const server of servers.reverse()) await server.close();
  }
  for (const [index, b] of BUILDS.entries()) {
    const runsOf = timings[index];
    const medians = Object.fromEntries(FIGURES.map(([key, , mark]) => [key, medianOf(runsOf.map((r) => at(r, mark)))]));
    medians.mockReady = medianOf(runsOf.map((r) => at(r, 'mockReady')));
    usableSummary.push([b.name, medians, runsOf]);
    all[`${b.name}/usable-form`] = runsOf;
  }
}

console.log(`\nMedians of ${runs} run(s), ${urlPath} (Lighthouse ${JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version})`);
for (const [label, m] of summary) console.log(line(label, m));
for (const [name, m, runsOf] of usableSummary) {
  const counted = (mark) => `${present(runsOf.map((r) => at(r, mark))).length}/${runsOf.length}`;
  const figures = FIGURES.map(([key, label, mark]) => `${label} ${secondsOr(m[key])}${present(runsOf.map((r) => at(r, mark))).length < runsOf.length ? ` (${counted(mark)} runs)` : ''}`);
  const mock = m.mockReady === null ? '' : `  mock started ${seconds(m.mockReady)}`;
  const signedIn = runsOf.filter((r) => r.signedIn).length;
  console.log(`  ${name.padEnd(10)} ${figures.join('  ')}  signed in ${signedIn}/${runsOf.length}${mock}`);
}
const captchaOf = Object.fromEntries(usableSummary.map(([name, m]) => [name, m.captcha]));
if (captchaOf.production && captchaOf.demo) {
  const perRun = ratios.map((r) => (r === null ? '-' : r.toFixed(2))).join(', ');
  const medianRatio = medianOf(ratios);
  console.log(`  demo / production captcha ${(captchaOf.demo / captchaOf.production).toFixed(2)} x (of the medians; run by run ${perRun}${medianRatio === null ? '' : `, median ${medianRatio.toFixed(2)} x`})`);
}
if (usableSummary.length) {
  const within = usableSummary.map(([name, m]) => `${name} ${m.usable !== null && m.usable <= 3000 ? 'yes' : 'no'}`).join(', ');
  const ratio = captchaOf.production && captchaOf.demo ? `; demo captcha at most 1.5x production's: ${captchaOf.demo / captchaOf.production <= 1.5 ? 'yes' : 'no'}` : '';
  console.log(`  usable form at most 3 s: ${within}${ratio}${runs < 5 ? ` (the issue's figures are medians of 5: --runs 5)` : ''}`);
}
if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(all, null, 2)}\n`);
