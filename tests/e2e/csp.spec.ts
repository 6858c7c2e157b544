import type { Page } from '@playwright/test';
import { currentRoute, signIn } from './support/auth';
import { expect, gotoRoute, test } from './support/fixtures';

/**
 * The Content-Security-Policy every build ships (src/app/html/index.html, README "Serving
 * the build"): a journey through sign-in, the shell's notification drawer and the terms
 * PDF (pdf.js and its worker) raises no violation. Violations are caught in the page
 * (`securitypolicyviolation`) and on the console.
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

test('sign-in, the notification drawer and the terms PDF raise no CSP violation', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const consoleReports = await watchViolations(page);

  await gotoRoute(page, '/login?lang=en');
  // The policy is in force, and the listener hears it: an inline script is refused and reported.
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("object-src 'none'");
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.head.append(script);
  });
  await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
  await page.evaluate(() => {
    window.__cspViolations = [];
  });
  consoleReports.length = 0;
  consoleErrors.length = 0;

  // Sign in through the form (RSA encryption, captcha image) to the product centre.
  await signIn(page, 'en', 'demo.one');
  await expect.poll(() => currentRoute(page), { timeout: 20_000 }).toMatch(/^\/main-productCenter/);
  await expect(page.getByRole('heading', { level: 1, name: 'Product centre' })).toBeVisible();

  // The notification drawer.
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer.getByRole('listitem').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The terms page: a PDF drawn by pdf.js on a canvas.
  await gotoRoute(page, '/terms?lang=en');
  const canvas = page.getByRole('img', { name: /^Page 1 of \d+$/ }).first();
  await expect(canvas).toBeVisible();
  await expect.poll(() => canvas.evaluate((element: HTMLCanvasElement) => element.width)).toBeGreaterThan(100);

  expect(await violations(page)).toEqual([]);
  expect(consoleReports).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
