import type { Page } from '@playwright/test';
import { schedulePage, signInToContract } from './support/drawback';
import { STRICT_POLICY, SUB_APPS_POLICY, headerPolicy } from '../../src/app/html/contentSecurityPolicy';
import { expect, gotoRoute, test } from './support/fixtures';
import { openSignedIn } from './support/signedIn';

/**
 * The Content-Security-Policy of the portal's page (src/app/html/contentSecurityPolicy.ts,
 * README "Deploying"), caught in the page (`securitypolicyviolation`) and on the
 * console:
 * - the strict policy (every build that hosts no sub-application; the demo build's page is
 *   served with it here), with the header policy deploy/nginx sends beside the meta tag (a
 *   browser enforces both): the sign-in and a PDF that pdf.js reads from an object URL (the
 *   contract's schedule) raise no violation. The production build behind deploy/nginx
 *   (artefacts/production.spec.ts) proves the same policies for the shell, the terms' PDFs
 *   and pdf.js's worker;
 * - the sub-applications' policy (the demo build's own page, index.sub-apps.html of the
 *   production build): a mounted sub-application raises none, and inline scripts stay refused.
 */

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

async function watchViolations(page: Page): Promise<string[]> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return consoleReports;
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

/** The policy is in force, and the listener hears it: an inline script is refused and reported. */
async function expectInlineScriptRefused(page: Page) {
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.head.append(script);
  });
  // Once per policy in force (the meta tag, and a header policy beside it).
  await expect.poll(async () => (await violations(page)).length).toBeGreaterThan(0);
  for (const violation of await violations(page)) expect(violation).toMatch(/^script-src-elem blocked inline/);
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
}

test('under the strict policy, as meta tag and as deploy/nginx’s header beside it: the sign-in and the contract’s schedule PDF (an object URL) raise no CSP violation', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const consoleReports = await watchViolations(page);

  // The demo build hosts the sample sub-application, so its page carries the sub-applications'
  // policy; here it is served with the strict one instead, as a deployment without any is,
  // and with the header policy deploy/nginx sends beside it (a browser enforces both; the
  // header adds only frame-ancestors, so what passes both passes the meta tag alone).
  await page.route(
    (url) => url.pathname === '/' || url.pathname === '/index.html',
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      expect(html).toContain(`content="${SUB_APPS_POLICY}"`);
      await route.fulfill({
        response,
        body: html.replace(`content="${SUB_APPS_POLICY}"`, `content="${STRICT_POLICY}"`),
        headers: { ...response.headers(), 'content-security-policy': headerPolicy(STRICT_POLICY) },
      });
    },
  );
  await gotoRoute(page, '/login?lang=en');
  // The policy is in force, and the listener hears it: an inline script is refused and reported.
  expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toBe(STRICT_POLICY);
  await expectInlineScriptRefused(page);
  await page.evaluate(() => {
    window.__cspViolations = [];
  });
  consoleReports.length = 0;
  consoleErrors.length = 0;

  // Signed in through the form (RSA encryption, captcha image), demo.digipo lands on its
  // contract, whose schedule pdf.js reads from an object URL.
  await signInToContract(page, 'digipo');
  await expect.poll(() => schedulePage(page, 'en').evaluate((element: HTMLCanvasElement) => element.width)).toBeGreaterThan(100);

  expect(await violations(page)).toEqual([]);
  expect(consoleReports).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a mounted sub-application raises no violation under the sub-applications’ policy, which still refuses inline scripts', async ({ page, consoleErrors }) => {
  const consoleReports = await watchViolations(page);
  await openSignedIn(page, 'fund', { route: '/child-marketplacePortal/buyCar' });
  expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toBe(SUB_APPS_POLICY);
  const sample = page.locator('[data-sub-app] .sample');
  await expect(sample.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await sample.getByRole('button', { name: 'Add to cart' }).click();
  await expect(sample.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
  // Its styles were scoped and inserted, its scripts evaluated: all allowed by the policy.
  expect(await violations(page)).toEqual([]);

  await expectInlineScriptRefused(page);
  expect(consoleReports.filter((report) => !/inline/i.test(report))).toEqual([]);
  expect(consoleErrors.filter((error) => !/Content Security Policy/i.test(error))).toEqual([]);
});
