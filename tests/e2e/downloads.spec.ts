import { expect, test } from './support/fixtures';
import { currentRoute } from './support/auth';
import { openSignedIn } from './support/signedIn';
import type { Locator, Page } from '@playwright/test';

/**
 * Download management (001 §2.8) as demo.one in One Trade (20001): 23 seeded tasks, two of
 * them PENDING (they finish while the popover is open), failures with a reason, a Chinese
 * file name. Behaviour in English; both languages, axe (1280 and 1920 px) and screenshots
 * of the open popover are in screens.spec.ts.
 */

const CHINESE_FILE = '台账明细_2026年10月.csv';
const FAILED_FILE = 'Settlement statement 2026-10.csv';

const TEXT = {
    button: 'Downloads',
    markAll: /Mark all as downloaded$/,
    reason: `Why ${FAILED_FILE} failed`,
    reasonText: 'Export timed out: more than 50,000 rows. Narrow the date range and try again.',
    download: (file: string) => `Download ${file}`,
    downloaded: 'Downloaded',
    succeeded: 'Succeeded',
    failed: 'Failed',
} as const;

const popover = (page: Page) => page.locator('.ant-popover:not(.ant-popover-hidden)');
const tableRows = (page: Page) => popover(page).locator('.ant-table-body tr.ant-table-row');
const rowOf = (page: Page, file: string) => tableRows(page).filter({ hasText: file });

/**
 * Presses a button from the keyboard: the notification area's push toasts may cover the top
 * right of the page for a while, and the keyboard path must work anyway.
 */
async function press(target: Locator) {
  await target.focus();
  await target.press('Enter');
}

async function openDownloads(page: Page) {
  await openSignedIn(page, 'one');
  // demo.one lands in the /home shell (its landing child area may vary).
  await expect.poll(() => currentRoute(page)).not.toMatch(/^\/login/);
  const button = page.getByRole('button', { name: TEXT.button, exact: true });
  // The badge: finished files not downloaded yet.
  await expect(button.locator('.ant-badge-count')).toBeVisible();
  await press(button);
  await expect(tableRows(page).first()).toBeVisible();
  return button;
}

test('downloads popover: page, refresh, failure reason, download, mark all', async ({ page, consoleErrors }) => {
  const text = TEXT;
  await page.setViewportSize({ width: 1280, height: 900 });
  const pagesAsked: number[] = [];
  page.on('request', (request) => {
    if (request.url().includes('getCurrentUserDownLoadTasks')) pagesAsked.push((request.postDataJSON() as { current: number }).current);
  });
  const button = await openDownloads(page);

  // Infinite scroll: near the bottom the next page of 10 loads, then the last 3.
  const body = popover(page).locator('.ant-table-body');
  await expect.poll(() => tableRows(page).count()).toBeLessThan(23);
  await expect(async () => {
    await body.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect(tableRows(page)).toHaveCount(23, { timeout: 3000 });
  }).toPass();
  expect(pagesAsked).toEqual(expect.arrayContaining([1, 2, 3]));
  await body.evaluate((element) => element.scrollTo({ top: 0 }));

  // The 3 s refresh while open: the PENDING tasks finish (one succeeds, one fails).
  await expect(rowOf(page, 'Receivables ledger 2026-11.csv')).toContainText(text.succeeded);
  await expect(rowOf(page, 'Order attachments 2026-11.csv')).toContainText(text.failed);

  // A failure's reason, from the keyboard.
  await page.getByRole('button', { name: text.reason, exact: true }).focus();
  await expect(page.getByRole('tooltip').filter({ hasText: text.reasonText })).toBeVisible();
  await page.getByRole('button', { name: text.reason, exact: true }).blur();

  // Download only on finished tasks; the file keeps its Chinese name.
  await expect(page.getByRole('button', { name: text.download(FAILED_FILE), exact: true })).toBeDisabled();
  const downloadButton = page.getByRole('button', { name: text.download(CHINESE_FILE), exact: true });
  const [file] = await Promise.all([page.waitForEvent('download'), press(downloadButton)]);
  expect(file.suggestedFilename()).toBe(CHINESE_FILE);
  await expect(rowOf(page, CHINESE_FILE)).toContainText(text.downloaded);

  // Mark all: the badge goes, finished rows show downloaded.
  await press(popover(page).getByRole('button', { name: text.markAll }));
  await expect(button.locator('.ant-badge-count')).toHaveCount(0);
  await expect(rowOf(page, 'Invoice list 2026-10.csv')).toContainText(text.downloaded);
  await expect(popover(page).getByRole('button', { name: text.markAll })).toBeDisabled();
  expect(consoleErrors).toEqual([]);
});
