import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { get, signInAs } from '@mocks/testing/client';
import { db } from '@mocks/db';
import { cnyAccountOf, storeBankAccounts } from '@mocks/scenarios/banks';
import { sessionCleared, userSignedIn } from '@/entities/session';
import { recordNotices, type NoticeRecord } from '@tests/support/notices';
import { multipartFileNames, recordRequests } from '@tests/support/requests';
import { renderApp } from '@tests/support/render';
import { chooseForTest } from '@tests/support/session';
import { signedFile } from '@tests/support/files';
import { recordSavedFiles } from '@tests/support/downloads';

/**
 * Step 6 of the company KYC wizard (001 §2.1, §4): what is still missing with links to
 * those steps and the returned steps to check again, submit disabled with its reason until a
 * signed copy is uploaded and nothing is missing, submit → step 7 and 'submitted successfully'.
 * The returned demo enterprise 20024 (steps 1-4 saved) opens every step up to 6 after Retry.
 * Each test renders the whole wizard (every step's missing list), so each walks several
 * rules; the frame's submit button rules are in WizardFrame.test.tsx, the missing lists'
 * rules in each step's test.
 */

configure({ asyncUtilTimeout: 8000 });
/** A journey through the wizard renders several antd forms against the mock: more than the default 20 s on a busy machine. */
const JOURNEY_MS = 60_000;

let notices: NoticeRecord;

beforeEach(async () => {
  sessionCleared();
  localStorage.clear();
  sessionStorage.clear();
  notices = recordNotices();
  await signInAs('demo.kyc.back');
  await get('/kj-web/sys/setOrgId', { orgId: '20024' });
  userSignedIn({ loginName: 'demo.kyc.back' });
  chooseForTest('20024', { productType: 'DEFAULT_PRODUCT', location: 'TERRITORY' });
});

afterEach(() => {
  rs.restoreAllMocks();
});

/**
 * Completes steps 1-5 of the returned enterprise: its seed has the data of steps 1-4 but
 * not their uploads (licence; ID front and back of the manager, legal person and owner)
 * nor a bank account.
 */
function completeSteps1To5() {
  const file = (id: string, modelCode: string, catgId: string, busiKey: string) =>
    db.mediaFile.create({ id, modelCode, catgId, busiKey, fileName: `${id}.pdf`, mime: 'application/pdf', size: 1024, createdAt: Date.now(), bytes: null });
  file('T-LICENCE-20024', 'MKJ01ENT', 'CENT005', 'ENT20024');
  for (const busiKey of ['MGR20024', 'LGL20024L1', 'BEN20024B1']) {
    file(`T-FRONT-${busiKey}`, 'MKJ02CONTACT', 'CCONTACT001', busiKey);
    file(`T-BACK-${busiKey}`, 'MKJ02CONTACT', 'CCONTACT002', busiKey);
  }
  storeBankAccounts('20024', [cnyAccountOf('20024', 'Returned Textiles Co., Ltd.')]);
}

const steps = () => screen.getByRole('navigation', { name: 'Onboarding steps' });
/** The indicator's current step, by its label ("Step n of 7: title"). */
const currentStep = () => steps().querySelector('[aria-current="step"]')?.getAttribute('aria-label') ?? '';

async function openStep6() {
  const user = userEvent.setup();
  await renderApp('/CommKycFile?id=20024&status=BACK');
  // The first render of the file loads the page's chunk: slow on a busy machine.
  const dialog = await screen.findByRole('dialog', { name: 'Authentication failed' }, { timeout: 20_000 });
  await user.click(await within(dialog).findByRole('button', { name: 'Retry' }));
  await user.click(within(steps()).getByRole('button', { name: 'Step 6 of 7: E-signature and submit' }));
  await waitFor(() => expect(currentStep()).toBe('Step 6 of 7: E-signature and submit'));
  return user;
}

const signedPdf = () => signedFile('Signed contract (2026).pdf');

describe('step 6: e-signature and submit (001 §2.1)', () => {
  it('lists what steps 1-5 still lack, each a link to its step, and the steps not checked again since the return; submit is there from the start, disabled with its reason until a signed copy is uploaded and nothing is missing', async () => {
    // No bank account: step 5 lacks its data whatever else the demo data holds.
    storeBankAccounts('20024', []);
    const user = await openStep6();
    const missing = await screen.findByText('Still missing before you can submit');
    const alert = missing.closest('[role="alert"]') ?? missing.parentElement!.parentElement!;
    const link = await within(alert as HTMLElement).findByRole('button', { name: 'Step 5: Bank accounts' });
    // A returned application: nothing re-saved yet, so steps 1-5 are to check again, not "complete".
    const toCheck = screen.getByText('Returned for changes: check these steps again before you submit').closest('[role="alert"]') as HTMLElement;
    expect(within(toCheck).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Step 1: Company information',
      'Step 2: Authorised person',
      'Step 3: Legal person',
      'Step 4: Beneficial owners',
      'Step 5: Bank accounts',
    ]);
    expect(screen.queryByText('All steps are complete.')).toBeNull();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Complete the steps listed above to submit.');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, signedPdf());
    await screen.findByRole('button', { name: 'Remove Signed contract (2026).pdf' });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.click(link);
    await waitFor(() => expect(currentStep()).toBe('Step 5 of 7: Bank accounts (Check again)'));
  }, JOURNEY_MS);

  it('with steps 1-5 complete: Verify on the product centre’s Account and payment card opens the application on step 6; the contract downloads as a PDF; submit claims and completes the task, then step 7 and "submitted successfully"; back in the product centre, the card (its list read again) offers View application', async () => {
    completeSteps1To5();
    // In progress rather than returned: with steps 1-5 complete it opens on step 6 itself (001 §2.1).
    db.enterprise.update({ where: { id: { equals: '20024' } }, data: { status: 'INIT' } });
    const requests = recordRequests();
    const user = userEvent.setup();
    // From the product centre, as the user comes: its list is read (and kept) before the submit.
    const { route } = await renderApp('/main-productCenter');
    const accountCard = () => screen.findByRole('article', { name: 'Account and payment' }, { timeout: 20_000 });
    await user.click(within(await accountCard()).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(route()).toBe('/CommKycFile?id=20024&status=INIT'));
    await waitFor(() => expect(currentStep()).toBe('Step 6 of 7: E-signature and submit'), { timeout: 20_000 });
    // Steps 1-5 are complete, the signed contract is not: the list says so rather than "complete".
    expect(await screen.findByText('The signed contract, uploaded')).toBeInTheDocument();
    expect(screen.queryByText('All steps are complete.')).toBeNull();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Upload the signed contract to submit.');
    // The generated contract is saved as a file (a link with the download attribute, clicked): a PDF.
    const saved = recordSavedFiles();
    await user.click(screen.getByRole('button', { name: 'Download the contract' }));
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/\.pdf$/i)]));
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, signedPdf());
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.getByText('All steps are complete.')).toBeInTheDocument();
    // Sent under a name that meets 000 §5's rule, made from the user's; the card keeps theirs.
    const [upload] = await requests.to('/kj-kyc/enterprise/uploadFile');
    expect(multipartFileNames(upload?.body)).toEqual(['Signed_contract_2026.pdf']);
    expect(screen.getByText('Signed contract (2026).pdf')).toBeInTheDocument();
    expect(submit).not.toHaveAccessibleDescription();
    await user.click(submit);
    expect(await screen.findByText('Your application has been submitted')).toBeInTheDocument();
    // Its reference and the day, for the user to quote (the API has no number: the enterprise's id).
    expect(screen.getByText('Application reference').closest('tr')).toHaveTextContent('KYC-20024');
    expect(screen.getByText('Submitted on').closest('tr')).toHaveTextContent(dayjs().format('YYYY-MM-DD'));
    expect(notices.success).toContain('Submitted successfully');
    expect(await requests.to('/kj-wkfl/wkfl/claimAndCompleteTaskByBusId')).toHaveLength(1);
    for (const name of ['Previous', 'Submit']) expect(screen.queryByRole('button', { name })).toBeNull();

    // Back in the product centre, the list read again after the submit: the application is under review.
    await user.click(screen.getByRole('button', { name: 'Back to the product centre' }));
    await waitFor(() => expect(route()).toBe('/main-productCenter'));
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Account and payment' })).getByRole('button', { name: 'View application' })).toBeEnabled());
    expect(within(screen.getByRole('article', { name: 'Account and payment' })).queryByRole('button', { name: 'Verify' })).toBeNull();
    const { before, after } = await requests.around('/kj-wkfl/wkfl/claimAndCompleteTaskByBusId');
    expect(before).toContain('/kj-kyc/productEnterprise/listProductInfo');
    expect(after).toContain('/kj-kyc/productEnterprise/listProductInfo');
  }, JOURNEY_MS);
});
