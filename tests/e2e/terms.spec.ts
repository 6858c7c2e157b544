import type { Page } from '@playwright/test';
import { currentRoute } from './support/auth';
import { expect, gotoRoute, test } from './support/fixtures';
import { DEMO_PAGE_MIN_WIDTH } from './support/pdf';

/**
 * The terms page (000 §2 "Terms page"): open without signing in, six service-terms PDFs
 * in tabs, each drawn page by page on a canvas by the PDF viewer. The demo build serves
 * the PDFs from /demo-files/ (mocks/public). Behaviour in English; both languages, axe
 * and screenshots are in screens.spec.ts.
 */

const TEXT = {
    heading: 'Service terms',
    back: /Back to login/,
    pdf: (title: string) => `${title} (PDF)`,
    page1: /^Page 1 of \d+$/,
    page2: /^Page 2 of \d+$/,
    next: 'Next page',
    tabs: [
      'E-commerce payment services',
      'General account services (English)',
      'General account services (Chinese)',
      'Platform service agreement (English)',
      'Platform service agreement (Chinese)',
      'Supply-chain finance schedule',
    ],
} as const;

/** The open document's viewer, once its first page is drawn on the canvas. */
async function expectDocumentShown(page: Page, title: string) {
  const viewer = page.getByRole('region', { name: TEXT.pdf(title), exact: true });
  const canvas = viewer.getByRole('img', { name: TEXT.page1 });
  await expect(canvas).toBeVisible();
  await expect.poll(() => canvas.evaluate((element: HTMLCanvasElement) => element.width)).toBeGreaterThan(100);
  return { viewer, canvas };
}

test('shows each of the six documents on a canvas', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoRoute(page, '/terms?lang=en');
  const text = TEXT;
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([...text.tabs]);
  for (const title of text.tabs) {
    await page.getByRole('tab', { name: title, exact: true }).click();
    await expect(page.getByRole('tab', { name: title, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expectDocumentShown(page, title);
  }
  // Every document has more than one page: turn to the second.
  const { viewer } = await expectDocumentShown(page, text.tabs[5]);
  await viewer.getByRole('button', { name: text.next }).click();
  await expect(viewer.getByRole('img', { name: text.page2 })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the tabs work from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoRoute(page, '/terms?lang=en');
  await expectDocumentShown(page, TEXT.tabs[0]);
  const first = page.getByRole('tab', { name: TEXT.tabs[0], exact: true });
  await first.focus();
  // Beside the document (wide screens) the tab list runs top to bottom: the arrow keys
  // move between tabs, Enter opens one. (antd adds "Tab n of 6" to the focused tab's name.)
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { selected: true })).toContainText(TEXT.tabs[2]);
  await expectDocumentShown(page, TEXT.tabs[2]);
  await page.keyboard.press('End');
  await page.keyboard.press('Space');
  await expect(page.getByRole('tab', { selected: true })).toContainText(TEXT.tabs[5]);
  await expectDocumentShown(page, TEXT.tabs[5]);
});

test('the page redraws at the new width once the window is resized; on a phone it stays readable and scrolls inside the viewer', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoRoute(page, '/terms?lang=en');
  const { viewer, canvas } = await expectDocumentShown(page, TEXT.tabs[0]);
  const drawnWidth = () => canvas.evaluate((element) => element.getBoundingClientRect().width);
  const frameWidth = () => canvas.evaluate((element) => element.parentElement!.clientWidth);
  expect(await drawnWidth()).toBeGreaterThan(DEMO_PAGE_MIN_WIDTH);
  expect(Math.abs((await drawnWidth()) - (await frameWidth()))).toBeLessThanOrEqual(1);
  await page.setViewportSize({ width: 375, height: 812 });
  // Narrower than the page's own size: drawn at that size (10 pt text at 10 px, not about 5).
  await expect.poll(drawnWidth).toBe(DEMO_PAGE_MIN_WIDTH);
  expect(await frameWidth()).toBeLessThan(DEMO_PAGE_MIN_WIDTH);
  // It scrolls sideways inside the viewer; nothing is wider than the phone screen, once the
  // page has laid itself out for the new width (after its throttled width update).
  const surface = viewer.locator('[tabindex="0"]').first();
  await expect.poll(() => surface.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('links back to the login page in the page language, without signing in', async ({ page }) => {
  await gotoRoute(page, '/terms?lang=en');
  await page.getByRole('link', { name: TEXT.back }).click();
  await expect.poll(() => currentRoute(page)).toBe('/login?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});
