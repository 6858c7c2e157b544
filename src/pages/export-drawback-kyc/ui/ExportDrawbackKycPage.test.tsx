import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { get, signInAs } from '@mocks/testing/client';
import { sessionCleared, userSignedIn } from '@/entities/session';
import { enter } from '@tests/support/input';
import { recordNotices, type NoticeRecord } from '@tests/support/notices';
import { renderApp } from '@tests/support/render';
import { recordRequests } from '@tests/support/requests';
import { chooseForTest } from '@tests/support/session';
import { recordSavedFiles } from '@tests/support/downloads';

/**
 * The export-drawback onboarding (000 §2 type=prefill, §4 "Export-drawback wizard", §5
 * steps 1-3, §8) against the mock, for demo.one's enterprise 20001 (its trading product can
 * be applied for) and the drawback demo accounts' 20041 and 20042. The field rules' table
 * is lib/rules.test.ts; the prefill's mapping model/prefill.test.ts.
 */

configure({ asyncUtilTimeout: 10_000 });
const JOURNEY_MS = 60_000;

let notices: NoticeRecord;

/** Signs `loginName` in on the mock and in the portal, with its enterprise chosen (INIT, mainland, DEFAULT_PRODUCT). */
async function signedInWith(loginName: string, enterprise: { id: string; companyName: string; companyNameCn: string; companyIdentCode: string }) {
  const { id, ...names } = enterprise;
  await signInAs(loginName);
  await get('/kj-web/sys/setOrgId', { orgId: id });
  userSignedIn({ loginName });
  chooseForTest(id, { ...names, status: 'INIT', productType: 'DEFAULT_PRODUCT', location: 'TERRITORY' });
}

const signedIn = () =>
  signedInWith('demo.one', { id: '20001', companyName: 'One Trade Co., Ltd.', companyNameCn: '壹号贸易有限公司', companyIdentCode: '91310115MA1K300001' });

/** demo.drawback's enterprise (Pearl River, 20041): its KYC manager is the account, so step 2's association check passes. */
const signedInAsDrawback = () =>
  signedInWith('demo.drawback', {
    id: '20041',
    companyName: 'Pearl River Export Manufacturing Co., Ltd.',
    companyNameCn: '珠江出口制造有限公司',
    companyIdentCode: '91440101MA5D300041',
  });

/** demo.drawback.other's enterprise (Ningbo Seaport, 20042): its KYC manager (20042M, Sun Li) is not the account, so step 2 asks to update it. */
const signedInAsDrawbackOther = () =>
  signedInWith('demo.drawback.other', {
    id: '20042',
    companyName: 'Ningbo Seaport Trading Co., Ltd.',
    companyNameCn: '宁波海港贸易有限公司',
    companyIdentCode: '91330200MA2H300042',
  });

/** Step 3: a signed letter uploaded and the terms ticked. */
async function uploadLetterAndTickTerms(user: ReturnType<typeof userEvent.setup>) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, new File(['%PDF-1.4 letter'], 'letter.pdf', { type: 'application/pdf' }));
  await screen.findByText('letter.pdf');
  await user.click(screen.getByRole('checkbox', { name: 'I have read and agree to the terms of the export drawback service' }));
}

const steps = () => screen.getByRole('navigation', { name: 'Onboarding steps' });
const currentStep = () => steps().querySelector('[aria-current="step"]')?.getAttribute('aria-label') ?? '';
const field = (name: string) => screen.getByRole('textbox', { name });

beforeEach(() => {
  sessionCleared();
  sessionStorage.clear();
  notices = recordNotices();
});

afterEach(() => {
  rstest.restoreAllMocks();
});

describe('export drawback onboarding (000 §4, §5)', () => {
  it('from the product centre (prefill): no back, Skip on step 1; the enterprise check, then the association dialog updates the manager; the letter and the terms enable Submit, which applies and goes to the product centre', async () => {
    await signedIn();
    const { route } = await renderApp('/exportDrawbackKyc?type=prefill');
    expect(await screen.findByRole('heading', { level: 1, name: 'Export drawback onboarding' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Skip' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to products' })).toBeNull();
    // Prefilled from the chosen enterprise: its Chinese name, which the letter is made out to.
    expect(field('Company name')).toHaveValue('壹号贸易有限公司');
    expect(field('Unified social credit code')).toHaveValue('91310115MA1K300001');

    const user = userEvent.setup();
    const requests = recordRequests();
    await user.click(screen.getByRole('radio', { name: 'Trading' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentStep()).toBe('Step 2 of 3: Authorised person'));
    expect((await requests.to('/kj-sys/kjEnterprise/checkInitEnterpriseInfo'))[0]!.body).toMatchObject({ enterpriseId: '20001', productType: 'EXPORT_DRAWBACK_TRADE' });

    // Next waits until every field is filled and valid (000 §5 step 2).
    for (const [name, value] of [['Family name', '王'], ['First name', '芳'], ['E-mail', 'wang.fang@example.com'], ['Mobile phone', '138 0013 8000'], ['ID number', '31-01']] as const) {
      await user.clear(field(name));
      await enter(user, field(name), value);
    }
    expect(field('Mobile phone')).toHaveValue('13800138000');
    expect(await screen.findByText('The ID number may contain only letters and digits.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    // The reason beside it is Next's, not Submit's (nothing is listed above on this step).
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAccessibleDescription('Next becomes available once every field is filled in correctly.');
    await user.clear(field('ID number'));
    await enter(user, field('ID number'), '310101199001011234');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());

    // The details are not demo.one's: the dialog says that confirming changes the signed-in
    // account, each detail now and after, and its button is named by that effect (001 §8).
    const header = within(screen.getByRole('banner'));
    expect(await header.findByRole('button', { name: 'Demo One' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update your account with these details?' });
    const rows = within(dialog).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['', 'Now', 'After'],
      ['Name', 'Demo One', '王芳'],
      ['E-mail', 'one@demo.kj', 'wang.fang@example.com'],
      ['Mobile phone', '-', '13800138000'],
    ]);
    expect(within(dialog).getByRole('button', { name: 'Go back and edit' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Update my account and continue' }));
    await waitFor(() => expect(currentStep()).toBe('Step 3 of 3: Authorisation letter'));
    // 000 §3 "Manager update payload": the signed-in user's id (sysUserId); the manager's id
    // when it has one (One Trade's manager is new: demo.drawback.other's, below, sends it).
    expect((await requests.to('/kj-sys/user/editManageUser'))[0]!.body).toMatchObject({
      sysUserId: '10001',
      identType: 'CREDENTIALS_ID',
      firstName: '芳',
      lastName: '王',
      identNo: '310101199001011234',
    });
    expect(await requests.to('/kj-kyc/eKyc/updateExportManager')).toHaveLength(1);
    // Whatever shows the account shows it changed: the header's user menu.
    expect(await header.findByRole('button', { name: '王芳' })).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('Submit becomes available once the terms are ticked and a signed letter is uploaded.')).toBeInTheDocument();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['%PDF-1.4 letter'], 'letter.pdf', { type: 'application/pdf' }));
    await screen.findByText('letter.pdf');
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I have read and agree to the terms of the export drawback service' }));
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.queryByText('Submit becomes available once the terms are ticked and a signed letter is uploaded.')).toBeNull();
    await user.click(submit);
    await waitFor(() => expect(route()).toBe('/main-productCenter'));
    const applied = await requests.to('/kj-kyc/self/registration/applyDrawback');
    expect(applied[0]!.body).toMatchObject({ enterpriseId: '20001', productType: 'EXPORT_DRAWBACK_TRADE', managerLastName: '王', mangerFirstName: '芳', channelId: expect.stringMatching(/\S/) });
    expect(notices.success).toContain('Your export drawback application has been submitted.');
  }, JOURNEY_MS);

  it('otherwise: back to the product centre, no Skip; Next on an empty step 1 shows each field’s message and sends nothing; Chinese messages', async () => {
    await signedIn();
    const { route } = await renderApp('/exportDrawbackKyc', { locale: 'zh' });
    expect(await screen.findByRole('heading', { level: 1, name: '出口退税开通' }, { timeout: 20_000 })).toBeInTheDocument();
    const next = await screen.findByRole('button', { name: /下一步/ });
    expect(screen.queryByRole('button', { name: /跳\s*过/ })).toBeNull();
    const user = userEvent.setup();
    const requests = recordRequests();
    await user.click(next);
    for (const message of ['请输入企业名称。', '请输入统一社会信用代码。', '请选择生产型或贸易型。']) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await requests.to('/kj-sys/kjEnterprise/checkInitEnterpriseInfo')).toEqual([]);
    // Only letters and digits are kept (000 §5), before the 18-character limit: a pasted code
    // with its separators keeps all 18 of them.
    await user.click(field('统一社会信用代码'));
    await user.paste('91440300-MA5F8DEM41');
    expect(field('统一社会信用代码')).toHaveValue('91440300MA5F8DEM41');
    await user.click(screen.getByRole('button', { name: '返回产品' }));
    await waitFor(() => expect(route()).toBe('/main-productCenter'));
  }, JOURNEY_MS);

  it('from the manufacturer card: Manufacturing is chosen, the header names the product, Skip says what it keeps; Skip → step 2 prefilled with the account’s own details → Next, no update dialog → the letter downloads under the company’s name, the terms (a link to them) → Submit sends the type; the card is under review, Verify disabled', async () => {
    await signedInAsDrawback();
    const { route } = await renderApp('/exportDrawbackKyc?type=prefill&productType=EXPORT_DRAWBACK_PROD');
    expect(await screen.findByRole('heading', { level: 1, name: 'Export drawback onboarding' }, { timeout: 20_000 })).toBeInTheDocument();
    // The card's product is the type (000 §2), and the product the header's switch names.
    expect(await screen.findByRole('radio', { name: 'Manufacturing' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Trading' })).not.toBeChecked();
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Products: Export drawback (manufacturer)' })).toBeInTheDocument();
    const skip = screen.getByRole('button', { name: 'Skip' });
    expect(skip).toHaveAccessibleDescription('Skip keeps these details and the drawback type as they are and goes to the manager without checking them now.');
    expect(screen.getByText('Skip keeps these details and the drawback type as they are and goes to the manager without checking them now.')).toBeVisible();

    const user = userEvent.setup();
    const requests = recordRequests();
    await user.click(skip);
    await waitFor(() => expect(currentStep()).toBe('Step 2 of 3: Authorised person'));
    // Prefilled with the KYC manager, Zhou Min, who is the signed-in account (mocks/scenarios/kyc.ts).
    await waitFor(() => expect(field('Family name')).toHaveValue('Zhou'));
    expect(field('First name')).toHaveValue('Min');
    expect(field('E-mail')).toHaveValue('drawback@demo.kj');
    expect(field('Mobile phone')).toHaveValue('13800000041');
    expect(field('ID number')).toHaveValue('440112198605140041');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentStep()).toBe('Step 3 of 3: Authorisation letter'));
    expect(await requests.to('/kj-sys/kjEnterprise/checkInitEnterpriseInfo')).toEqual([]);
    // The association check passes (the details are the account's): no update dialog, and
    // neither the manager nor the account is saved.
    expect((await requests.to('/kj-sys/user/validateUserAssociation')).map((seen) => seen.body)).toEqual([
      expect.objectContaining({ lastName: 'Zhou', firstName: 'Min', email: 'drawback@demo.kj', telephone: '13800000041' }),
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await requests.to('/kj-kyc/eKyc/updateExportManager')).toEqual([]);
    expect(await requests.to('/kj-sys/user/editManageUser')).toEqual([]);

    // The letter downloads, made out to the company's Chinese name, under a name naming both
    // (so the signed copy goes back up as it came down).
    const saved = recordSavedFiles();
    await user.click(screen.getByRole('button', { name: 'Download the authorisation letter' }));
    await waitFor(() => expect(saved).toEqual(['Authorisation_letter_珠江出口制造有限公司.pdf']));
    expect(new URLSearchParams((await requests.to('/kj-kyc/eKyc/downloadAuthLetterByCompanyNameCn'))[0]?.search).get('companyNameCn')).toBe('珠江出口制造有限公司');

    // The terms the box agrees to open on the terms page, in a new tab (the application stays).
    const terms = screen.getByRole('link', { name: 'terms of the export drawback service' });
    expect(terms).toHaveAttribute('href', expect.stringMatching(/\/terms\?doc=platformAgreementEn$/));
    expect(terms).toHaveAttribute('target', '_blank');
    // Steps 1-2 are complete, but not step 3: the list names what Submit waits for, not "complete".
    expect(screen.queryByText('All steps are complete.')).toBeNull();
    expect(screen.getByText('Still missing before you can submit')).toBeInTheDocument();
    expect(screen.getByText('A signed authorisation letter, uploaded')).toBeInTheDocument();
    expect(screen.getByText('Your agreement to the terms (tick the box)')).toBeInTheDocument();
    await uploadLetterAndTickTerms(user);
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.getByText('All steps are complete.')).toBeInTheDocument();
    await user.click(submit);
    await waitFor(() => expect(route()).toBe('/main-productCenter'));
    expect((await requests.to('/kj-kyc/self/registration/applyDrawback'))[0]!.body).toMatchObject({ enterpriseId: '20041', productType: 'EXPORT_DRAWBACK_PROD', companyName: '珠江出口制造有限公司' });
    expect(notices.success).toContain('Your export drawback application has been submitted.');
    // The product centre reads the products again: the card is under review, its Verify disabled.
    const card = await screen.findByRole('article', { name: 'Export drawback (manufacturer)' });
    await waitFor(() => expect(within(card.parentElement!).getByText('Under review')).toBeInTheDocument());
    expect(within(card).getByRole('button', { name: 'Verify' })).toBeDisabled();
    expect(notices.error).toEqual([]);
  }, JOURNEY_MS);

  it('a manager saved before who is not the account (demo.drawback.other): the dialog’s confirm sends editManageUser with that manager’s id and the prefilled details (000 §3 "Manager update payload")', async () => {
    await signedInAsDrawbackOther();
    await renderApp('/exportDrawbackKyc?type=prefill&productType=EXPORT_DRAWBACK_TRADE');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Skip' }, { timeout: 20_000 }));
    await waitFor(() => expect(currentStep()).toBe('Step 2 of 3: Authorised person'));
    // Prefilled with the KYC manager, Sun Li (mocks/scenarios/kyc.ts).
    await waitFor(() => expect(field('Family name')).toHaveValue('Sun'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());

    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update your account with these details?' });
    await user.click(within(dialog).getByRole('button', { name: 'Update my account and continue' }));
    await waitFor(() => expect(currentStep()).toBe('Step 3 of 3: Authorisation letter'));
    expect((await requests.to('/kj-sys/user/editManageUser')).map((seen) => seen.body)).toEqual([
      expect.objectContaining({ id: '20042M', identType: 'CREDENTIALS_ID', lastName: 'Sun', email: 'sun.li@ningbo-seaport.example' }),
    ]);
    expect(notices.error).toEqual([]);
  }, JOURNEY_MS);

  it('without a card’s product: after Skip, step 3 lists the missing type with a link to step 1 and Submit waits; the link goes there', async () => {
    await signedInAsDrawback();
    await renderApp('/exportDrawbackKyc?type=prefill');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Skip' }, { timeout: 20_000 }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentStep()).toBe('Step 3 of 3: Authorisation letter'));

    const requests = recordRequests();
    expect(screen.getByText('Still missing before you can submit')).toBeInTheDocument();
    expect(screen.getByText('Drawback type')).toBeInTheDocument();
    await uploadLetterAndTickTerms(user);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Step 1: Company information' }));
    await waitFor(() => expect(currentStep()).toBe('Step 1 of 3: Company information (Skipped)'));
    expect(screen.getByRole('radio', { name: 'Manufacturing' })).not.toBeChecked();
    expect(await requests.to('/kj-kyc/self/registration/applyDrawback')).toEqual([]);
  }, JOURNEY_MS);
});

describe('Skip is remembered (000 §3 hasSkip)', () => {
  it('Skip keeps hasSkip in session storage; the indicator marks step 1 skipped, after a reload too, until step 1\'s Next has checked it', async () => {
    await signedInAsDrawback();
    const wizard = '/exportDrawbackKyc?type=prefill&productType=EXPORT_DRAWBACK_PROD';
    const first = await renderApp(wizard);
    const user = userEvent.setup();
    expect(sessionStorage.getItem('hasSkip')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Skip' }, { timeout: 20_000 }));
    await waitFor(() => expect(currentStep()).toBe('Step 2 of 3: Authorised person'));
    expect(sessionStorage.getItem('hasSkip')).toBe('true');
    expect(within(steps()).getByLabelText('Step 1 of 3: Company information (Skipped)')).toBeInTheDocument();

    // A reload reopens step 2, and step 1 is still marked.
    first.unmount();
    await renderApp(wizard);
    await waitFor(() => expect(currentStep()).toBe('Step 2 of 3: Authorised person'), { timeout: 20_000 });
    expect(within(steps()).getByLabelText('Step 1 of 3: Company information (Skipped)')).toBeInTheDocument();

    // Step 1's Next checks the details: no longer skipped.
    await user.click(within(steps()).getByLabelText('Step 1 of 3: Company information (Skipped)'));
    await waitFor(() => expect(currentStep()).toBe('Step 1 of 3: Company information (Skipped)'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentStep()).toBe('Step 2 of 3: Authorised person'));
    expect(sessionStorage.getItem('hasSkip')).toBe('false');
    expect(within(steps()).getByLabelText('Step 1 of 3: Company information')).toBeInTheDocument();
  }, JOURNEY_MS);
});

describe('the enterprise of the page (001 §6)', () => {
  it('an enterprise other than the chosen one, as the other onboarding pages: the no-permission message, then logout to /login; nothing is read for it', async () => {
    // demo.many may see both enterprises: the menu permission check passes, the page decides.
    await signInAs('demo.many');
    userSignedIn({ loginName: 'demo.many' });
    chooseForTest('20011');
    const requests = recordRequests();
    const { route } = await renderApp('/exportDrawbackKyc?id=20018');
    await waitFor(() => expect(route()).toBe('/login'));
    expect(notices.warning).toContain('No permission. Please contact your administrator.');
    expect(await requests.to('/kj-kyc/self/registration/exportRefundRecordTransition')).toEqual([]);
  }, JOURNEY_MS);
});
