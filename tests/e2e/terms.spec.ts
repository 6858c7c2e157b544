import type { Page } from '@playwright/test';
import { currentRoute } from './support/auth';
import { expect, gotoRoute, test } from './support/fixtures';
import { screenshotAtWidths } from './support/screenshots';

/**
 * The terms page (000 §2 "Terms page"): open without signing in, six service-terms PDFs
 * in tabs, each drawn page by page on a canvas by the PDF viewer. The demo build serves
 * the PDFs from /demo-files/ (mocks/public).
 */

const TEXT = {
  en: {
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
  },
  zh: {
    heading: '服务条款',
    back: /返回登录/,
    pdf: (title: string) => `${title}（PDF）`,
    page1: /^第 1 页，共 \d+ 页$/,
    page2: /^第 2 页，共 \d+ 页$/,
    next: '下一页',
    tabs: ['电商收款服务条款', '一般账户服务条款（英文）', '一般账户服务条款（中文）', '平台服务协议（英文）', '平台服务协议（中文）', '供应链金融服务附表'],
  },
} as const;

type Locale = keyof typeof TEXT;

/** The open document's viewer, once its first page is drawn on the canvas. */
async function expectDocumentShown(page: Page, locale: Locale, title: string) {
  const viewer = page.getByRole('region', { name: TEXT[locale].pdf(title), exact: true });
  // The viewer chunk and pdf.js load on the first document: allow for a busy machine.
  const canvas = viewer.getByRole('img', { name: TEXT[locale].page1 });
  await expect(canvas).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => canvas.evaluate((element: HTMLCanvasElement) => element.width)).toBeGreaterThan(100);
  return { viewer, canvas };
}

for (const locale of ['en', 'zh'] as const) {
  for (const width of [1280, 1920]) {
    test(`shows each of the six documents on a canvas (${locale}, ${width} px)`, async ({ page, axe, consoleErrors }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoRoute(page, `/terms?lang=${locale}`);
      const text = TEXT[locale];
      await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
      await expect(page.getByRole('tab')).toHaveText([...text.tabs]);
      for (const title of text.tabs) {
        await page.getByRole('tab', { name: title, exact: true }).click();
        await expect(page.getByRole('tab', { name: title, exact: true })).toHaveAttribute('aria-selected', 'true');
        await expectDocumentShown(page, locale, title);
      }
      // Every document has more than one page: turn to the second.
      const { viewer } = await expectDocumentShown(page, locale, text.tabs[5]);
      await viewer.getByRole('button', { name: text.next }).click();
      await expect(viewer.getByRole('img', { name: text.page2 })).toBeVisible();
      await axe({ label: `terms page ${locale} ${width}` });
      expect(consoleErrors).toEqual([]);
    });
  }

  test(`screenshots of the terms page (${locale})`, async ({ page }) => {
    await gotoRoute(page, `/terms?lang=${locale}&doc=accountServicesZh`);
    await expectDocumentShown(page, locale, TEXT[locale].tabs[2]);
    await screenshotAtWidths(page, `terms-${locale}`, async (p) => {
      // The viewer redraws 500 ms after a resize; wait for the canvas to fit the new width.
      const canvas = p.getByRole('img', { name: TEXT[locale].page1 });
      await expect
        .poll(() => canvas.evaluate((element) => element.getBoundingClientRect().right <= window.innerWidth))
        .toBe(true);
      await p.waitForTimeout(700);
    });
  });
}

test('the tabs work from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoRoute(page, '/terms?lang=en');
  await expectDocumentShown(page, 'en', TEXT.en.tabs[0]);
  const first = page.getByRole('tab', { name: TEXT.en.tabs[0], exact: true });
  await first.focus();
  // Beside the document (wide screens) the tab list runs top to bottom: the arrow keys
  // move between tabs, Enter opens one. (antd adds "Tab n of 6" to the focused tab's name.)
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { selected: true })).toContainText(TEXT.en.tabs[2]);
  await expectDocumentShown(page, 'en', TEXT.en.tabs[2]);
  await page.keyboard.press('End');
  await page.keyboard.press('Space');
  await expect(page.getByRole('tab', { selected: true })).toContainText(TEXT.en.tabs[5]);
  await expectDocumentShown(page, 'en', TEXT.en.tabs[5]);
});

test('the page redraws at the new width once the window is resized, and fits 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoRoute(page, '/terms?lang=en');
  const { canvas } = await expectDocumentShown(page, 'en', TEXT.en.tabs[0]);
  const wide = await canvas.evaluate((element) => element.getBoundingClientRect().width);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(() => canvas.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThan(375);
  expect(wide).toBeGreaterThan(375);
  // Nothing wider than the phone screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('links back to the login page in the page language, without signing in', async ({ page }) => {
  await gotoRoute(page, '/terms?lang=en');
  await page.getByRole('link', { name: TEXT.en.back }).click();
  await expect.poll(() => currentRoute(page)).toBe('/login?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});
