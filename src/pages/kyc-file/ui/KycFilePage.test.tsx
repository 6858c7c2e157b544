import { beforeEach, describe, expect, it } from '@rstest/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { get, post, signInAs } from '@mocks/testing/client';
import { sessionCleared, userSignedIn } from '@/entities/session';
import { MEDIA_CATEGORY, MEDIA_MODEL } from '@/entities/media-file';
import { enter } from '@tests/support/input';
import { storeFile, storeIdImages } from '@tests/support/media';
import { recordNotices, type NoticeRecord } from '@tests/support/notices';
import { renderApp } from '@tests/support/render';
import { recordRequests } from '@tests/support/requests';
import { chooseForTest } from '@tests/support/session';
import { rememberPosition } from '@/widgets/wizard-frame';
import { KYC_FILE_FLOW } from '../config/steps';

/**
 * The KYC file wizard's page (001 §2.2, §6) against the mock, its page rules only: the
 * variant's steps, the mode from the query or the enterprise (SUBMIT read-only on the last
 * step, BACK with the review's comment), the submit and what follows it (the six-step
 * variant's transaction password, success), back to the product centre, back from step 2
 * staging the draft before it goes, step 1's location kept in session storage, and the
 * page's enterprise. Each step's own rules are in ./steps/*.test.tsx; the buttons' table
 * and the opening position in lib/wizardSteps.test.ts.
 */

// Antd renders against the mock are slow on a busy 2-core machine: wait up to 10 s.
configure({ asyncUtilTimeout: 10_000 });
/** A walk through the wizard renders several antd forms against the mock. */
const JOURNEY_MS = 60_000;

const SAVE_PASSWORD = '/kj-kyc/eKyc/saveTransactionPassword';

const ENTERPRISE: Record<string, { id: string; productType: string; location: string }> = {
  'demo.file.cn': { id: '20031', productType: 'IDD', location: 'TERRITORY' },
  'demo.file.back': { id: '20034', productType: 'IDD', location: 'TERRITORY' },
  'demo.file.done': { id: '20035', productType: 'IDD', location: 'TERRITORY' },
  'demo.efin': { id: '20008', productType: 'E_FINANCE', location: 'TERRITORY' },
};

let notices: NoticeRecord;

async function signedInAs(loginName: string) {
  const { id, productType, location } = ENTERPRISE[loginName]!;
  await signInAs(loginName);
  await get('/kj-web/sys/setOrgId', { orgId: id });
  userSignedIn({ loginName: loginName });
  chooseForTest(id, { status: null, productType, location });
  return id;
}

const steps = () => screen.getByRole('navigation', { name: 'Onboarding steps' });
/** The indicator's current step, by its label ("Step n of 6: title"). */
const currentStep = () => steps().querySelector('[aria-current="step"]')?.getAttribute('aria-label') ?? '';

/** What differs between the mainland enterprises whose steps 1-3 a test completes: demo.efin's and demo.file.cn's. */
const COMPLETE_COMPANY = {
  '20008': { companyName: 'E-Finance Demo Co., Ltd.', companyNameCn: '数字融资演示有限公司', companyIdentCode: '91310115MA1K300008', email: 'efin@demo.kj' },
  '20031': { companyName: 'Mainland Invoice Finance Co., Ltd.', companyNameCn: '大陆发票融资演示有限公司', companyIdentCode: '91310115MA1K4DEM05', email: 'file.cn@demo.kj' },
} as const;

/**
 * Steps 1-3 of a mainland enterprise (demo.efin's or demo.file.cn's) saved complete through
 * the wizard's own calls, with their documents: a mainland company with its business
 * licence, the manager as legal representative (so step 3's legal person is the manager's
 * entry), one beneficial owner.
 */
async function completeStepsOneToThree(id: keyof typeof COMPLETE_COMPANY) {
  const { companyName, companyNameCn, companyIdentCode, email } = COMPLETE_COMPANY[id];
  const [enterpriseKey, managerKey, ownerKey] = [`ENT${id}`, `MGR${id}`, `BEN${id}B1`];
  const company = {
    id, companyName, companyNameCn, registeredAreaCode: 'CHN', registeredArea: '中国',
    registeredDetail: '上海市浦东新区世纪大道100号环球金融中心20层', manageCountryCode: 'CHN', manageCountry: '中国', manageDetail: '上海市浦东新区世纪大道100号环球金融中心20层',
    manageDetailIsRegisteredDetail: 'Y', companyType: 'GENERAL_TAXPAYER', companyIdentType: 'BUSINESS_LICENCE', companyIdentCode,
    companyIdentStartTime: '2020-05-18', companyIdentExpirationTime: '9999-12-31', expirationPerennial: 'Y', certIssueCode: 'CHN', mediaId: enterpriseKey,
  };
  const manager = {
    enterpriseId: id, position: ['LEGAL'], certificateIssuingPlaceCode: 'CHN', identType: 'CREDENTIALS_ID', identNo: '11010519491231002X',
    lastName: '张', firstName: 'Wei Ming', email, phoneAreaCode: '86', phone: '13800010031', mediaId: managerKey,
  };
  const owner = {
    contactRoleType: 'PERSONAL', gender: 'MALE', birthday: '1980-01-01', lastName: 'Li', firstName: 'Wei', identType: 'CREDENTIALS_ID',
    identNo: '310115198001010021', certificateIssuingPlaceCode: 'CHN', mediaId: ownerKey,
  };
  expect((await post('/kj-kyc/eKyc/saveEnterprise', company)).code).toBe('200');
  expect((await post('/kj-kyc/eKyc/saveManager', manager)).code).toBe('200');
  expect((await post('/kj-kyc/eKyc/saveEnterpriseContact', { enterpriseId: id, legal: null, director: null, beneficiaryList: [owner], stockholderList: [] })).code).toBe('200');
  storeFile(MEDIA_MODEL.enterprise, MEDIA_CATEGORY.businessLicence, enterpriseKey, 'business_licence.pdf');
  for (const busiKey of [managerKey, ownerKey]) storeIdImages(busiKey);
}

beforeEach(() => {
  sessionCleared();
  localStorage.clear();
  sessionStorage.clear();
  notices = recordNotices();
});

describe('the KYC file wizard (001 §2.2)', () => {
  it('the open-account step: Submit waits while steps 1-3 lack data, and says why beside it, as every wizard does', async () => {
    await signedInAs('demo.file.cn');
    // The tab was on step 4 (a reload keeps the place): the new application lacks steps 1-3's data.
    rememberPosition({ enterpriseId: '20031', flow: KYC_FILE_FLOW }, { step: 4, reached: 4 });
    await renderApp('/kycFileCN?id=20031&status=INIT');
    const submit = await screen.findByRole('button', { name: 'Submit' }, { timeout: 20_000 });
    expect(submit).toBeDisabled();
    await waitFor(() => expect(submit).toHaveAccessibleDescription('Complete the steps listed above to submit.'));
  }, JOURNEY_MS);

  it('/kycFileCN: six steps, a new application opens on basics info with next only; back to the product centre from the header', async () => {
    await signedInAs('demo.file.cn');
    const { route } = await renderApp('/kycFileCN?id=20031&status=INIT');
    // The first render of the file loads the page's chunk: slow on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'KYC file' }, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(currentStep()).toBe('Step 1 of 6: Company information'));
    expect(await screen.findByRole('heading', { level: 3, name: 'Company information' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    for (const name of ['Previous', 'Save', 'Submit']) expect(screen.queryByRole('button', { name })).toBeNull();
    const labels = [...steps().querySelectorAll('[aria-label^="Step "]')].map((item) => item.getAttribute('aria-label'));
    expect(labels).toEqual([
      'Step 1 of 6: Company information',
      'Step 2 of 6: Authorised person',
      'Step 3 of 6: Legal person, owners and shareholders',
      'Step 4 of 6: Open-account form',
      'Step 5 of 6: Transaction password',
      'Step 6 of 6: Submitted',
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to products' }));
    await waitFor(() => expect(route()).toBe('/main-productCenter'));
  }, JOURNEY_MS);

  it('/childEkycPortal/efinKyc: five steps, without the transaction password', async () => {
    await signedInAs('demo.efin');
    await renderApp('/childEkycPortal/efinKyc?id=20008&status=INIT');
    expect(await screen.findByRole('heading', { level: 1, name: 'E-finance KYC' }, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(currentStep()).toBe('Step 1 of 5: Company information'));
    expect(steps().querySelector('[aria-label="Step 5 of 5: Submitted"]')).not.toBeNull();
    expect(screen.queryByText('Transaction password')).toBeNull();
    // Outside the shell, the header carries the shell's own user menu (000 §1, 001 §2.1).
    await userEvent.setup().click(within(screen.getByRole('group', { name: 'Account' })).getByRole('button'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['简体中文', 'English', 'Change password', 'Log out']);
  }, JOURNEY_MS);

  it('/childEkycPortal/efinKyc, steps 1-3 complete: it opens on the open-account form; ticked, Submit leads to step 5 of 5, submitted, with no transaction password; the header goes back to the product centre', async () => {
    await signedInAs('demo.efin');
    await completeStepsOneToThree('20008');
    const { route } = await renderApp('/childEkycPortal/efinKyc?id=20008&status=INIT');
    await waitFor(() => expect(currentStep()).toBe('Step 4 of 5: Open-account form'), { timeout: 20_000 });
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.getByText('All steps are complete.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'I have read and agree to the service agreement' }));
    await user.click(submit);
    await waitFor(() => expect(currentStep()).toBe('Step 5 of 5: Submitted'));
    expect(notices.success).toContain('Submitted successfully');
    expect(await screen.findByText('Your application has been submitted')).toBeInTheDocument();
    expect(screen.queryByText('Transaction password')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Transaction password' })).toBeNull();
    for (const name of ['Previous', 'Submit']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to the product centre' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to products' }));
    await waitFor(() => expect(route()).toBe('/main-productCenter'));
  }, JOURNEY_MS);

  it('/kycFileCN, steps 1-3 complete: ticked, Submit leads to step 5 of 6, the transaction password, without Previous; a different confirmation is refused there and nothing is sent; once equal, Submit leads to step 6 of 6 without the plain password in any request; its button goes to the product centre', async () => {
    await signedInAs('demo.file.cn');
    await completeStepsOneToThree('20031');
    const requests = recordRequests();
    const { route } = await renderApp('/kycFileCN?id=20031&status=INIT');
    await waitFor(() => expect(currentStep()).toBe('Step 4 of 6: Open-account form'), { timeout: 20_000 });
    const submit = () => screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit()).toBeEnabled());
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'I have read and agree to the service agreement' }));
    await user.click(submit());
    await waitFor(() => expect(currentStep()).toBe('Step 5 of 6: Transaction password'));
    expect(notices.success).toEqual(['Submitted successfully']);
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();

    const form = await screen.findByRole('form', { name: 'Transaction password' });
    const password = within(form).getByLabelText('Transaction password', { selector: 'input' });
    const confirm = within(form).getByLabelText('Confirm the transaction password');
    await enter(user, password, 'Trade#Pass2025');
    await enter(user, confirm, 'Trade#Pass2024');
    await user.click(submit());
    expect(await screen.findByText('The two passwords do not match!')).toBeInTheDocument();
    await waitFor(() => expect(submit()).not.toHaveClass('ant-btn-loading'));
    expect(currentStep()).toBe('Step 5 of 6: Transaction password');
    expect(await requests.to(SAVE_PASSWORD)).toEqual([]);

    await user.clear(confirm);
    await enter(user, confirm, 'Trade#Pass2025');
    await waitFor(() => expect(screen.queryByText('The two passwords do not match!')).toBeNull());
    await user.click(submit());
    await waitFor(() => expect(currentStep()).toBe('Step 6 of 6: Submitted'));
    expect(notices.success).toEqual(['Submitted successfully', 'Transaction password set']);
    expect(await screen.findByText('Your application has been submitted')).toBeInTheDocument();
    // One save, the confirmed one's: the refused Submit sent nothing; no body carries the password in plain.
    expect(await requests.to(SAVE_PASSWORD)).toHaveLength(1);
    const plain = (await requests.all()).filter((seen) => JSON.stringify(seen.body ?? '').includes('Trade#Pass'));
    expect(plain.map((seen) => seen.path)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Back to the product centre' }));
    await waitFor(() => expect(route()).toBe('/main-productCenter'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Product centre' })).toBeInTheDocument();
    expect(notices.error).toEqual([]);
  }, JOURNEY_MS);

  it('submitted (SUBMIT): read-only on the last step, no buttons; steps 1-3 open read-only from the indicator', async () => {
    await signedInAs('demo.file.done');
    await renderApp('/kycFileCN?id=20035&status=SUBMIT');
    expect(await screen.findByText('Your application has been submitted', undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(currentStep()).toBe('Step 6 of 6: Submitted');
    for (const name of ['Previous', 'Next', 'Submit']) expect(screen.queryByRole('button', { name })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(steps()).getByRole('button', { name: 'Step 1 of 6: Company information' }));
    const name = await screen.findByRole('textbox', { name: /Company name \(English\)/ });
    expect(name).toBeDisabled();
    // Steps 4 and 5 are not reopened: the submission and the password happened once.
    expect(within(steps()).queryByRole('button', { name: 'Step 4 of 6: Open-account form' })).toBeNull();
  }, JOURNEY_MS);

  it('returned (BACK): the review comment as text; resumes on step 3 with steps 1-4 open; back from step 2 stages the draft first; next on step 1 keeps the answered location in session storage', async () => {
    await signedInAs('demo.file.back');
    // The session does not know the location yet: step 1's save is what answers it.
    chooseForTest('20034', { status: null, productType: 'IDD', location: null });
    expect(sessionStorage.getItem('location')).toBeNull();
    db.kycEnterprise.update({ where: { id: { equals: '20034' } }, data: { auditCommentEn: '<b>Add</b> the legal person' } });
    await renderApp('/kycFileCN?id=20034&status=BACK');
    expect(await screen.findByText('Your application was returned. Please correct it and submit it again.', undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('<b>Add</b> the legal person')).toBeInTheDocument();
    expect(document.querySelector('.ant-alert b')).toBeNull();
    // It resumes where the data stops: step 3, whose draft lacks the legal person's details.
    await waitFor(() => expect(currentStep()).toBe('Step 3 of 6: Legal person, owners and shareholders'));
    expect(within(steps()).getByRole('button', { name: 'Step 4 of 6: Open-account form' })).toBeInTheDocument();
    const user = userEvent.setup();
    const requests = recordRequests();
    await user.click(within(steps()).getByRole('button', { name: 'Step 1 of 6: Company information' }));
    await screen.findByRole('heading', { level: 3, name: 'Company information' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentStep()).toBe('Step 2 of 6: Authorised person'));
    expect(await requests.to('/kj-kyc/eKyc/saveEnterprise')).toHaveLength(1);
    // The session's one `location` (plain, as sub-applications read it), no key of the wizard's own.
    expect(sessionStorage.getItem('location')).toBe('TERRITORY');
    expect(Object.keys(sessionStorage).filter((key) => /location/i.test(key) && key !== 'location')).toEqual([]);

    const familyName = await screen.findByRole('textbox', { name: /Family name/ });
    await user.clear(familyName);
    await user.type(familyName, 'Draftson');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(currentStep()).toBe('Step 1 of 6: Company information'));
    const staged = await requests.to('/kj-kyc/eKyc/stagedManager');
    expect(staged).toHaveLength(1);
    expect(staged[0]!.body).toMatchObject({ enterpriseId: '20034', manager: { lastName: 'Draftson' } });
    expect(notices.error).toEqual([]);
  }, JOURNEY_MS);

  it('an enterprise other than the chosen one: the no-permission message, then logout to /login', async () => {
    await signedInAs('demo.file.cn');
    const { route } = await renderApp('/kycFileCN?id=20035');
    await waitFor(() => expect(route()).toBe('/login'));
    expect(notices.warning).toContain('No permission. Please contact your administrator.');
  }, JOURNEY_MS);
});
