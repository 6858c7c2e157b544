import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page, PageScreenshotOptions } from '@playwright/test';
import type { Locale } from './app';

/** Where screenshots land (gitignored). */
export const SCREENSHOT_DIR = path.resolve('screenshots');

/**
 * Whether the sweeps photograph their states. `npm run test:e2e` does (screenshots/, for a
 * person to look at); `npm test` runs the same states, words and axe without the pictures
 * (E2E_SCREENSHOTS=off from scripts/test-all.mjs): writing full-page PNGs is about a third of
 * a sweep's time, and the suite's budget is 330 s on two cores (README "Scripts", `npm test`).
 */
export const SCREENSHOTS_ON = process.env.E2E_SCREENSHOTS !== 'off';

/** A screenshot when the sweeps take them (SCREENSHOTS_ON), else nothing. */
export async function screenshot(page: Page, options: PageScreenshotOptions): Promise<void> {
  if (SCREENSHOTS_ON) await page.screenshot(options);
}

/** The two widths the portal is checked at: desktop and a small phone. */
export const SCREENSHOT_VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 812 },
] as const;

/**
 * The languages a sweep walks its states in, judging each state at both widths. With
 * pictures (`npm run test:e2e`), both, for a person to look at every state in each language.
 * Without (`npm test`), Chinese only: a walk costs more than its judging (sign-ins, loads, the
 * steps to each state), and the other language's words are judged a level down, at the end of
 * every component test (tests/setup/unit.ts), most of which render in English. Chinese stays
 * here because few component tests render it.
 */
export const SWEEP_LOCALES: readonly Locale[] = SCREENSHOTS_ON ? ['zh', 'en'] : ['zh'];

/**
 * Whether a wizard sweep judges a state's words and axe at this width: at each, with
 * pictures; on the phone only without (`npm test`). The words are the same at both widths,
 * and what axe fails on (names, roles, ARIA, contrast) hardly depends on the width, while a
 * judgement costs about a second of the 2-core machine. Each sweep still checks the layout
 * each width must have at both, and the wizards' desktop steps are judged whole at 1280 px
 * by kyc-screens' submitted walk.
 */
export function judgedAt(width: number): boolean {
  return SCREENSHOTS_ON || width < 992;
}

/**
 * Takes a full-page screenshot of the current page at each width into
 * screenshots/<name>-<width>.png and returns the file paths. The viewport is restored
 * afterwards. `settle` runs after each resize (wait for layout-dependent content). Without
 * pictures (SCREENSHOTS_ON off) it does nothing at all: the resizes and their settling are
 * for the pictures, and cost a second or more per state.
 */
export async function screenshotAtWidths(
  page: Page,
  name: string,
  settle?: (page: Page) => Promise<void>,
): Promise<string[]> {
  if (!SCREENSHOTS_ON) return [];
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  const files: string[] = [];
  for (const viewport of SCREENSHOT_VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await settle?.(page);
    // Let fonts and the resize-driven layout finish before capturing.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const file = path.join(SCREENSHOT_DIR, `${name}-${viewport.width}.png`);
    await screenshot(page, { path: file, fullPage: true, animations: 'disabled' });
    files.push(file);
  }
  if (original) await page.setViewportSize(original);
  return files;
}

/** On a 375 × 800 phone the step's first field starts on the first screen, below this (issue 27 item 9). */
export const PHONE_FIRST_FIELD_MAX_TOP = 400;

/**
 * The top of the wizard step's first field (its control, below its label), from the top of
 * the page scrolled to its start: what a phone user sees before scrolling.
 */
export async function firstFieldTop(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const control = page.locator('section .ant-form-item-control-input').first();
  const box = await control.boundingBox();
  return Math.round(box?.y ?? Number.POSITIVE_INFINITY);
}
