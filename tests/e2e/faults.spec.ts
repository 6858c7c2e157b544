import type { Page } from '@playwright/test';
import { currentRoute } from './support/auth';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signedIn';

/**
 * The signed-in portal against a backend that fails on purpose (000 §8, the error
 * catalogue), through the mock's fault switch (mocks/lib/faults.ts): from the demo panel,
 * or from the hook the panel uses, `window.__kjMock.faults`. A few whole journeys in the
 * browser; each kind of fault on each signed-in call is covered by the component tests with
 * the Node mock (src/app/routes/faults.test.tsx, the change-password dialog's fault tests),
 * among them 01100 from every call of a service (one session alert, Login Again to /login),
 * 830005 from the notification drawer, the downloads popover and the change-password submit
 * (/login with the message, no session resumed: tests/unit/forcedSignIn.test.ts), a failed
 * password change that keeps what was typed and succeeds once the server answers, and the
 * double click on a slow server that sends one request.
 */

// The fault switch makes the mock answer off the document on purpose (500, cut-off JSON, ...).
test.use({ checkApiResponses: false });

type FaultKind = 'latency' | 'http500' | 'networkError' | 'invalidJson' | 'sessionExpired' | 'forcedRelogin' | 'offline';
interface FaultHook {
  faults: { set: (fault: { target: string; kind: FaultKind; latencyMs?: number }) => unknown; list: () => unknown[] };
}

const TEXT = {
  en: {
    notResponding: 'The server is not responding. Please contact your administrator.',
    productCentre: 'Product centre',
    demo: /Demo data/,
  },
  zh: {
    notResponding: '服务器未响应，请联系管理员。',
    productCentre: '产品中心',
  },
} as const;

/** Switches a fault on through the hook the demo panel uses (the mock saves it with the demo data). */
async function setFault(page: Page, fault: { target: string; kind: FaultKind; latencyMs?: number }) {
  await page.waitForFunction(() => 'faults' in ((window as unknown as { __kjMock?: object }).__kjMock ?? {}));
  await page.evaluate((wanted) => (window as unknown as { __kjMock: FaultHook }).__kjMock.faults.set(wanted), fault);
}

/** The product centre's page has rendered (its heading), whatever its calls answered. */
async function expectProductCentre(page: Page, locale: 'en' | 'zh' = 'en') {
  await expect(page.getByRole('heading', { level: 1, name: TEXT[locale].productCentre })).toBeVisible();
}

test('the demo panel switches a fault on from the keyboard; a reload keeps it; Reset clears it', async ({ page }) => {
  await openSignedIn(page, 'one');
  await expectProductCentre(page);
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.getByRole('button', { name: TEXT.en.demo }).click();
  await page.getByRole('button', { name: 'Tools' }).click();
  const panel = page.getByRole('region', { name: 'Fault switch' });
  const target = panel.getByRole('combobox', { name: 'Target' });
  await target.fill('/kj-kyc');
  await expect(target).toHaveAttribute('aria-expanded', 'true');
  // Keyboard only from here: Tab closes the target's suggestions, Tab again reaches the
  // fault kind; the arrows move from HTTP 500 (the default) to Invalid JSON, Enter takes it;
  // Tab to the latency, Enter switches the fault on.
  await page.keyboard.press('Tab');
  await expect(target).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Tab');
  const kind = panel.getByRole('combobox', { name: 'Fault' });
  await expect(kind).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(kind).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(kind).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('spinbutton', { name: 'Latency (ms)' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('listitem').filter({ hasText: '/kj-kyc' })).toContainText('Invalid JSON');

  await page.reload();
  await expect(page.getByText(TEXT.en.notResponding).first()).toBeVisible();
  await expectProductCentre(page);
  await expect(page.getByRole('article')).toHaveCount(0);

  await page.getByRole('button', { name: TEXT.en.demo }).click();
  await page.getByRole('button', { name: 'Tools' }).click();
  await expect(page.getByRole('region', { name: 'Fault switch' }).getByRole('listitem')).toContainText(['/kj-kyc']);
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  const confirm = page.locator('.ant-popconfirm').getByRole('button', { name: 'Reset' });
  const reloaded = page.waitForEvent('load');
  await confirm.click();
  await reloaded;
  // The demo data is reseeded (the session too): no fault is left.
  await page.waitForFunction(() => 'faults' in ((window as unknown as { __kjMock?: object }).__kjMock ?? {}));
  expect(await page.evaluate(() => (window as unknown as { __kjMock: FaultHook }).__kjMock.faults.list())).toEqual([]);
});

test('offline: the shell stays, in Chinese, with the not-responding message', async ({ page }) => {
  await openSignedIn(page, 'one', { locale: 'zh' });
  await expectProductCentre(page, 'zh');
  // The shell's first calls answered before the reload: a call cut off by it reaches
  // Playwright without its body, which the OpenAPI check reads as sent without one.
  await page.waitForLoadState('networkidle');
  await setFault(page, { target: '*', kind: 'offline' });
  await page.reload();
  await expect(page.getByText(TEXT.zh.notResponding).first()).toBeVisible();
  await expectProductCentre(page, 'zh');
  expect(currentRoute(page)).toMatch(/^\/main-productCenter/);
});
