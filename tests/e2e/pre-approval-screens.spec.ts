import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './support/fixtures';
import { choose, kt, label } from './support/kyc';
import { settled } from './support/kycFile';
import {
  applyButton,
  applyStep,
  authorizeDialog,
  chooseRadio,
  dialogHeading,
  dialogNext,
  ENUM_OPTION,
  expectStage,
  expectStepOpen,
  logOut,
  MARKETPLACE,
  openApply,
  openStoreConnection,
  pageButton,
  PARTIAL_MISSING,
  platformName,
  type PreAccount,
  settlementCsv,
  settlementInput,
  settlementTable,
  signInToProducts,
  storeColumnHeader,
  storeRow,
  storesTable,
  successDialog,
} from './support/preApproval';
import { judgedAt, screenshot, SCREENSHOT_DIR, SCREENSHOT_VIEWPORTS, SWEEP_LOCALES } from './support/screenshots';
import { SHELL_TEXT } from './support/shell';
import { collectWordsAndAxe } from './support/translation';

/**
 * The pre-approval pages' states (001 §2.5, §2.6, §4) at 1280 and 375 px, in the languages
 * of SWEEP_LOCALES (`npm test`: Chinese): each state is checked for texts of the other language and raw keys, judged by axe
 * (no serious or critical finding) and photographed into
 * screenshots/pre-approval-<state>-<locale>-<width>.png. One test per language walks the
 * states in one page, signing in as each account in turn, and ends with no console error:
 * - demo.pre.new: the intro (intro); the authorisation dialog's platforms with Amazon SC
 *   chosen (dialog-platform), its marketplaces with their flags, Brazil chosen
 *   (dialog-marketplace), the waiting step with the link (dialog-waiting: Brazil never
 *   completes, so the step stays while it is judged);
 * - demo.pre.partial: the settlement stage after a Submit without the DE file: the
 *   'proceed' tip and the error (settlement-tip); then a file for that store (named as a
 *   user's own file is, with spaces, a hyphen and Chinese), Submit, the success dialog's
 *   Done to the product centre, and Connect stores again: the done screen (done);
 * - demo.pre.apply: the three steps with step 1 open and its required messages
 *   (apply-step1), step 1's summary with step 2 open (apply-summary), the success dialog
 *   after step 3's Submit (success; it leads to the product centre 5 s after it opens, so it
 *   is opened once per width).
 */

const DESKTOP = { width: 1280, height: 800 } as const;
/** Below this width the shell's side menu is a drawer behind a menu button (000 §9). */
const SHELL_COMPACT_BELOW = 992;
/** Below this width antd's Steps stand vertically (its xs breakpoint); the store tables and the steps' cards are compact. */
const COMPACT_BELOW = 576;

// One test walks nine states, each judged by axe and photographed at two widths, after four
// sign-ins: more than the default limit of one journey.
test.describe.configure({ timeout: 90_000 });

for (const locale of SWEEP_LOCALES) {
  const t = (key: string, params?: Record<string, string | number>) => kt(locale, key, params);

  test(`pre-approval screens (${locale}, 1280 and 375): intro, the authorisation dialog's steps, the proceed tip, done, the three steps, the success dialog — in ${locale} only, axe, screenshots, no console error`, async ({ page, axe, consoleErrors }) => {
    /** Findings of the states; the test fails at the end with all of them, after every screenshot. */
    const findings: string[] = [];

    /**
     * The layout of the width shown, once the page's throttled width updates (500 ms) ran:
     * the shell's menu button under 992 px; under 576 px the stage indicator standing, the
     * store tables with one stacked column (no Seller ID column), the three steps' cards
     * with less padding.
     */
    const laidOut = async () => {
      const width = page.viewportSize()?.width ?? DESKTOP.width;
      const compact = width < COMPACT_BELOW;
      await expect(page.getByRole('banner').getByRole('button', { name: SHELL_TEXT[locale].openMenu })).toHaveCount(width < SHELL_COMPACT_BELOW ? 1 : 0);
      const stages = page.locator('.ant-steps');
      if ((await stages.count()) > 0) await expect(stages).toHaveClass(compact ? /ant-steps-vertical/ : /ant-steps-horizontal/);
      for (const table of [storesTable(page, locale), settlementTable(page, locale)]) {
        if ((await table.count()) > 0) await expect(storeColumnHeader(table, locale)).toHaveCount(compact ? 0 : 1);
      }
      const cards = page.getByRole('listitem').filter({ has: page.getByRole('region') }).locator('.ant-card-body');
      if ((await cards.count()) > 0) await expect(cards.first()).toHaveCSS('padding-left', compact ? '16px' : '24px');
    };

    /**
     * The widths in the order the next state is judged: each state starts at the width the
     * last one ended on, so a state costs one resize, not two (as drawback-contract-screens.spec.ts).
     */
    let order = [...SCREENSHOT_VIEWPORTS];

    /** Judges the state shown at `widths` (default both, in `order`): its layout, its words and axe (judgedAt), then a full-page screenshot from the top. */
    const judge = async (state: string, widths = order) => {
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh' ? 'zh-CN' : 'en-US');
      await mkdir(SCREENSHOT_DIR, { recursive: true });
      for (const viewport of widths) {
        if (page.viewportSize()?.width !== viewport.width) await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await laidOut();
        const what = `${state} (${locale}, ${viewport.width})`;
        if (judgedAt(viewport.width)) await collectWordsAndAxe(page, locale, what, axe, findings);
        // From the top, fonts loaded, the pointer off the page (no hover style); the toasts of
        // the last actions (judged above with the rest) would cover the header: not drawn.
        await page.mouse.move(0, 0);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        // A dialog scrolls in its own fixed layer over a page that does not scroll: the
        // screen as the user sees it, as tall as the dialog (a full page would show the
        // page below the fold unmasked and cut the dialog at the fold).
        const modal = page.locator('.ant-modal-wrap').filter({ visible: true });
        const dialogHeight = (await modal.count()) > 0 ? await modal.evaluate((wrap) => wrap.scrollHeight) : 0;
        if (dialogHeight > viewport.height) await page.setViewportSize({ width: viewport.width, height: dialogHeight });
        await screenshot(page, {
          path: path.join(SCREENSHOT_DIR, `pre-approval-${state}-${locale}-${viewport.width}.png`),
          fullPage: dialogHeight === 0,
          animations: 'disabled',
          style: '.ant-message { visibility: hidden !important; }',
        });
        if (dialogHeight > viewport.height) await page.setViewportSize({ width: viewport.width, height: viewport.height });
      }
      if (widths === order) order = [...order].reverse();
    };

    /**
     * Logs the account out from the header's user menu (at the desktop width, where the
     * header shows it) and signs `next` in; the next state is judged from that width.
     */
    const switchTo = async (from: PreAccount, next: PreAccount) => {
      if (page.viewportSize()?.width !== DESKTOP.width) await page.setViewportSize(DESKTOP);
      order = [...SCREENSHOT_VIEWPORTS];
      await logOut(page, from, locale);
      await signInToProducts(page, next, locale);
    };

    await page.setViewportSize(DESKTOP);

    // demo.pre.new: the intro.
    await signInToProducts(page, 'new', locale);
    await openStoreConnection(page, locale);
    await expectStage(page, locale, 'intro.heading');
    await judge('intro');

    // The dialog's platforms, Amazon SC chosen (2, 3 and 4 greyed out).
    await pageButton(page, locale, 'intro.start').click();
    await expectStage(page, locale, 'stores.heading');
    await pageButton(page, locale, 'stores.authorise').click();
    const dialog = authorizeDialog(page, locale);
    await chooseRadio(dialog, platformName(locale, 'amazon'));
    await judge('dialog-platform');

    // Its marketplaces with their flags, Brazil chosen.
    await dialogNext(dialog, locale).click();
    await chooseRadio(dialog, MARKETPLACE[locale].BR);
    await expect(dialog.locator('img[src*="flags/br.svg"]')).toHaveJSProperty('complete', true);
    await judge('dialog-marketplace');

    // Waiting, with the link (Brazil never completes).
    await dialogNext(dialog, locale).click();
    await expect(dialogHeading(dialog, locale, 'waiting.heading')).toBeVisible();
    await judge('dialog-waiting');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // demo.pre.partial: Submit without the DE file: the proceed tip and the error.
    await switchTo('new', 'partial');
    await openStoreConnection(page, locale);
    await pageButton(page, locale, 'settlement.submit').click();
    await expect(storeRow(settlementTable(page, locale), PARTIAL_MISSING.sellerId).getByText(t('preApproval:settlement.proceed'), { exact: true })).toBeVisible();
    await judge('settlement-tip');

    // The DE file, then Submit (what it sends is StoreConnectionPage.test.tsx's): the
    // success dialog, Done to the product centre; every store has its data now.
    const deFile = 'DE 结算单 2025-03.csv';
    const missing = storeRow(settlementTable(page, locale), PARTIAL_MISSING.sellerId);
    await settlementInput(page, locale, PARTIAL_MISSING.sellerId).setInputFiles(settlementCsv(deFile));
    await expect(missing.getByText(deFile, { exact: true })).toBeVisible();
    await expect(missing.getByText(t('preApproval:settlement.proceed'), { exact: true })).toBeHidden();
    await pageButton(page, locale, 'settlement.submit').click();
    const submitted = successDialog(page, locale);
    await expect(submitted).toBeVisible();
    await submitted.getByRole('button', { name: label(t('preApproval:success.done')) }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('product:title') })).toBeVisible();
    await openStoreConnection(page, locale);
    await expectStage(page, locale, 'done.title');
    await judge('done');

    // demo.pre.apply: step 1 open, with its required messages.
    await switchTo('partial', 'apply');
    await openApply(page, locale);
    const step1 = applyStep(page, locale, 1);
    await applyButton(step1, locale, 'company.save').click();
    await expect(step1.getByText(t('preApprovalApply:company.businessScopeRequired'), { exact: true })).toBeVisible();
    await judge('apply-step1');

    // Step 1's summary, step 2 open with an account.
    await choose(page, t('preApprovalApply:company.monthlySales'), ENUM_OPTION[locale].monthlySales);
    await choose(page, t('preApprovalApply:company.businessScope'), ENUM_OPTION[locale].businessScope);
    await applyButton(step1, locale, 'company.save').click();
    await expectStepOpen(page, locale, 2);
    const step2 = applyStep(page, locale, 2);
    await pageButton(step2, locale, 'stores.addAccount').click();
    await chooseRadio(dialog, platformName(locale, 'others'));
    await dialogNext(dialog, locale).click();
    await expect(dialog).toBeHidden();
    await expect(storeRow(storesTable(page, locale), t('preApproval:platform.Others'))).toHaveCount(1);
    await judge('apply-summary');

    // The success dialog, once per width judged: it leads to the product centre 5 s after it opens.
    await applyButton(step2, locale, 'accounts.continue').click();
    await expectStepOpen(page, locale, 3);
    const successWidths = order.filter(({ width }) => judgedAt(width));
    for (const viewport of successWidths) {
      if (page.viewportSize()?.width !== viewport.width) await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await pageButton(applyStep(page, locale, 3), locale, 'settlement.submit').click();
      const success = successDialog(page, locale);
      await expect(success).toBeVisible();
      await judge('success', [viewport]);
      await success.getByRole('button', { name: label(t('preApproval:success.done')) }).click();
      await expect(page.getByRole('heading', { level: 1, name: t('product:title') })).toBeVisible();
      // The three steps open again at the last one (details saved, an account there).
      if (viewport !== successWidths.at(-1)) {
        await openApply(page, locale);
        await expectStepOpen(page, locale, 3);
      }
    }

    expect(findings, 'words and axe of the states (screenshots taken)').toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
