import { beforeEach, describe, expect, it } from '@rstest/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { get, post, signInAs } from '@mocks/testing/client';
import { MEDIA_CATEGORY, MEDIA_MODEL } from '@/entities/media-file';
import { sessionCleared, userSignedIn } from '@/entities/session';
import { storage } from '@/shared/lib/storage';
import { ReturnedDialog } from './ReturnedDialog';
import { draftKey } from '@/widgets/wizard-frame';
import { enter } from '@tests/support/input';
import { signedFile } from '@tests/support/files';
import { storeFile } from '@tests/support/media';
import { allowFaultViolations, clearFaults, setFault } from '@tests/support/faults';
import { recordNotices, type NoticeRecord } from '@tests/support/notices';
import { recordRequests } from '@tests/support/requests';
import { renderApp } from '@tests/support/render';
import { chooseForTest } from '@tests/support/session';

/**
 * The company KYC wizard at /CommKycFile (001 §2.1, §4, §8) against the mock, its page
 * rules only: the mode from the query or the enterprise's status (SUBMIT read-only, BACK
 * with its dialog), resuming where the data stops, previous/save/next with the server's
 * answer deciding, step 3's title by location, unsaved input kept across a forced sign-in
 * or an expired session, and the page's enterprise
 * (the header's wiring: widgets/wizard-frame/ui/WizardHeader.test.tsx). Each rendering of the wizard loads every step's missing list, so a
 * test walks several rules in one rendering. Elsewhere: the mode table and the resume step
 * in lib/wizardSteps.test.ts; the indicator, buttons and busy state in WizardFrame.test.tsx;
 * the draft's remount and clearing in useStepDraft.test.tsx and each step's test; the
 * not-responding text of an HTTP 500 in shared/api/baseQuery.test.ts and
 * app/routes/faults.test.tsx.
 */

// Several suites share a small machine: antd renders can be slow, wait up to 8 s.
configure({ asyncUtilTimeout: 8000 });
/** A journey through the wizard renders several antd forms against the mock: more than the default 20 s on a busy machine. */
const JOURNEY_MS = 60_000;
allowFaultViolations();

let notices: NoticeRecord;

const ENTERPRISE: Record<string, string> = {
  'demo.kyc.cn': '20021',
  'demo.kyc.os': '20022',
  'demo.kyc.half': '20023',
  'demo.kyc.back': '20024',
  'demo.kyc.done': '20025',
};

async function signedInAs(loginName: keyof typeof ENTERPRISE | string) {
  const enterpriseId = ENTERPRISE[loginName]!;
  await signInAs(loginName);
  await get('/kj-web/sys/setOrgId', { orgId: enterpriseId });
  userSignedIn({ loginName: loginName });
  chooseForTest(enterpriseId, { status: null, productType: 'DEFAULT_PRODUCT', location: 'TERRITORY' });
  return enterpriseId;
}

const steps = () => screen.getByRole('navigation', { name: 'Onboarding steps' });
/** The indicator's current step, by its label ("Step n of 7: title"). */
const currentStep = () => steps().querySelector('[aria-current="step"]')?.getAttribute('aria-label') ?? '';
const stepButton = (name: RegExp) => within(steps()).getByRole('button', { name });

beforeEach(() => {
  sessionCleared();
  localStorage.clear();
  sessionStorage.clear();
  notices = recordNotices();
});

describe('a submitted application (SUBMIT, 001 §2.1)', () => {
  it('status=SUBMIT in the address opens step 7 read-only even for an enterprise in progress; back to the product centre', async () => {
    await signedInAs('demo.kyc.half');
    const { route } = await renderApp('/CommKycFile?id=20023&status=SUBMIT');
    // The first render of the file loads the page's chunk: slow on a busy machine.
    expect(await screen.findByText('Your application has been submitted', undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('A confirmation e-mail will be sent to you within 24 hours.')).toBeInTheDocument();
    // The reference; the day of an earlier submit is not known to the portal (the API has none).
    expect(screen.getByText('Application reference').closest('tr')).toHaveTextContent('KYC-20023');
    expect(screen.queryByText('Submitted on')).toBeNull();
    for (const name of ['Previous', 'Save', 'Next', 'Submit']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(currentStep()).toBe('Step 7 of 7: Submitted');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to the product centre' }));
    await waitFor(() => expect(route()).toBe('/main-productCenter'));
  }, JOURNEY_MS);

  it('without an id: the chosen enterprise, here in SUBMIT, on step 7', async () => {
    await signedInAs('demo.kyc.done');
    const { route } = await renderApp('/CommKycFile');
    expect(await screen.findByText('Your application has been submitted')).toBeInTheDocument();
    expect(currentStep()).toBe('Step 7 of 7: Submitted');
    expect(route()).toBe('/CommKycFile');
  }, JOURNEY_MS);
});

describe('a returned application (BACK, 001 §2.1)', () => {
  it('the enterprise in BACK: "authentication failed" with the audit comment as text, never as markup; retry starts at step 1 on the saved record, the comment stays above every step and the steps not saved again say "Check again"', async () => {
    await signedInAs('demo.kyc.back');
    const comment = '<img src=x onerror="alert(1)"><b>Fix</b> the address';
    db.kycEnterprise.update({ where: { id: { equals: '20024' } }, data: { auditCommentEn: comment } });
    await renderApp('/CommKycFile?id=20024');
    const dialog = await screen.findByRole('dialog', { name: 'Authentication failed' });
    expect(within(dialog).getByText(comment)).toBeInTheDocument();
    expect(dialog.querySelector('img, b')).toBeNull();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Authentication failed' })).toBeNull());
    expect(currentStep()).toBe('Step 1 of 7: Company information (Check again)');
    // Step 1 opens on the returned application's saved record.
    expect(await screen.findByRole('textbox', { name: 'Company name (English)' })).toHaveValue('Returned Textiles Co., Ltd.');
    const note = () => screen.getAllByRole('alert').find((alert) => alert.textContent?.startsWith('Your application was returned.')) as HTMLElement;
    expect(within(note()).getByText(comment, { exact: false })).toBeInTheDocument();
    expect(note().querySelector('img')).toBeNull();
    // Step 1 saved again: no longer to check; the comment is still there on step 2.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentStep()).toBe('Step 2 of 7: Authorised person (Check again)'), { timeout: 20_000 });
    expect(within(steps()).getByRole('button', { name: 'Step 1 of 7: Company information' })).toBeInTheDocument();
    expect(within(note()).getByText(comment, { exact: false })).toBeInTheDocument();
  }, JOURNEY_MS);

  // The dialog alone: its place in the wizard is the case above; the mock's Chinese comment is in mocks/handlers/kj-kyc-onboarding.test.ts.
  it('in Chinese', async () => {
    await renderApp(<ReturnedDialog open comment="营业执照图片不清晰，请重新上传。" onRetry={() => undefined} onLeave={() => undefined} />, { locale: 'zh' });
    const dialog = await screen.findByRole('dialog', { name: '认证失败' });
    expect(within(dialog).getByText(/营业执照图片不清晰/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
  }, JOURNEY_MS);
});

describe('moving through the steps (001 §2.1, §4, §8)', () => {
  it('resumes where the data stops; save stores and stays; a refused next stays with the server message; next advances on 200; previous goes back', async () => {
    await signedInAs('demo.kyc.half');
    await renderApp('/CommKycFile?id=20023&status=INIT');
    await waitFor(() => expect(currentStep()).toMatch(/^Step 3 of 7/));
    expect(within(steps()).queryByRole('button', { name: /^Step 4 of 7/ })).toBeNull();
    const user = userEvent.setup();
    // A reached step opens from the keyboard. Steps 2 and 3 only: step 1's form is the slowest to render.
    stepButton(/^Step 2 of 7/).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentStep()).toBe('Step 2 of 7: Authorised person'));

    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notices.success).toContain('Saved successfully'));
    expect(currentStep()).toMatch(/^Step 2 of 7/);

    server.use(
      http.post('*/kj-kyc/enterprise/handleAfterUpdateManagerInPortal', () => HttpResponse.json({ code: '500', msg: 'The e-mail is already registered.' })),
    );
    // The manager (王 芳) is not the signed-in user: next asks whether to update the account (001 §8).
    const association = () => screen.findByRole('dialog', { name: 'Update your account with these details?' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(within(await association()).getByRole('button', { name: 'Update my account and continue' }));
    await waitFor(() => expect(notices.error).toContain('The e-mail is already registered.'));
    // Refused: the dialog stays for another try; going back to the step leaves it as it was.
    await user.click(within(await association()).getByRole('button', { name: 'Go back and edit' }));
    expect(currentStep()).toMatch(/^Step 2 of 7/);
    // The step stays, its buttons usable again once the call has ended.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(within(await association()).getByRole('button', { name: 'Update my account and continue' }));
    await waitFor(() => expect(currentStep()).toBe('Step 3 of 7: Legal person'));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(currentStep()).toMatch(/^Step 2 of 7/));
  }, JOURNEY_MS);
});

describe('the steps follow the location (001 §2.3, §6)', () => {
  it('an overseas enterprise (demo.kyc.os): the indicator names step 3 Directors, not Legal person', async () => {
    await signedInAs('demo.kyc.os');
    await renderApp('/CommKycFile?id=20022&status=INIT');
    await waitFor(() => expect(currentStep()).toBe('Step 1 of 7: Company information'));
    const labels = [...steps().querySelectorAll('[aria-label^="Step "]')].map((item) => item.getAttribute('aria-label'));
    expect(labels).toEqual([
      'Step 1 of 7: Company information',
      'Step 2 of 7: Authorised person',
      'Step 3 of 7: Directors',
      'Step 4 of 7: Beneficial owners',
      'Step 5 of 7: Bank accounts',
      'Step 6 of 7: E-signature and submit',
      'Step 7 of 7: Submitted',
    ]);
  }, JOURNEY_MS);
});

describe('the authorised person in step 3 (001 §2.3)', () => {
  it('mainland (demo.kyc.cn): step 2 saved with the authorised person as Legal representative (ID images uploaded, OCR filling the ID number): step 3 lists them as Legal person 1, locked, with that ID number and both ID images, the list read again after the save', async () => {
    await signedInAs('demo.kyc.cn');
    // Step 1 saved complete with its licence, so the fresh application resumes at step 2 (step 1 itself: CompanyStep.test.tsx).
    const company = {
      id: '20021', companyName: 'Mainland Onboarding Co., Ltd.', companyNameCn: '大陆开户演示有限公司', registeredArea: '中国', registeredAreaCode: 'CHN',
      registeredDetail: '深圳市福田区深南大道 21 号', manageCountry: '中国', manageCountryCode: 'CHN', manageDetail: '深圳市福田区深南大道 21 号',
      manageDetailIsRegisteredDetail: 'Y', companyType: 'GENERAL_TAXPAYER', companyIdentType: 'BUSINESS_LICENCE', companyIdentCode: '91440300MA5F300021',
      companyIdentStartTime: '2020-05-18', companyIdentExpirationTime: '9999-12-31', expirationPerennial: 'Y', certIssueCode: 'CHN', mediaId: 'ENT20021',
    };
    expect((await post('/kj-kyc/enterprise/handleAfterUpdateInPortal', company)).code).toBe('200');
    storeFile(MEDIA_MODEL.enterprise, MEDIA_CATEGORY.businessLicence, 'ENT20021', 'licence_scan.png');
    const requests = recordRequests();
    await renderApp('/CommKycFile?id=20021&status=INIT');
    await waitFor(() => expect(currentStep()).toBe('Step 2 of 7: Authorised person'), { timeout: 20_000 });
    const user = userEvent.setup();
    const pick = async (field: string, option: string) => {
      await user.click(await screen.findByLabelText(field));
      await user.click((await screen.findAllByTitle(option)).at(-1)!);
    };
    await pick('Position', 'Legal representative');
    await user.keyboard('{Escape}');
    await pick('Issuing place', 'China');
    await pick('ID type', 'Resident identity card');
    await user.upload(screen.getByLabelText('ID front'), signedFile('manager_front.png'));
    await user.upload(screen.getByLabelText('ID back'), signedFile('manager_back.png'));
    await waitFor(() => expect(screen.getByLabelText('ID number')).toHaveValue('11010519491231002X'));
    await screen.findByRole('button', { name: 'Preview manager_back.png' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const association = await screen.findByRole('dialog', { name: 'Update your account with these details?' });
    await user.click(within(association).getByRole('button', { name: 'Update my account and continue' }));
    await waitFor(() => expect(currentStep()).toBe('Step 3 of 7: Legal person'), { timeout: 20_000 });

    const card = await screen.findByRole('group', { name: 'Legal person 1' });
    expect(within(card).getByText('This entry is the authorised person and cannot be edited here.')).toBeInTheDocument();
    const idNo = within(card).getByRole('textbox', { name: 'ID number' });
    expect(idNo).toHaveValue('11010519491231002X');
    expect(idNo).toBeDisabled();
    // The same media id as step 2: the images uploaded there.
    for (const name of ['Preview manager_front.png', 'Preview manager_back.png']) expect(await within(card).findByRole('button', { name })).toBeInTheDocument();
    // The list was read before the save (without the authorised person, who held no role yet) and again after it.
    const { before, after } = await requests.around('/kj-kyc/enterprise/handleAfterUpdateManagerInPortal');
    expect(before).toContain('/kj-kyc/enterprise/listLegalByEnterpriseId');
    expect(after).toContain('/kj-kyc/enterprise/listLegalByEnterpriseId');
  }, JOURNEY_MS);
});

describe('a reload keeps the step (a language switch reloads, 000 §4)', () => {
  it('opens the step this tab was on, not the resume step; another user in the tab starts afresh', async () => {
    await signedInAs('demo.kyc.half');
    const first = await renderApp('/CommKycFile?id=20023');
    await waitFor(() => expect(currentStep()).toMatch(/^Step 3 of 7/));
    const user = userEvent.setup();
    await user.click(stepButton(/^Step 2 of 7/));
    await waitFor(() => expect(currentStep()).toBe('Step 2 of 7: Authorised person'));
    first.unmount();

    // The page again, as after a reload: step 2, with step 3 still reachable.
    await renderApp('/CommKycFile?id=20023');
    await waitFor(() => expect(currentStep()).toBe('Step 2 of 7: Authorised person'));
    expect(stepButton(/^Step 3 of 7/)).toBeInTheDocument();
  }, JOURNEY_MS);
});

describe('nothing typed is lost (001 §2.1)', () => {
  const key = draftKey('demo.kyc.half', { enterpriseId: '20023', step: 1 });

  /** demo.kyc.half's wizard, moved back from its resume step 3 to step 1, whose operating address is typed and kept as a draft. */
  async function typedOnStepOne(address: string) {
    await signedInAs('demo.kyc.half');
    window.location.hash = '#/CommKycFile?id=20023';
    const first = await renderApp('/CommKycFile?id=20023');
    const user = userEvent.setup();
    await waitFor(() => expect(currentStep()).toMatch(/^Step 3 of 7/));
    await user.click(stepButton(/^Step 1 of 7/));
    const field = await screen.findByRole('textbox', { name: 'Operating address' });
    await user.clear(field);
    await enter(user, field, address);
    await waitFor(() => expect(storage.get<Record<string, unknown>>('session', key)).toMatchObject({ manageDetail: address }));
    return { first, user };
  }

  it('kept across a forced sign-in (830005): signed in again, the step and the input are back; a save clears it', async () => {
    const { first, user } = await typedOnStepOne('Typed Road 1');
    setFault({ target: '/kj-kyc/enterprise/updateInPortal', kind: 'forcedRelogin' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // 000 §8: 830005 sends the tab to the sign-in page; the draft stays in session storage.
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/login/));
    expect(storage.get('session', key)).toMatchObject({ manageDetail: 'Typed Road 1' });
    first.unmount();
    clearFaults();

    await signedInAs('demo.kyc.half');
    await renderApp('/CommKycFile?id=20023');
    // Back on the step the user was on (not the resume step 3), with what was typed.
    await waitFor(() => expect(currentStep()).toBe('Step 1 of 7: Company information'));
    expect(await screen.findByDisplayValue('Typed Road 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notices.success).toContain('Saved successfully'));
    expect(storage.get('session', key)).toBeNull();
  }, JOURNEY_MS);

  it('kept across an expired session (01100): the alert’s Login Again opens the sign-in with the wizard as its return; signed in again, the step and the input are back', async () => {
    const { first, user } = await typedOnStepOne('Typed Road 2');
    // 000 §8: the session ended on the server; the save is answered 01100 and the session alert shows.
    setFault({ target: '/kj-kyc/enterprise/updateInPortal', kind: 'sessionExpired' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notices.alerts).toHaveLength(1));
    expect(notices.alerts[0]).toMatchObject({ content: 'Your session has expired. Please log in again.', okText: 'Login Again' });
    notices.alerts[0]?.onOk?.();
    expect(window.location.hash).toBe(`#/login?refer=${encodeURIComponent('/CommKycFile?id=20023')}`);
    expect(storage.get('session', key)).toMatchObject({ manageDetail: 'Typed Road 2' });
    first.unmount();
    clearFaults();

    await signedInAs('demo.kyc.half');
    await renderApp('/CommKycFile?id=20023');
    await waitFor(() => expect(currentStep()).toBe('Step 1 of 7: Company information'));
    expect(await screen.findByDisplayValue('Typed Road 2')).toBeInTheDocument();
  }, JOURNEY_MS);
});

describe('the enterprise of the page (001 §6)', () => {
  it('an enterprise other than the chosen one: the no-permission message, then logout to /login', async () => {
    await signInAs('demo.many');
    userSignedIn({ loginName: 'demo.many' });
    chooseForTest('20011');
    const { route } = await renderApp('/CommKycFile?id=20018');
    await waitFor(() => expect(route()).toBe('/login'));
    expect(notices.warning).toContain('No permission. Please contact your administrator.');
    expect(screen.queryByRole('navigation', { name: 'Onboarding steps' })).toBeNull();
  }, JOURNEY_MS);
});
