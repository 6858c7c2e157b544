import { beforeEach, describe, expect, it } from '@rstest/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { server } from '@mocks/node';
import { addStore, saveCorpInfo } from '@mocks/lib/preApproval';
import { get, signInAs } from '@mocks/testing/client';
import { sessionCleared, userSignedIn } from '@/entities/session';
import { recordNotices, type NoticeRecord } from '@tests/support/notices';
import { renderApp } from '@tests/support/render';
import { multipartFileNames, recordRequests } from '@tests/support/requests';
import { chooseForTest } from '@tests/support/session';
import { signedFile } from '@tests/support/files';

/**
 * The three-step pre-approval application (/preApproval/apply, 001 §2.5, §5 "Pre-approval
 * details", §7 "Pre-approval") against the mock, as demo.pre.apply (enterprise 20055,
 * 杭州丝路服饰有限公司: no company details, no stores; mocks/scenarios/preApproval.ts).
 * The step rules' table is applyStepRules.test.ts; the stores table, the authorisation dialog
 * and the settlement table have their own tests (StoreConnectionPage, AuthorizeDialog).
 */

configure({ asyncUtilTimeout: 10_000 });
const JOURNEY_MS = 60_000;
const ENTERPRISE = '20055';
const UPDATE = '/kj-bigdata/preApproval/updateByEnterpriseId';
const BATCH_UPLOAD = '/kj-bigdata/preApproval/batchUpload';

let notices: NoticeRecord;

async function open(locale: 'en' | 'zh' = 'en') {
  await signInAs('demo.pre.apply');
  await get('/kj-web/sys/setOrgId', { orgId: ENTERPRISE });
  userSignedIn({ loginName: 'demo.pre.apply' });
  chooseForTest(ENTERPRISE, { status: 'INIT', productType: 'DEFAULT_PRODUCT', location: 'TERRITORY' });
  const rendered = await renderApp('/preApproval/apply?productType=E_FINANCE', { locale });
  await screen.findByRole('heading', { level: 1, name: locale === 'en' ? 'Apply for pre-approval' : '申请预审批' }, { timeout: 20_000 });
  return { ...rendered, user: userEvent.setup() };
}

/** The step's panel, by its title (its heading reads "Step n of 3 <title>"). */
const step = (title: string) => screen.getByRole('heading', { level: 2, name: new RegExp(`${title}$`) }).closest('section')!;
const isOpen = (title: string) => step(title).getAttribute('aria-current') === 'step';
const stepOpen = (title: string) => waitFor(() => expect(isOpen(title)).toBe(true));

/** The option texts of the antd Select named `label`, once its list is open. */
async function optionsOf(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  return waitFor(() => {
    const listbox = document.getElementById(screen.getByRole('combobox', { name: label }).getAttribute('aria-controls') ?? '');
    const texts = [...(listbox?.parentElement?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? [])].map((option) => option.getAttribute('title') ?? option.textContent);
    if (texts.length === 0) throw new Error(`no options for ${label}`);
    return texts;
  });
}

/** Opens the Select named `label` and picks the option with this text. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((element) => element.getAttribute('title') === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}


beforeEach(() => {
  sessionCleared();
  sessionStorage.clear();
  localStorage.clear();
  notices = recordNotices();
});

describe('pre-approval application, step 1: company details (001 §2.5, §5)', () => {
  it('opens on step 1 with the company as context; Save on empty fields shows both messages and sends nothing', async () => {
    const { user } = await open();
    await stepOpen('Company details');
    expect(within(step('Company details')).getByText('杭州丝路服饰有限公司')).toBeInTheDocument();
    // The later steps are not reached yet: their titles only.
    expect(within(step('Revenue and commerce accounts')).getByText('Not started')).toBeInTheDocument();
    expect(within(step('Settlement data files')).getByText('Not started')).toBeInTheDocument();
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select your monthly sales.')).toBeInTheDocument();
    expect(screen.getByText('Please select your business scope.')).toBeInTheDocument();
    expect(await requests.to(UPDATE)).toEqual([]);
    expect(isOpen('Company details')).toBe(true);
  }, JOURNEY_MS);

  it('in Chinese: the options are queryList’s Chinese names and the messages are Chinese', async () => {
    const { user } = await open('zh');
    await stepOpen('企业信息');
    expect(await optionsOf('月销售额')).toEqual(['5 万美元以下', '5 万 - 20 万美元', '20 万 - 50 万美元', '50 万 - 100 万美元', '100 万美元以上']);
    expect(await optionsOf('经营范围')).toEqual(['服装鞋帽', '消费电子', '家居园艺', '运动户外', '母婴玩具', '美妆个护', '其他']);
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请选择月销售额。')).toBeInTheDocument();
    expect(screen.getByText('请选择经营范围。')).toBeInTheDocument();
  }, JOURNEY_MS);

  it('in English: the options are queryList’s English names (nameEn)', async () => {
    await open();
    await stepOpen('Company details');
    expect(await optionsOf('Monthly sales')).toEqual(['Under USD 50,000', 'USD 50,000 - 200,000', 'USD 200,000 - 500,000', 'USD 500,000 - 1,000,000', 'Over USD 1,000,000']);
    expect(await optionsOf('Business scope')).toEqual(['Apparel and footwear', 'Consumer electronics', 'Home and garden', 'Sports and outdoors', 'Baby and toys', 'Beauty and personal care', 'Other']);
  }, JOURNEY_MS);

  it('Save sends both codes with updateByEnterpriseId, the step closes into its summary and step 2 opens; the edit icon reopens it with the saved values', async () => {
    const { user } = await open();
    await stepOpen('Company details');
    await choose('Monthly sales', 'USD 200,000 - 500,000');
    await choose('Business scope', 'Consumer electronics');
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await stepOpen('Revenue and commerce accounts');
    // Focus moves to the step that opened.
    expect(document.activeElement).toBe(within(step('Revenue and commerce accounts')).getByRole('heading', { level: 2 }));
    expect((await requests.to(UPDATE)).map((seen) => seen.body)).toEqual([{ enterpriseId: ENTERPRISE, monthlySales: 'MS03', businessScope: 'BS02' }]);
    expect(notices.success).toContain('Your company details have been saved.');
    const company = step('Company details');
    expect(within(company).getByText('Completed')).toBeInTheDocument();
    expect(within(company).queryByRole('combobox')).toBeNull();
    expect(within(company).getByText('USD 200,000 - 500,000')).toBeInTheDocument();
    expect(within(company).getByText('Consumer electronics')).toBeInTheDocument();

    await user.click(within(company).getByRole('button', { name: 'Edit Company details' }));
    await stepOpen('Company details');
    expect(isOpen('Revenue and commerce accounts')).toBe(false);
    // antd's Select shows the chosen option's label in the box.
    await waitFor(() => expect(within(step('Company details')).getByTitle('USD 200,000 - 500,000')).toBeInTheDocument());
    expect(within(step('Company details')).getByTitle('Consumer electronics')).toBeInTheDocument();
    // Cancel closes it again unchanged; step 2 is still the first incomplete step.
    await user.click(within(step('Company details')).getByRole('button', { name: 'Cancel' }));
    await stepOpen('Revenue and commerce accounts');
    expect(within(step('Company details')).getByText('USD 200,000 - 500,000')).toBeInTheDocument();
  }, JOURNEY_MS);

  it('what was chosen and not saved comes back when the user signs in again after the session ended (a draft, as the wizards keep)', async () => {
    const first = await open();
    await stepOpen('Company details');
    await choose('Monthly sales', 'USD 200,000 - 500,000');
    await choose('Business scope', 'Consumer electronics');
    // The session has ended meanwhile: Save is answered 01100, and Login Again leaves the
    // page (the app's address, which the memory router here does not keep) for the sign-in.
    window.location.hash = `#${first.route()}`;
    server.use(http.post(`*${UPDATE}`, () => HttpResponse.json({ code: '01100', msg: 'expired' }), { once: true }));
    await first.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notices.alerts).toHaveLength(1));
    notices.alerts[0]?.onOk?.();
    expect(window.location.hash).toBe(`#/login?refer=${encodeURIComponent('/preApproval/apply?productType=E_FINANCE')}`);
    first.unmount();

    // Signed in again as the same user, back on the page: the choices are there, unsaved.
    await open();
    await stepOpen('Company details');
    await waitFor(() => expect(within(step('Company details')).getByTitle('USD 200,000 - 500,000')).toBeInTheDocument());
    expect(within(step('Company details')).getByTitle('Consumer electronics')).toBeInTheDocument();
    expect(within(step('Company details')).queryByText('Completed')).toBeNull();
  }, JOURNEY_MS);

  it('Save is disabled while it runs; a refused save shows the server’s message, keeps the choices and the step open', async () => {
    const { user } = await open();
    await stepOpen('Company details');
    await choose('Monthly sales', 'Under USD 50,000');
    await choose('Business scope', 'Other');
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(
        `*${UPDATE}`,
        async () => {
          await answered;
          return HttpResponse.json({ code: '30013', msg: 'The company details cannot be saved now.', message: 'The company details cannot be saved now.', data: null });
        },
        { once: true },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // While the save runs, Save cannot be pressed again.
    await waitFor(() => expect(screen.getByRole('button', { name: /Save$/ })).toBeDisabled());
    answer();
    await waitFor(() => expect(notices.error).toContain('The company details cannot be saved now.'));
    expect(isOpen('Company details')).toBe(true);
    expect(within(step('Company details')).getByTitle('Under USD 50,000')).toBeInTheDocument();
    expect(within(step('Company details')).getByTitle('Other')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  }, JOURNEY_MS);
});

describe('pre-approval application, the whole flow (001 §2.5, §4)', () => {
  it('step 2: Continue waits for an account; an account added through the dialog shows in the summary; step 3 says an Others account needs no file, and its Submit opens the success dialog, Done the product centre', async () => {
    saveCorpInfo(ENTERPRISE, 'MS01', 'BS01');
    const { user, route } = await open();
    // Step 1 is saved on the server: step 2 opens first, step 1 shows its summary.
    await stepOpen('Revenue and commerce accounts');
    expect(within(step('Company details')).getByText('Under USD 50,000')).toBeInTheDocument();
    expect(within(step('Company details')).getByText('Apparel and footwear')).toBeInTheDocument();

    const accounts = step('Revenue and commerce accounts');
    expect(within(accounts).getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(within(accounts).getByText('Add at least one account to continue.')).toBeInTheDocument();
    await user.click(within(accounts).getByRole('button', { name: 'Add account' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /^Others/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(step('Revenue and commerce accounts')).getByRole('button', { name: 'Continue' })).toBeEnabled());
    await user.click(within(step('Revenue and commerce accounts')).getByRole('button', { name: 'Continue' }));

    await stepOpen('Settlement data files');
    const summary = step('Revenue and commerce accounts');
    expect(within(summary).getByText('Accounts: 1')).toBeInTheDocument();
    const names = within(within(summary).getByRole('list', { name: 'Accounts added' })).getAllByRole('listitem');
    expect(names.map((item) => item.textContent)).toEqual([expect.stringMatching(/^\S+ \(Other platform\)$/)]);
    expect(within(summary).getByRole('button', { name: 'Edit Revenue and commerce accounts' })).toBeInTheDocument();

    // An "Others" account needs no settlement file (001 §5): its row says so, and Submit
    // sends nothing and succeeds.
    expect(within(step('Settlement data files')).getByText('No file needed')).toBeInTheDocument();
    const requests = recordRequests();
    await user.click(within(step('Settlement data files')).getByRole('button', { name: 'Submit' }));
    const success = await screen.findByRole('dialog', { name: 'Submitted successfully' });
    expect(await requests.to(BATCH_UPLOAD)).toEqual([]);
    await user.click(within(success).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(route()).toBe('/main-productCenter'));
  }, JOURNEY_MS);

  it('details saved and an Amazon store already there: step 3 opens at once with both summaries; its file is sent with the store, then the success dialog', async () => {
    saveCorpInfo(ENTERPRISE, 'MS05', 'BS03');
    addStore(ENTERPRISE, { platform: 'Amazon SC', storeName: 'A5PRE0055US001', area: 'US' });
    const { user } = await open();
    await stepOpen('Settlement data files');
    expect(within(step('Company details')).getByText('Over USD 1,000,000')).toBeInTheDocument();
    expect(within(step('Company details')).getByText('Home and garden')).toBeInTheDocument();
    expect(within(step('Revenue and commerce accounts')).getByText('Accounts: 1')).toBeInTheDocument();
    expect(within(step('Revenue and commerce accounts')).getByText('A5PRE0055US001 (Amazon Seller Central · US)')).toBeInTheDocument();

    const requests = recordRequests();
    await user.upload(await screen.findByLabelText('Settlement files for seller A5PRE0055US001'), signedFile('US settlement March-2025.csv'));
    await screen.findByText('US settlement March-2025.csv');
    await user.click(within(step('Settlement data files')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Submitted successfully' })).toBeInTheDocument();
    const sent = (await requests.to(BATCH_UPLOAD)).map((seen) => String(seen.body));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/name="sellerId"\r?\n\r?\nA5PRE0055US001/);
    // Sent under a name that meets 000 §5's rule, made from the user's.
    expect(multipartFileNames(sent[0])).toEqual(['US_settlement_March_2025.csv']);
  }, JOURNEY_MS);

  it('the reads fail: an error with Retry, which loads the steps', async () => {
    server.use(http.post('*/kj-bigdata/preApproval/getCorpInfo', () => HttpResponse.json({ code: '500', msg: 'Busy', message: 'Busy', data: null }), { once: true }));
    const { user } = await open();
    expect(await screen.findByText('Your pre-approval application could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await stepOpen('Company details');
  }, JOURNEY_MS);
});

describe('the enterprise of the page (001 §6)', () => {
  it('an enterprise other than the chosen one, as the other onboarding pages: the no-permission message, then logout to /login; nothing is asked for it', async () => {
    // demo.many may see both enterprises: the menu permission check passes, the page decides.
    await signInAs('demo.many');
    userSignedIn({ loginName: 'demo.many' });
    chooseForTest('20011');
    const requests = recordRequests();
    const { route } = await renderApp('/preApproval/apply?id=20018&productType=E_FINANCE');
    // The logout keeps the query productType (000 §4).
    await waitFor(() => expect(route()).toBe('/login?productType=E_FINANCE'));
    expect(notices.warning).toContain('No permission. Please contact your administrator.');
    expect(await requests.to('/kj-bigdata/clientAuthInfo/getTokenByEnterpriseId')).toEqual([]);
  }, JOURNEY_MS);
});
