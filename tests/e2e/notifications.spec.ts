import type { Locator, Page } from '@playwright/test';
import { expect, spaced, test } from './support/fixtures';
import { currentRoute } from './support/auth';
import { openSignedIn } from './support/signedIn';

/**
 * The notification bell and drawer (001 §2.7) as demo.one in One Trade Co. (20001):
 * 25 messages (8 unread), 12 to-dos (9 open), 3 priority-1
 * messages. The bell counts unread messages plus open to-dos: 8 + 9 = 17. Behaviour in
 * English, with the drawer's width at the two desktop widths it depends on; both languages,
 * axe and screenshots of the open drawer are in screens.spec.ts.
 */
const TEXT = {
    bell: 'Notifications',
    message: 'Message',
    todo: 'To-do',
    markAll: 'Mark all as read',
    markDone: /^Mark as done/,
    done: 'Marked as done.',
    allRead: 'All messages marked as read.',
    first: 'KYC information received',
    firstContent: 'Your company information has been received and is being reviewed.',
    second: 'Financing application approved',
} as const;

const badge = (page: Page) => page.getByTestId('notification-badge').locator('.ant-badge-count, .ant-scroll-number');
const rows = (list: Locator) => list.getByRole('listitem');

/** The shell in a 1280 px window, before the session's push toasts were shown. */
async function enterShell(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, 'one', { pushes: 'unseen' });
  await expect.poll(() => currentRoute(page)).toMatch(/^\/(home|main-productCenter)/);
}

/** The open drawer's width in the current window. */
const drawerWidth = async (drawer: Locator) => Math.round((await drawer.boundingBox())?.width ?? 0);

test('demo.one reads and handles notifications; the drawer is 384 px wide in a 1280 px window and 440 px in a 1920 px one', async ({ page, consoleErrors }) => {
  const text = TEXT;
  await enterShell(page);

  // Push toasts on entering the shell: the two newest priority-1 messages.
  const toasts = page.locator('.ant-notification-notice');
  await expect(toasts).toHaveCount(2);
  await expect(toasts.nth(0)).toContainText(text.first);
  await expect(toasts.nth(1)).toContainText(text.second);

  await expect(badge(page).first()).toHaveText('17');
  await page.getByRole('button', { name: text.bell, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: text.bell });
  await expect(drawer).toBeVisible();
  // 30 % of the window under 1680 px, 440 px from there (001 §2.7; the other width at the end).
  await expect.poll(() => drawerWidth(drawer), { message: 'the drawer in a 1280 px window' }).toBe(384);

  await expect(drawer.getByRole('tab', { name: text.message, selected: true })).toBeVisible();
  const messages = drawer.getByTestId('notification-list-1');
  await expect(rows(messages)).toHaveCount(10);

  // Scrolling within 50 px of the bottom loads the next page.
  await messages.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(rows(messages)).toHaveCount(20);

  // Opening an unread message shows it and marks it read: the count drops.
  await messages.getByRole('button', { name: text.first }).click();
  const detail = page.getByRole('dialog', { name: text.first });
  await expect(detail).toBeVisible();
  await expect(detail.getByText(text.firstContent)).toBeVisible();
  await expect(badge(page).first()).toHaveText('16');
  await detail.getByRole('button', { name: spaced('Close') }).last().click();
  await expect(detail).toBeHidden();

  // Mark a to-do done: success toast, one fewer open to-do.
  await drawer.getByRole('tab', { name: text.todo }).click();
  const todos = drawer.getByTestId('notification-list-2');
  await expect(rows(todos)).toHaveCount(10);
  await rows(todos).first().getByRole('button', { name: text.markDone }).click();
  await expect(page.getByText(text.done)).toBeVisible();
  await expect(badge(page).first()).toHaveText('15');

  // Mark all as read: the button goes once nothing is unread; 8 open to-dos remain.
  await drawer.getByRole('button', { name: text.markAll }).click();
  await expect(page.getByText(text.allRead)).toBeVisible();
  await expect(drawer.getByRole('button', { name: text.markAll })).toHaveCount(0);
  await expect(badge(page).first()).toHaveText('8');

  // The same tab's drawer, opened again after the window grew.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.setViewportSize({ width: 1920, height: 800 });
  await page.getByRole('button', { name: text.bell, exact: true }).click();
  await expect(drawer.getByRole('listitem').first()).toBeVisible();
  await expect.poll(() => drawerWidth(drawer), { message: 'the drawer in a 1920 px window' }).toBe(440);
  expect(consoleErrors).toEqual([]);
});
