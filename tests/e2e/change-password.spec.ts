import type { Page } from '@playwright/test';
import { AUTH_TEXT, DEMO_PASSWORD, currentRoute, signIn } from './support/auth';
import { expect, test } from './support/fixtures';
import { pickUserMenuItem } from './support/shell';
import { openSignedIn } from './support/signedIn';

/**
 * The shell's change-password dialog (000 §2, §5; 001 §2.10, §5, §8): opened from the
 * user menu of the /home header. The mock database lives in each browser context's
 * session storage, so a password changed here does not reach the other tests, which
 * sign demo.one in with the demo password. Behaviour in
 * English; both languages, axe and screenshots of the dialog are in screens.spec.ts.
 */

const NEW_PASSWORD = 'Fresh#Pass2026';

const TEXT = {
    userName: 'Demo One',
    menuItem: 'Change password',
    title: 'Change password',
    old: 'Old password',
    next: 'New password',
    confirm: 'Confirm new password',
    submit: /^Submit$/,
    wrongOld: 'The old password is incorrect.',
} as const;

/** Signs demo.one in through the login form and waits for the shell. */
async function signInToHome(page: Page, password: string = DEMO_PASSWORD) {
  await page.goto('/#/login?lang=en');
  await signIn(page, 'en', 'demo.one', password);
  // demo.one lands in the shell (/home, which opens the product centre).
  await expect.poll(() => currentRoute(page)).toMatch(/^\/(home|main-productCenter)/);
  await expect(page.getByRole('banner').getByRole('button', { name: TEXT.userName })).toBeVisible();
}

/** Opens the user menu in the header and picks "Change password" (see pickUserMenuItem). */
async function openDialog(page: Page) {
  const text = TEXT;
  await pickUserMenuItem(page, 'demo.one', text.menuItem);
  const dialog = page.getByRole('dialog', { name: text.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

// Each field's rules and messages (required, mismatch, in both languages) are
// ChangePasswordDialog.test.tsx's, shown in a browser by screens.spec.ts's change-password
// state; that another tab keeps its own demo data (the demo password still works there) is
// mocks/db/tabs.test.ts's. Here: the real change, end to end.
test('says so when the old password is wrong; then changes the password, confirms the alert, lands on /login, where the old password fails and the new one signs in', async ({ page }) => {
  const text = TEXT;
  await openSignedIn(page, 'one');
  const dialog = await openDialog(page);

  await dialog.getByLabel(text.old, { exact: true }).fill('Wrong#Pass2025');
  await dialog.getByLabel(text.next, { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel(text.confirm, { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: text.submit }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: text.wrongOld })).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(currentRoute(page)).not.toMatch(/^\/login/);

  // The same dialog, the old password now right.
  await dialog.getByLabel(text.old, { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: text.submit }).click();

  const alert = page.getByRole('dialog').filter({ hasText: AUTH_TEXT.en.resetSuccess });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: AUTH_TEXT.en.confirm }).click();
  await expect.poll(() => currentRoute(page)).toMatch(/^\/login/);

  // The old password no longer works; the new one does.
  await signIn(page, 'en', 'demo.one', DEMO_PASSWORD);
  await expect(page.getByText('Incorrect username or password.')).toBeVisible();
  await signInToHome(page, NEW_PASSWORD);
});
