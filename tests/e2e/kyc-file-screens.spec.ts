import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './support/fixtures';
import { kt, textbox, wizardButton } from './support/kyc';
import {
  agreementBox,
  BACK_COMMENT,
  COMPACT_BELOW,
  expectFileStep,
  fileNext,
  logOut,
  openFileStep,
  passwordFields,
  personEntry,
  settled,
  signInToWizard,
  successBackButton,
  uploadEntryImages,
} from './support/kycFile';
import { firstFieldTop, judgedAt, PHONE_FIRST_FIELD_MAX_TOP, screenshot, SCREENSHOT_DIR, SCREENSHOT_VIEWPORTS, SCREENSHOTS_ON, SWEEP_LOCALES } from './support/screenshots';
import { collectWordsAndAxe } from './support/translation';

/**
 * The KYC file wizard's screens (001 §2.2, §2.3; 000 §5 transaction password) at 1280 and
 * 375 px, in the languages of SWEEP_LOCALES (`npm test`: Chinese): each state is checked for texts of the other language and
 * raw keys, judged by axe (no serious or critical finding) and photographed by the
 * screenshots helper into screenshots/kyc-file-<state>-<locale>-<width>.png. One test per
 * language walks the states in one page, signing in as each account in turn:
 * - demo.file.back (returned): the review comment over step 3 (the draft, where it
 *   resumes), steps 1, 2 and 4 (what is missing), then step 3 completed, step 4's agreement
 *   required, step 5 with a mismatching confirmation, step 6;
 * - demo.file.done (submitted): opens on step 6 without navigation; step 3 read-only;
 * - demo.efin: step 1 of the five-step variant (a fresh mainland company).
 *
 * The walk is also the wizard's journey in the demo build: a returned application completed
 * from the login form to its success step, with real uploads, OCR and the agreement refused
 * until ticked (what each step does is proven in src/pages/kyc-file). Without pictures
 * (`npm test`) the states whose widgets another state judges are walked, not judged: step 1
 * saved (the same form as efin-step1), step 4's missing list (kyc-screens' returned step 6),
 * step 6 (kyc-screens' submitted step 7, the same success widget), and the submitted
 * application's read-only step 3 (kyc-screens judges the read-only entries) is not opened.
 */

const DESKTOP = { width: 1280, height: 800 } as const;

// One test walks nine states, each photographed and judged by axe at two widths: more than
// the default limit of one journey.
test.describe.configure({ timeout: 120_000 });

for (const locale of SWEEP_LOCALES) {
  const t = (key: string, params?: Record<string, string | number>) => kt(locale, key, params);

  test(`KYC file wizard (${locale}, 1280 and 375): returned steps 1-6, submitted, the e-KYC variant — in ${locale} only, axe, screenshots, no console error`, async ({ page, axe, consoleErrors }) => {
    /** Findings of the states; the test fails at the end with all of them, after every screenshot. */
    const findings: string[] = [];

    /**
     * The layout of the width shown: the step indicator is the current step's "Step n of m"
     * title alone under 576 px, antd's Steps above, once the page's throttled width update
     * ran (waitFor follows the page at once; an expect polls at widening intervals).
     */
    const laidOut = async () => {
      const nav = page.getByRole('navigation', { name: t('kyc:wizard.stepsLabel') });
      await nav.locator((page.viewportSize()?.width ?? DESKTOP.width) < COMPACT_BELOW ? 'p[aria-current="step"]' : '.ant-steps').waitFor();
    };

    /**
     * The widths in the order the next state is judged: each state starts at the width the
     * last one ended on, so a state costs one resize, not two (every resize waits for the
     * page's 500 ms throttle, which a full-page screenshot has just set off).
     */
    let order = [...SCREENSHOT_VIEWPORTS];

    /** Judges the state shown at both widths: its layout, its words and axe (judgedAt), then a full-page screenshot from the top. */
    const judge = async (state: string) => {
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh' ? 'zh-CN' : 'en-US');
      await mkdir(SCREENSHOT_DIR, { recursive: true });
      for (const viewport of order) {
        if (page.viewportSize()?.width !== viewport.width) await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await laidOut();
        const what = `kyc-file-${state} (${locale}, ${viewport.width})`;
        if (judgedAt(viewport.width)) await collectWordsAndAxe(page, locale, what, axe, findings);
        // A new application's first field is on a phone's first screen (no banners or tool rows above it).
        if (state === 'efin-step1' && viewport.width < COMPACT_BELOW) {
          const top = await firstFieldTop(page);
          if (top >= PHONE_FIRST_FIELD_MAX_TOP) findings.push(`${what}: the first field starts at y=${top}, below ${PHONE_FIRST_FIELD_MAX_TOP}`);
        }
        // From the top (a field error scrolls to its field), fonts loaded, as screenshotAtWidths
        // takes it; the pointer off the page (no hover style). The toasts of the last actions
        // (judged above with the rest) would cover the header and the indicator: not drawn.
        await page.mouse.move(0, 0);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await screenshot(page, {
          path: path.join(SCREENSHOT_DIR, `kyc-file-${state}-${locale}-${viewport.width}.png`),
          fullPage: true,
          animations: 'disabled',
          style: '.ant-message { visibility: hidden !important; }',
        });
      }
      order = order.reverse();
    };

    await page.setViewportSize(DESKTOP);

    // Returned: the review comment above step 3, where it resumes (the draft), then the saved steps.
    await signInToWizard(page, 'back', locale);
    await expect(page.getByRole('alert').filter({ hasText: BACK_COMMENT[locale] })).toBeVisible();
    await expectFileStep(page, locale, 3);
    await judge('step3-draft-returned');
    await openFileStep(page, locale, 1);
    if (SCREENSHOTS_ON) await judge('step1-saved');
    await openFileStep(page, locale, 2);
    await judge('step2-saved');
    await openFileStep(page, locale, 4);
    await expect(page.getByText(t('kyc:missing.title'))).toBeVisible();
    if (SCREENSHOTS_ON) await judge('step4-missing');

    // Step 3 completed (the legal person's ID images; OCR fills the ID number), then step 4's agreement.
    await openFileStep(page, locale, 3);
    await uploadEntryImages(page, locale, t('identity:entry.legal', { n: 1 }), 'legal');
    await textbox(personEntry(page, locale), t('identity:field.phone')).fill('13900010034');
    await fileNext(page, locale, 4);
    await expect(page.getByText(t('kyc:missing.none'))).toBeVisible();
    await wizardButton(page, locale, 'submit').click();
    await expect(page.getByText(t('kycFile:openAccount.agreementRequired'), { exact: true })).toBeVisible();
    await judge('step4-agreement-required');

    // Step 5: the password form with a confirmation that differs; then step 6.
    await agreementBox(page, locale).check();
    await wizardButton(page, locale, 'submit').click();
    await expectFileStep(page, locale, 5);
    const { password, confirm } = passwordFields(page, locale);
    await password.fill('Trade#Pass2025');
    await confirm.fill('Trade#Pass2024');
    await expect(page.getByText(t('validation:transactionConfirmMismatch'), { exact: true })).toBeVisible();
    await judge('step5-password-mismatch');
    await confirm.fill('Trade#Pass2025');
    await wizardButton(page, locale, 'submit').click();
    await expectFileStep(page, locale, 6);
    await expect(successBackButton(page, locale)).toBeVisible();
    if (SCREENSHOTS_ON) {
      await judge('step6-success');

      // Submitted: read-only on its last step; step 3 (legal person, owner, company shareholder) read-only.
      await logOut(page, locale);
      await signInToWizard(page, 'done', locale);
      // Step 6 looks as after the submit above (judged there); no navigation, the indicator reaches step 3.
      await expectFileStep(page, locale, 6);
      await expect(successBackButton(page, locale)).toBeVisible();
      await expect(wizardButton(page, locale, 'previous')).toHaveCount(0);
      await openFileStep(page, locale, 3);
      await expect(wizardButton(page, locale, 'next')).toHaveCount(0);
      await judge('step3-readonly');
    }

    // The five-step variant's step 1: a fresh mainland company.
    await logOut(page, locale);
    await signInToWizard(page, 'efin', locale);
    await expectFileStep(page, locale, 1, 'efin');
    await judge('efin-step1');

    expect(findings, 'words and axe of the states (screenshots taken)').toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
