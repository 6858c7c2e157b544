import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { currentRoute } from './support/auth';
import { openSignedIn } from './support/signedIn';

/**
 * The header's two panels as demo.one in One Trade Co. (20001), in one shell, where only a
 * browser can prove them: their layout and their scrolling, and a real download.
 * - the notification drawer (001 §2.7): 30 % of the window under 1680 px, 440 px from there;
 *   scrolling to its end loads the next page of messages;
 * - download management (001 §2.8): scrolling the popover's table loads its next pages; a
 *   finished file downloads under its own Chinese name.
 * What the panels do (the bell's count, reading, marking, the push toasts, the refresh
 * while open, the failure reason, marking downloaded) is NotificationBell.test.tsx's and
 * DownloadManager.test.tsx's; both languages, axe and screenshots of the open drawer and
 * popover are in screens.spec.ts. In English.
 */
const BELL = 'Notifications';
const DOWNLOADS = 'Downloads';
const CHINESE_FILE = '台账明细_2026年10月.csv';

const popover = (page: Page) => page.locator('.ant-popover:not(.ant-popover-hidden)');
const tableRows = (page: Page) => popover(page).locator('.ant-table-body tr.ant-table-row');

/** The open drawer's width in the current window. */
const drawerWidth = async (drawer: Locator) => Math.round((await drawer.boundingBox())?.width ?? 0);

test('demo.one: the notification drawer 384 px wide in a 1280 px window and 440 px in a 1920 px one, its next page on scrolling; the downloads popover pages on scrolling and a file downloads under its Chinese name', async ({
  page,
  consoleErrors,
}) => {
  const downloadPagesAsked: number[] = [];
  page.on('request', (request) => {
    if (request.url().includes('getCurrentUserDownLoadTasks')) downloadPagesAsked.push((request.postDataJSON() as { current: number }).current);
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, 'one');
  await expect.poll(() => currentRoute(page)).toMatch(/^\/(home|main-productCenter)/);

  await page.getByRole('button', { name: BELL, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: BELL });
  await expect(drawer).toBeVisible();
  await expect.poll(() => drawerWidth(drawer), { message: 'the drawer in a 1280 px window' }).toBe(384);
  // Scrolling within 50 px of the bottom loads the next page.
  const messages = drawer.getByTestId('notification-list-1');
  await expect(messages.getByRole('listitem')).toHaveCount(10);
  await messages.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(messages.getByRole('listitem')).toHaveCount(20);

  // The same tab's drawer, opened again after the window grew.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.setViewportSize({ width: 1920, height: 800 });
  await page.getByRole('button', { name: BELL, exact: true }).click();
  await expect(drawer.getByRole('listitem').first()).toBeVisible();
  await expect.poll(() => drawerWidth(drawer), { message: 'the drawer in a 1920 px window' }).toBe(440);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Downloads, from the keyboard. Near the bottom the next page of 10 loads, then the last 3.
  const button = page.getByRole('button', { name: DOWNLOADS, exact: true });
  await button.focus();
  await button.press('Enter');
  await expect(tableRows(page).first()).toBeVisible();
  const body = popover(page).locator('.ant-table-body');
  await expect.poll(() => tableRows(page).count()).toBeLessThan(23);
  await expect(async () => {
    await body.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect(tableRows(page)).toHaveCount(23, { timeout: 3000 });
  }).toPass();
  expect(downloadPagesAsked).toEqual(expect.arrayContaining([1, 2, 3]));

  // A finished file downloads under its own name.
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download ${CHINESE_FILE}`, exact: true }).click()]);
  expect(file.suggestedFilename()).toBe(CHINESE_FILE);
  expect(consoleErrors).toEqual([]);
});
