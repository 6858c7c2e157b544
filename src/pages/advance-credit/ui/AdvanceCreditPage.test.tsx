import { beforeEach, describe, expect, it } from '@rstest/core';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { server } from '@mocks/node';
import { saveCorpInfo } from '@mocks/lib/preApproval';
import { get, signInAs } from '@mocks/testing/client';
import { sessionCleared, userSignedIn } from '@/entities/session';
import { recordNotices, type NoticeRecord } from '@tests/support/notices';
import { renderApp } from '@tests/support/render';
import { chooseForTest } from '@tests/support/session';

/**
 * /AdvanceCredit, the e-finance product's page (000 §2, §4 step 3), against the mock's
 * demo enterprises: 20008 demo.efin (E_FINANCE, INIT, nothing connected), 20052
 * demo.pre.stores (two Amazon stores without files), 20054 demo.pre.done (every Amazon
 * store with files), 20007 demo.fund (no E-finance product). The rules' table is
 * lib/nextStep.test.ts.
 */

configure({ asyncUtilTimeout: 10_000 });
const PAGE_MS = 60_000;
const STORES = '/kj-bigdata/enterpriseAccess/pageAuthorizedStores';

let notices: NoticeRecord;

beforeEach(() => {
  sessionCleared();
  sessionStorage.clear();
  localStorage.clear();
  notices = recordNotices();
});

async function openAs(loginName: string, enterpriseId: string, productType: string, locale: 'en' | 'zh' = 'en') {
  await signInAs(loginName);
  await get('/kj-web/sys/setOrgId', { orgId: enterpriseId });
  userSignedIn({ loginName });
  chooseForTest(enterpriseId, { status: 'INIT', productType, location: 'TERRITORY' });
  const rendered = await renderApp('/AdvanceCredit?productType=E_FINANCE', { locale });
  await screen.findByRole('heading', { level: 1, name: locale === 'en' ? 'Advance credit' : '预授信' }, { timeout: 20_000 });
  return { ...rendered, user: userEvent.setup() };
}

/** The value shown for a progress entry, by its label. */
const progressOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
const nextStep = () => screen.findByRole('heading', { level: 2, name: 'Next step' });

describe('the next step is the main action', () => {
  it('no store connected (demo.efin): connect stores, which opens the store connection; the e-KYC still to complete links to the e-KYC wizard', async () => {
    const { user, route } = await openAs('demo.efin', '20008', 'E_FINANCE');
    await nextStep();
    expect(await screen.findByRole('heading', { level: 3, name: 'Connect your stores' })).toBeInTheDocument();
    const action = screen.getByRole('link', { name: 'Connect stores' });
    expect(action).toHaveAttribute('href', '/preApproval');
    expect(progressOf('E-finance')).toHaveTextContent('Inactive');
    expect(progressOf('Stores connected')).toHaveTextContent('None yet');
    expect(progressOf('Pre-approval application')).toHaveTextContent('Not started');
    expect(progressOf('e-KYC')).toHaveTextContent('Not completed');
    expect(screen.getByRole('link', { name: 'Complete e-KYC' })).toHaveAttribute('href', '/childEkycPortal/efinKyc?id=20008&status=INIT');
    expect(notices.all).toEqual([]);

    await user.click(action);
    await waitFor(() => expect(route()).toBe('/preApproval'));
  }, PAGE_MS);

  it('stores connected and no application (demo.pre.stores): apply for pre-approval', async () => {
    await openAs('demo.pre.stores', '20052', 'DEFAULT_PRODUCT');
    await nextStep();
    expect(await screen.findByRole('heading', { level: 3, name: 'Apply for pre-approval' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply for pre-approval' })).toHaveAttribute('href', '/preApproval/apply');
    expect(progressOf('Stores connected')).toHaveTextContent('2');
    expect(progressOf('Settlement data')).toHaveTextContent('0 of 2 Amazon stores');
    expect(progressOf('Pre-approval application')).toHaveTextContent('Not started');
  }, PAGE_MS);

  it('an application under way (its company details saved): continue the application', async () => {
    saveCorpInfo('20052', 'MS02', 'BS03');
    await openAs('demo.pre.stores', '20052', 'DEFAULT_PRODUCT');
    await nextStep();
    expect(await screen.findByRole('heading', { level: 3, name: 'Continue your application' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue the application' })).toHaveAttribute('href', '/preApproval/apply');
    expect(progressOf('Pre-approval application')).toHaveTextContent('Under way');
  }, PAGE_MS);

  it('every Amazon store with its settlement data (demo.pre.done): the e-KYC is the next step', async () => {
    await openAs('demo.pre.done', '20054', 'DEFAULT_PRODUCT');
    await nextStep();
    expect(await screen.findByRole('heading', { level: 3, name: 'Complete your e-KYC' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete e-KYC' })).toHaveAttribute('href', '/childEkycPortal/efinKyc?id=20054&status=INIT');
    expect(progressOf('Settlement data')).toHaveTextContent('2 of 2 Amazon stores');
    expect(progressOf('Pre-approval application')).toHaveTextContent('Data complete');
  }, PAGE_MS);

  it('a company without the E-finance product (demo.fund): says so, and leads to the product centre', async () => {
    await openAs('demo.fund', '20007', 'MARKET');
    expect(await screen.findByText('E-finance is not open to this company')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the product centre' })).toHaveAttribute('href', '/main-productCenter');
    expect(screen.queryByRole('heading', { level: 2, name: 'Next step' })).toBeNull();
  }, PAGE_MS);
});

describe('languages and failures', () => {
  it('in Chinese: the heading, the next step and its action', async () => {
    await openAs('demo.efin', '20008', 'E_FINANCE', 'zh');
    expect(await screen.findByRole('heading', { level: 2, name: '下一步' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '连接您的店铺' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '连接店铺' })).toHaveAttribute('href', '/preApproval');
  }, PAGE_MS);

  it('a read that fails: the error with Retry, which loads the page', async () => {
    server.use(http.post(`*${STORES}`, () => HttpResponse.json({ code: '500', msg: 'Busy', message: 'Busy', data: null }), { once: true }));
    const { user } = await openAs('demo.efin', '20008', 'E_FINANCE');
    expect(await screen.findByText('Your e-finance progress could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Next step' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Connect your stores' })).toBeInTheDocument();
  }, PAGE_MS);
});
