import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  caBox,
  drawbackField,
  expectDrawbackStep,
  openContract,
  productTypeRadio,
  scheduleDownloadButton,
  schedulePage,
  signInDrawbackApplicant,
  signInToContract,
  termsBox,
  termsLink,
  updateManagerDialog,
  verifyDrawback,
} from './support/drawback';
import { expect, test } from './support/fixtures';
import { kt, wizardButton } from './support/kyc';
import { COMPACT_BELOW, logOut, settled } from './support/kycFile';
import { judgedAt, screenshot, SCREENSHOT_DIR, SCREENSHOT_VIEWPORTS, SCREENSHOTS_ON, SWEEP_LOCALES } from './support/screenshots';
import { collectWordsAndAxe } from './support/translation';
import { DEMO_PAGE_MIN_WIDTH } from './support/pdf';

/**
 * The export-drawback wizard's and the contract screen's states (000 §4, §5 export drawback
 * steps 1-3, §7 Contracts) at 1280 and 375 px, in the languages of SWEEP_LOCALES (`npm test`:
 * Chinese): each state is checked for
 * texts of the other language and raw keys, judged by axe (no serious or critical finding)
 * and photographed into screenshots/<state>-<locale>-<width>.png. One test per language
 * walks the states in one page, signing in as each account in turn, and ends with no
 * console error:
 * - demo.digipo: its DIGIPO contract with the CA box (contract-ca); its schedule downloads
 *   as a PDF (the browser's download; the Submit rules are ContractPage.test.tsx's);
 * - demo.many → Zeta Digipo: its DIGIPO contract, no CA box; the platform contract, no CA
 *   box (contract-platform); with pictures only: the screen is contract-ca's without the
 *   box, and which contract shows the box is ContractPage.test.tsx's;
 * - demo.drawback.other, from the product centre's Verify: step 1 prefilled
 *   (drawback-step1), step 2 with an ID number's format error (drawback-step2-error), the
 *   update dialog (drawback-update-dialog), step 3 (drawback-step3), whose terms open on
 *   the terms page in a new tab and leave the box as it was.
 * The walk is also the drawback wizard's journey in the demo build, from the product centre
 * to its last step; what each step sends and the submission are ExportDrawbackKycPage.test.tsx's.
 */

const DESKTOP = { width: 1280, height: 800 } as const;

// One test walks six states, each photographed and judged by axe at two widths, after three
// sign-ins: more than the default limit of one journey.
test.describe.configure({ timeout: 90_000 });

for (const locale of SWEEP_LOCALES) {
  const t = (key: string, params?: Record<string, string | number>) => kt(locale, key, params);

  test(`export drawback and contract screens (${locale}, 1280 and 375): CA and platform contract, the schedule downloads, drawback steps 1-3 with a field error and the update dialog — in ${locale} only, axe, screenshots, no console error`, async ({ page, axe, consoleErrors }) => {
    /** Findings of the states; the test fails at the end with all of them, after every screenshot. */
    const findings: string[] = [];

    /**
     * The layout of the width shown, once the page's throttled width updates ran: the
     * wizard's step indicator (the current step's title alone under 576 px, antd's Steps
     * above); the contract's schedule, which the viewer redraws as wide as its frame 500 ms
     * after a resize.
     */
    const laidOut = async (kind: 'wizard' | 'contract') => {
      const width = page.viewportSize()?.width ?? DESKTOP.width;
      if (kind === 'wizard') {
        const nav = page.getByRole('navigation', { name: t('kyc:wizard.stepsLabel') });
        await nav.locator(width < COMPACT_BELOW ? 'p[aria-current="step"]' : '.ant-steps').waitFor();
        return;
      }
      // Redrawn for this width (the canvas's own CSS width within a pixel of its frame's, or
      // the readable minimum in a narrower frame, support/pdf.ts) and painted again: dark
      // text in its top third.
      const canvas = schedulePage(page, locale);
      await expect
        .poll(() =>
          canvas.evaluate((element, minWidth) => {
            const drawn = element as HTMLCanvasElement;
            if (Math.abs(parseFloat(drawn.style.width) - Math.max(drawn.parentElement!.clientWidth, minWidth)) > 1) return false;
            const { data } = drawn.getContext('2d')!.getImageData(0, 0, drawn.width, Math.floor(drawn.height / 3));
            for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 0 && data[i]! < 128) return true;
            return false;
          }, DEMO_PAGE_MIN_WIDTH),
        )
        .toBe(true);
    };

    /**
     * The widths in the order the next state is judged: each state starts at the width the
     * last one ended on, so a state costs one resize, not two (as kyc-file-screens.spec.ts).
     */
    let order = [...SCREENSHOT_VIEWPORTS];

    /** Judges the state shown at both widths: its layout, its words and axe (judgedAt), then a full-page screenshot from the top. */
    const judge = async (state: string, kind: 'wizard' | 'contract') => {
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh' ? 'zh-CN' : 'en-US');
      await mkdir(SCREENSHOT_DIR, { recursive: true });
      for (const viewport of order) {
        if (page.viewportSize()?.width !== viewport.width) await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await laidOut(kind);
        const what = `${state} (${locale}, ${viewport.width})`;
        if (judgedAt(viewport.width)) await collectWordsAndAxe(page, locale, what, axe, findings);
        // From the top, fonts loaded, the pointer off the page (no hover style); the toasts of
        // the last actions (judged above with the rest) would cover the header: not drawn.
        await page.mouse.move(0, 0);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await screenshot(page, {
          path: path.join(SCREENSHOT_DIR, `${state}-${locale}-${viewport.width}.png`),
          fullPage: true,
          animations: 'disabled',
          style: '.ant-message { visibility: hidden !important; }',
        });
      }
      order = order.reverse();
    };

    await page.setViewportSize(DESKTOP);

    // The DIGIPO contract with the CA box (demo.digipo lands there).
    await signInToContract(page, 'digipo', locale);
    await expect(caBox(page, locale)).toBeVisible();
    await judge('contract-ca', 'contract');
    // The schedule downloads as a PDF.
    const download = page.waitForEvent('download');
    await scheduleDownloadButton(page, locale).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/i);

    if (SCREENSHOTS_ON) {
      // Zeta Digipo's DIGIPO contract, where demo.many's choice lands: no CA box. Then its
      // platform contract, no CA box either (by its address).
      await logOut(page, locale);
      await signInToContract(page, 'zeta', locale);
      await expect(caBox(page, locale)).toHaveCount(0);
      await openContract(page, 'platform', locale);
      await expect(caBox(page, locale)).toHaveCount(0);
      await judge('contract-platform', 'contract');
    }

    // The drawback wizard from the product centre's Verify, prefilled.
    await logOut(page, locale);
    await signInDrawbackApplicant(page, locale);
    await verifyDrawback(page, locale, 'EXPORT_DRAWBACK_TRADE');
    await productTypeRadio(page, locale, 'EXPORT_DRAWBACK_TRADE').check();
    await judge('drawback-step1', 'wizard');

    // Step 2 with an ID number's format error: Next disabled.
    await wizardButton(page, locale, 'next').click();
    await expectDrawbackStep(page, locale, 2);
    const idNo = drawbackField(page, locale, 'managerIdentNo');
    const saved = await idNo.inputValue();
    await idNo.fill('31-01');
    await expect(page.getByText(t('validation:idNumberFormat'), { exact: true })).toBeVisible();
    await expect(wizardButton(page, locale, 'next')).toBeDisabled();
    await judge('drawback-step2-error', 'wizard');

    // The manager is not the account: the update dialog.
    await idNo.fill(saved);
    await wizardButton(page, locale, 'next').click();
    const dialog = updateManagerDialog(page, locale);
    await expect(dialog).toBeVisible();
    await judge('drawback-update-dialog', 'wizard');

    // OK saves the manager: step 3.
    await dialog.getByRole('button', { name: kt(locale, 'kyc:association.confirm') }).click();
    await expectDrawbackStep(page, locale, 3);
    await expect(dialog).toBeHidden();
    await judge('drawback-step3', 'wizard');
    // The terms the box agrees to open on the terms page in a new tab, in the page's
    // language; following the link leaves the box as it was.
    const popup = page.waitForEvent('popup');
    await termsLink(page, locale).click();
    const terms = await popup;
    await expect(terms.getByRole('heading', { level: 1, name: t('terms:title') })).toBeVisible();
    expect(new URL(terms.url()).hash).toBe(`#/terms?doc=platformAgreement${locale === 'zh' ? 'Zh' : 'En'}`);
    await terms.close();
    await expect(termsBox(page, locale)).not.toBeChecked();

    expect(findings, 'words and axe of the states (screenshots taken)').toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
