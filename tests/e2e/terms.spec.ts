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

// One page load for every check: each load starts pdf.js's worker and draws a first PDF again.
test('shows each of the six documents on a canvas, by mouse and from the keyboard; redraws at a new width, readable on a phone; links back to the login page in its language', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoRoute(page, '/terms?lang=en');
  const text = TEXT;
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([...text.tabs]);
  const { viewer, canvas } = await expectDocumentShown(page, text.tabs[0]);

  await test.step('the page redraws at the new width once the window is resized; on a phone it stays readable and scrolls inside the viewer', async () => {
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
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step('the tabs work from the keyboard', async () => {
    // Beside the document (wide screens) the tab list runs top to bottom: the arrow keys
    // move between tabs, Enter opens one. (antd adds "Tab n of 6" to the focused tab's name.)
    // Back from the phone width, the list is beside the document again once the page has
    // seen the new width; until then the arrow keys would move along the top.
    await expect(page.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await page.getByRole('tab', { name: text.tabs[0], exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { selected: true })).toContainText(text.tabs[2]);
    await expectDocumentShown(page, text.tabs[2]);
    await page.keyboard.press('End');
    await page.keyboard.press('Space');
    await expect(page.getByRole('tab', { selected: true })).toContainText(text.tabs[5]);
    await expectDocumentShown(page, text.tabs[5]);
  });

  await test.step('each document by mouse; every one has more than one page: the second', async () => {
    for (const title of text.tabs) {
      await page.getByRole('tab', { name: title, exact: true }).click();
      await expect(page.getByRole('tab', { name: title, exact: true })).toHaveAttribute('aria-selected', 'true');
      await expectDocumentShown(page, title);
    }
    const { viewer: last } = await expectDocumentShown(page, text.tabs[5]);
    await last.getByRole('button', { name: text.next }).click();
    await expect(last.getByRole('img', { name: text.page2 })).toBeVisible();
  });

  await test.step('links back to the login page in the page language, without signing in', async () => {
    await page.getByRole('link', { name: text.back }).click();
    await expect.poll(() => currentRoute(page)).toBe('/login?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });
  expect(consoleErrors).toEqual([]);
});
