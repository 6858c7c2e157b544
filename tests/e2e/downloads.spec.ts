import { expect, test } from './support/fixtures';
import { currentRoute, signIn } from './support/auth';
import { screenshotAtWidths } from './support/screenshots';
import type { Locator, Page } from '@playwright/test';

/**
 * Download management (001 §2.8) as demo.one in One Trade (20001): 23 seeded tasks, two of
 * them PENDING (they finish while the popover is open), failures with a reason, a Chinese
 * file name, in both languages at the two desktop widths.
 */

const CHINESE_FILE = '台账明细_2026年10月.csv';
const FAILED_FILE = 'Settlement statement 2026-10.csv';

const TEXT = {
  en: {
    button: 'Downloads',
    markAll: /Mark all as downloaded$/,
    reason: `Why ${FAILED_FILE} failed`,
    reasonText: 'Export timed out: more than 50,000 rows. Narrow the date range and try again.',
    download: (file: string) => `Download ${file}`,
    downloaded: 'Downloaded',
    succeeded: 'Succeeded',
    failed: 'Failed',
  },
  zh: {
    button: '下载管理',
    markAll: /全部标记为已下载$/,
    reason: `${FAILED_FILE} 失败原因`,
    reasonText: '导出超时：数据超过 50000 行，请缩小日期范围后重试。',
    download: (file: string) => `下载 ${file}`,
    downloaded: '已下载',
    succeeded: '成功',
    failed: '失败',
  },
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

async function openDownloads(page: Page, locale: 'en' | 'zh') {
  await page.goto(`/#/login?lang=${locale}`);
  await signIn(page, locale, 'demo.one');
  // demo.one lands in the /home shell (its landing child area may vary).
  await expect.poll(() => currentRoute(page)).not.toMatch(/^\/login/);
  const button = page.getByRole('button', { name: TEXT[locale].button, exact: true });
  // The badge: finished files not downloaded yet.
  await expect(button.locator('.ant-badge-count')).toBeVisible();
  await press(button);
  await expect(tableRows(page).first()).toBeVisible();
  return button;
}

for (const locale of ['en', 'zh'] as const) {
  for (const width of [1280, 1920]) {
    test(`downloads popover: page, refresh, failure reason, download, mark all (${locale}, ${width} px)`, async ({ page, axe, consoleErrors }) => {
      const text = TEXT[locale];
      await page.setViewportSize({ width, height: 900 });
      const pagesAsked: number[] = [];
      page.on('request', (request) => {
        if (request.url().includes('getCurrentUserDownLoadTasks')) pagesAsked.push((request.postDataJSON() as { current: number }).current);
      });
      const button = await openDownloads(page, locale);

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

      await page.mouse.move(0, 0); // no hover colours in the contrast check
      await axe({ label: `download popover (${locale}, ${width})` });

      // Mark all: the badge goes, finished rows show downloaded.
      await press(popover(page).getByRole('button', { name: text.markAll }));
      await expect(button.locator('.ant-badge-count')).toHaveCount(0);
      await expect(rowOf(page, 'Invoice list 2026-10.csv')).toContainText(text.downloaded);
      await expect(popover(page).getByRole('button', { name: text.markAll })).toBeDisabled();
      expect(consoleErrors).toEqual([]);
    });
  }

  test(`downloads popover screenshots (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openDownloads(page, locale);
    await screenshotAtWidths(page, `downloads-${locale}`, async (p) => {
      // Push toasts of the notification area may sit over the header: dismiss them.
      for (const close of await p.locator('.ant-notification-notice-close').all()) await close.click({ timeout: 2000 }).catch(() => undefined);
      // Reopen at each width, as a user on that screen would (the popover aligns when it opens).
      const button = p.getByRole('button', { name: TEXT[locale].button, exact: true });
      // (Clicking a toast's close button is a click outside, which may be closing it already.)
      await expect(async () => {
        if ((await popover(p).count()) > 0) await press(button);
        await expect(popover(p)).toHaveCount(0, { timeout: 2000 });
      }).toPass();
      await press(button);
      await expect(tableRows(p).first()).toBeVisible();
      await p.mouse.move(0, 0);
    });
  });
}
