import { waitForRoute } from './support/drawback';
import { expect, test } from './support/fixtures';
import { kt, label } from './support/kyc';
import {
  authorisationLink,
  authoriseAmazon,
  dialogHeading,
  expectStage,
  MARKETPLACE,
  openStoreConnection,
  pageButton,
  PARTIAL_MISSING,
  recordBatchUploads,
  PRODUCT_CENTRE,
  settlementCsv,
  settlementInput,
  settlementTable,
  signInToProducts,
  storeRow,
  storesTable,
  successDialog,
} from './support/preApproval';

/**
 * The store-connection page end to end (001 §2.6, §4, §7 Pre-approval, §8), in English
 * at 1280 px, against the demo build's mock (each test has its own copy of the demo data),
 * each signed in through the login form and arriving from the product centre's Digital
 * finance card:
 * - demo.pre.new, "Connect stores": the intro → Start → Authorise a store → Amazon SC →
 *   United States → the waiting step with the authorisation link → the mock completes the
 *   authorisation after a few polls → synchronisation success → Done → the store in the
 *   table → Next → the settlement stage;
 * - demo.pre.partial, "Connect stores": the settlement stage; Submit without the DE store's
 *   file shows the 'proceed' tip and an error; a csv for it → Submit → batchUpload with the
 *   store's seller id, marketplace and doc type → the success dialog → Done → the product
 *   centre.
 * "Apply for pre-approval" (demo.pre.apply, the three steps) is walked in a browser by
 * pre-approval-screens.spec.ts (to the success dialog and the product centre, no console
 * error), its rules and requests in PreApprovalApplyPage.test.tsx.
 * Both languages, both widths, axe and screenshots: pre-approval-screens.spec.ts.
 */

const L = 'en' as const;
const t = (key: string, params?: Record<string, string | number>) => kt(L, key, params);
const DESKTOP = { width: 1280, height: 800 } as const;

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
});

test('demo.pre.new: Connect stores → intro → Start → authorise Amazon SC United States → the waiting step shows the link → synchronised after a few polls → Done → the store in the table → Next → settlement data', async ({ page, consoleErrors }) => {
  await signInToProducts(page, 'new');
  await openStoreConnection(page, L);
  await expectStage(page, L, 'intro.heading');
  await pageButton(page, L, 'intro.start').click();
  await expectStage(page, L, 'stores.heading');
  // No store yet: Next waits for one.
  await expect(pageButton(page, L, 'stores.next')).toBeDisabled();

  // The dialog: the platform (Next disabled until one is chosen), then the marketplace.
  const bound = page.waitForRequest((request) => request.url().includes('/bindEnterpriseAccess'));
  const dialog = await authoriseAmazon(page, L, MARKETPLACE.en.US);
  expect((await bound).postDataJSON()).toMatchObject({ type: 'amazon', marketplace: 'US', source: 'SELF_REGISTRATION' });
  // The waiting step shows the link the real flow would open (the demo's, resolved against the page).
  await expect(authorisationLink(dialog)).toHaveText(/^http:\/\/127\.0\.0\.1:\d+\/demo-files\/store-authorisation\.html\?.*sceneState=\w+/);
  await expect(dialog.getByRole('timer')).toBeVisible();

  // The mock answers '2' on the third poll: synchronisation success, then Done closes the dialog.
  await expect(dialogHeading(dialog, L, 'synced.heading')).toBeVisible();
  await dialog.getByRole('button', { name: label(t('storeAccess:done')) }).click();
  await expect(dialog).toBeHidden();
  const row = storeRow(storesTable(page, L), t('preApproval:platform.Amazon SC'));
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: 'United States', exact: true })).toBeVisible();

  const sellerId = (await row.getByRole('cell').nth(1).textContent()) ?? '';

  // Stage 3: the new store takes its settlement files.
  await pageButton(page, L, 'stores.next').click();
  await expectStage(page, L, 'settlement.heading');
  await expect(settlementInput(page, L, sellerId)).toBeAttached();
  expect(consoleErrors).toEqual([]);
});

test('demo.pre.partial: Connect stores → settlement data; Submit without the DE file → the proceed tip and an error; a csv for it → Submit sends batchUpload → the success dialog → Done → the product centre', async ({ page, consoleErrors }) => {
  await signInToProducts(page, 'partial');
  await openStoreConnection(page, L);
  await expectStage(page, L, 'settlement.heading');

  const table = settlementTable(page, L);
  const missing = storeRow(table, PARTIAL_MISSING.sellerId);
  await pageButton(page, L, 'settlement.submit').click();
  await expect(page.getByText(t('preApproval:settlement.missing'), { exact: true })).toBeVisible();
  await expect(missing.getByText(t('preApproval:settlement.proceed'), { exact: true })).toBeVisible();
  // Only that store: the others have files already, the JD VC store needs none.
  await expect(table.getByText(t('preApproval:settlement.proceed'), { exact: true })).toHaveCount(1);

  await settlementInput(page, L, PARTIAL_MISSING.sellerId).setInputFiles(settlementCsv('de_2025_03.csv'));
  await expect(missing.getByText('de_2025_03.csv', { exact: true })).toBeVisible();
  await expect(missing.getByText(t('preApproval:settlement.proceed'), { exact: true })).toBeHidden();

  const uploads = await recordBatchUploads(page);
  await pageButton(page, L, 'settlement.submit').click();
  const dialog = successDialog(page, L);
  await expect(dialog).toBeVisible();
  // One call, for the store that had none: its seller id, marketplace and the default doc type, the file and a request id.
  expect(await uploads()).toEqual([
    expect.objectContaining({
      sellerId: PARTIAL_MISSING.sellerId,
      marketplace: PARTIAL_MISSING.marketplace,
      docType: 'settlement_offline',
      files: 'de_2025_03.csv',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    }),
  ]);
  await dialog.getByRole('button', { name: label(t('preApproval:success.done')) }).click();
  await waitForRoute(page, PRODUCT_CENTRE);
  expect(consoleErrors).toEqual([]);
});
