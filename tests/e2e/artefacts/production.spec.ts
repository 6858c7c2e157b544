import { readdirSync } from 'node:fs';
import type { APIResponse, Browser, Page } from '@playwright/test';
import { RESPONSE_HEADERS, STRICT_POLICY, SUB_APPS_POLICY, headerPolicy } from '../../../src/app/html/contentSecurityPolicy';
import { DEMO_FILES_PATH } from '../../../mocks/lib/demoFiles';
import { LOGIN_FRAME_IDS } from '../../../src/shared/config/loginFrame';
import { AUTH_TEXT, DEMO_PASSWORD, currentRoute } from '../support/auth';
import { expect, gotoRoute, test } from '../support/fixtures';
import { kt, label } from '../support/kyc';
import { DEPLOYED_SUB_APP_PREFIX, PORTS, untilEveryServerAnswers, urlOf } from './servers';
import { holdApp, signInCalls } from '../support/loginFrame';

/**
 * The production build as an operator deploys it (README "Deploying"): behind the shipped
 * nginx site (deploy/nginx, `npm run serve:prod`, Debian's nginx and its mime.types), its
 * kj-* prefixes proxied to `npm run mock:server`. Two deployments: the one of servers.ts
 * DEPLOYMENT_DIR (terms/, a registered sub-application), and dist/ as the build leaves it.
 * Every page is watched for Content-Security-Policy violations, which must be none.
 */

const BARE = urlOf(PORTS.productionBare);
const PAGE_ADDRESSES = ['/', '/index.html', '/index.sub-apps.html'];
const SHELL_LANDING = /^\/main-productCenter/;
const text = AUTH_TEXT.en;

const metaPolicyOf = (html: string) => /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

test.use({ baseURL: urlOf(PORTS.production) });

// The artefacts' servers start beside the first tests (playwright.config.ts).
test.beforeAll(async () => {
  test.setTimeout(180_000);
  await untilEveryServerAnswers();
});

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
});

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

/**
 * The codes of the HTTP mock's captchas as any test client reads them (README "Demo
 * accounts"): from the `X-Mock-Captcha` header of each image's answer, by address, and the
 * latest one (the image the frame asked for is shown on by the login form, as a blob).
 */
function captchaCodes(page: Page) {
  const drawn = new Map<string, string>();
  let latest: string | null = null;
  page.on('response', (response) => {
    const code = response.headers()['x-mock-captcha'];
    if (!code) return;
    drawn.set(response.url(), code);
    latest = code;
  });
  return { of: (address: string) => (address.startsWith('blob:') ? latest : drawn.get(address)) ?? null };
}

/** Signs in through the form, with the code of the image it shows (an earlier image's code no longer signs in). */
async function signIn(page: Page, loginName: string): Promise<void> {
  const codes = captchaCodes(page);
  await gotoRoute(page, '/login?lang=en');
  await page.getByLabel(text.account, { exact: true }).fill(loginName);
  await page.getByLabel(text.password, { exact: true }).fill(DEMO_PASSWORD);
  const image = page.getByRole('img', { name: text.captchaAlt });
  await expect(image).toBeVisible();
  const shown = await image.evaluate((element: HTMLImageElement) => element.src);
  await expect.poll(() => codes.of(shown), { message: 'the mock names the captcha it drew' }).toMatch(/^[A-Z0-9]{4}$/);
  await page.getByLabel(text.captcha, { exact: true }).fill(codes.of(shown)!);
  await page.getByRole('button', { name: text.submit }).click();
}

/** The headers every answer of the site carries (contentSecurityPolicy.ts RESPONSE_HEADERS). */
function expectCommonHeaders(response: APIResponse) {
  for (const [name, value] of RESPONSE_HEADERS) expect(response.headers()[name.toLowerCase()], name).toBe(value);
}

test('every address of the page serves one page, whose header policy is its meta policy (plus frame-ancestors); caching, types and the proxy as README "Deploying" says', async ({ request }) => {
  // With sub-apps.json: the sub-applications' page everywhere; without: the strict one everywhere.
  for (const [origin, policy] of [
    [urlOf(PORTS.production), SUB_APPS_POLICY],
    [BARE, STRICT_POLICY],
  ] as const) {
    for (const address of PAGE_ADDRESSES) {
      const response = await request.get(`${origin}${address}`);
      expect(response.status(), `${origin}${address}`).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      expect(metaPolicyOf(await response.text()), `${origin}${address}`).toBe(policy);
      expect(response.headers()['content-security-policy'], `${origin}${address}`).toBe(headerPolicy(policy));
      expect(response.headers()['cache-control']).toBe('no-cache');
      expectCommonHeaders(response);
    }
  }
  const registry = await request.get('/sub-apps.json');
  expect(registry.headers()['cache-control']).toBe('no-cache');
  expect((await request.get(`${BARE}/sub-apps.json`)).status()).toBe(404);

  // Hashed files: a year, immutable, gzip; the PDF viewer's worker (.mjs) as JavaScript, which nosniff requires.
  const html = await (await request.get('/')).text();
  const script = /src="\.\/(static\/js\/[^"]+\.js)"/.exec(html)?.[1];
  const worker = readdirSync('dist/static/assets').find((file) => file.endsWith('.mjs'));
  for (const file of [script, `static/assets/${worker}`]) {
    const response = await request.get(`/${file}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status(), file).toBe(200);
    expect(response.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding'], file).toBe('gzip');
    expect(response.headers()['content-type'], file).toMatch(/^(text|application)\/javascript/);
    expectCommonHeaders(response);
  }

  // The backend answers under the service prefixes (site.test.ts: every prefix), and only there.
  const demoFile = await request.head(`${DEMO_FILES_PATH}/platform-agreement.pdf`);
  expect(demoFile.headers()['content-type']).toBe('application/pdf');
  expect((await request.post('/kj-unknown/call')).status()).toBe(404);
});

test('two browsers at once sign in as two users: demo.one lands in the shell, demo.many chooses a company', async ({ browser }) => {
  const open = async (b: Browser) => {
    const context = await b.newContext();
    await context.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => window.__cspViolations?.push(event.effectiveDirective));
    });
    return context.newPage();
  };
  const [one, many] = await Promise.all([open(browser), open(browser)]);
  await Promise.all([signIn(one, 'demo.one'), signIn(many, 'demo.many')]);

  await expect.poll(() => currentRoute(one)).toMatch(SHELL_LANDING);
  await expect(one.getByRole('banner').getByRole('button', { name: /One Trade Co\., Ltd\./ })).toBeVisible();

  const chooser = many.getByRole('region', { name: text.chooserTitle });
  await expect(chooser).toBeVisible();
  await chooser.getByRole('button', { name: /Theta Default/ }).click();
  await expect.poll(() => currentRoute(many)).toMatch(SHELL_LANDING);
  await expect(many.getByRole('banner').getByRole('button', { name: /^Switch company: Theta Default Ltd\./ })).toBeVisible();

  // Each kept its own session: demo.one's page still shows its own company after the other's choice.
  await one.reload();
  await expect(one.getByRole('banner').getByRole('button', { name: /One Trade Co\., Ltd\./ })).toBeVisible();
  expect(await violations(one)).toEqual([]);
  expect(await violations(many)).toEqual([]);
  await Promise.all([one.context().close(), many.context().close()]);
});

test('demo.agreement opens the platform agreement’s PDF (the worker served as JavaScript) and signs it', async ({ page }) => {
  await signIn(page, 'demo.agreement');
  const dialog = page.getByRole('dialog', { name: 'Platform Service Agreement' });
  await expect(dialog.getByText('Page 1 of 2')).toBeVisible();
  await dialog.getByRole('button', { name: /^Sign$/ }).click();
  await expect.poll(() => currentRoute(page)).toMatch(SHELL_LANDING);
  expect(await violations(page)).toEqual([]);
});

test('a wizard step saves through the proxy (demo.kyc.half, company KYC step 3)', async ({ page }) => {
  await signIn(page, 'demo.kyc.half');
  await expect.poll(() => currentRoute(page)).toMatch(SHELL_LANDING);
  await gotoRoute(page, '/CommKycFile?id=20023&status=INIT');
  await expect(page.getByRole('heading', { level: 1, name: kt('en', 'kyc:page.title') })).toBeVisible();
  const saved = page.waitForResponse((response) => response.request().method() === 'POST' && /\/kj-kyc\//.test(response.url()));
  await page.getByRole('button', { name: label(kt('en', 'kyc:wizard.save')) }).click();
  expect((await (await saved).json()).code).toBe('200');
  await expect(page.getByText(kt('en', 'kyc:page.saved'))).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the terms page draws the deployment’s terms/ PDFs; a deployment without them shows the portal’s message', async ({ page }) => {
  await gotoRoute(page, '/terms?lang=en');
  const canvas = page.getByRole('img', { name: /^Page 1 of \d+$/ }).first();
  await expect.poll(() => canvas.evaluate((element: HTMLCanvasElement) => element.width)).toBeGreaterThan(100);
  expect(await violations(page)).toEqual([]);

  await page.goto(`${BARE}/#/terms?lang=en`);
  await expect(page.getByText(kt('en', 'enterprise:pdf.error'))).toBeVisible();
});

test('a registered sub-application mounts under the header policy with no violation', async ({ page }) => {
  await signIn(page, 'demo.fund');
  await expect.poll(() => currentRoute(page)).not.toMatch(/^\/login/);
  await gotoRoute(page, `/${DEPLOYED_SUB_APP_PREFIX}/buyCar`);
  const sample = page.locator('[data-sub-app] .sample');
  await expect(sample.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await sample.getByRole('button', { name: 'Add to cart' }).click();
  await expect(sample.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the login frame signs in before the app has loaded: the captcha asked for by boot.js, the typed Login kept and sent by the app, encrypted', async ({ page }) => {
  const codes = captchaCodes(page);
  const releaseApp = await holdApp(page);
  const sent = signInCalls(page);
  await gotoRoute(page, '/login?lang=en');
  await page.getByRole('textbox', { name: text.account, exact: true }).fill('demo.fund');
  await page.locator(`#${LOGIN_FRAME_IDS.password}`).fill(DEMO_PASSWORD);
  const image = page.locator(`#${LOGIN_FRAME_IDS.captchaImage}`);
  // frameForm.js asks for it once boot.js has loaded it (after the first paint): an image
  // without a source counts as complete already (a retried test at 93f7de4).
  await expect(image).toHaveAttribute('src', /\S/);
  await expect(image).toHaveJSProperty('complete', true);
  const shown = await image.evaluate((element: HTMLImageElement) => element.src);
  await expect.poll(() => codes.of(shown)).toMatch(/^[A-Z0-9]{4}$/);
  await page.getByRole('textbox', { name: text.captcha, exact: true }).fill(codes.of(shown)!);
  await page.getByRole('button', { name: text.submit }).click();
  await expect(page.getByRole('button', { name: text.submit })).toHaveAttribute('aria-busy', 'true');
  expect(sent).toEqual([]);

  releaseApp();
  await expect.poll(() => currentRoute(page), { timeout: 20_000 }).not.toMatch(/^\/login/);
  expect(sent).toHaveLength(1);
  expect(sent[0]).not.toContain(DEMO_PASSWORD);
  expect(await violations(page)).toEqual([]);
});
