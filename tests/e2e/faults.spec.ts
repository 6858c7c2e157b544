import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signedIn';

/**
 * The signed-in portal against a backend that fails on purpose (000 §8, the error
 * catalogue), through the mock's fault switch (mocks/lib/faults.ts): from the demo panel,
 * kept in the demo data across a reload. What only a browser shows: the panel worked from
 * the keyboard, the fault kept by the page's storage, the shell after a real reload. Reset
 * (DemoPanel.test.tsx, mocks/lib/faults.test.ts), the offline fault (faults.test.tsx) and
 * each kind of fault on each signed-in call are covered by the component tests with
 * the Node mock (src/app/routes/faults.test.tsx, the change-password dialog's fault tests),
 * among them 01100 from every call of a service (one session alert, Login Again to /login),
 * 830005 from the notification drawer, the downloads popover and the change-password submit
 * (/login with the message, no session resumed: tests/unit/forcedSignIn.test.ts), a failed
 * password change that keeps what was typed and succeeds once the server answers, and the
 * double click on a slow server that sends one request.
 */

// The fault switch makes the mock answer off the document on purpose (500, cut-off JSON, ...).
test.use({ checkApiResponses: false });

const TEXT = {
  notResponding: 'The server is not responding. Please contact your administrator.',
  productCentre: 'Product centre',
  demo: /Demo data/,
} as const;

/** The product centre's page has rendered (its heading), whatever its calls answered. */
async function expectProductCentre(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: TEXT.productCentre })).toBeVisible();
}

test('the demo panel switches a fault on from the keyboard; a reload keeps it', async ({ page }) => {
  await openSignedIn(page, 'one');
  await expectProductCentre(page);
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.getByRole('button', { name: TEXT.demo }).click();
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
  await expect(page.getByText(TEXT.notResponding).first()).toBeVisible();
  await expectProductCentre(page);
  await expect(page.getByRole('article')).toHaveCount(0);

  await page.getByRole('button', { name: TEXT.demo }).click();
  await page.getByRole('button', { name: 'Tools' }).click();
  await expect(page.getByRole('region', { name: 'Fault switch' }).getByRole('listitem')).toContainText(['/kj-kyc']);
});
