import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { HttpResponse, http as mswHttp } from 'msw';
import { mockedResponses, server } from '@mocks/node';
import { http } from '@mocks/lib/http';
import { demoAccountId } from '@mocks/scenarios';
import { signIn, updateSession } from '@mocks/lib/session';
import { sessionCleared, userSignedIn } from '@/entities/session';
import { chooseForTest } from '@tests/support/session';
import { recordNotices, type NoticeRecord } from '@tests/support/notices';
import { recordRequests } from '@tests/support/requests';
import { renderApp } from '@tests/support/render';
import { ProductCentrePage } from './ProductCentrePage';

let warnings: string[] = [];
const requests: string[] = [];
const recordRequest = ({ request }: { request: Request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}`);
};

function Probe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Signs a demo account in on the mock and in the portal's session, with its enterprise chosen. */
async function openProductCentre(loginName: string, enterpriseId: string, locale: 'en' | 'zh' = 'en') {
  signIn(demoAccountId(loginName));
  updateSession({ orgId: enterpriseId });
  userSignedIn({ loginName: loginName });
  chooseForTest(enterpriseId);
  await renderApp(
    <Routes>
      <Route path="/main-productCenter" element={<ProductCentrePage />} />
      <Route path="*" element={<Probe />} />
    </Routes>,
    { locale, route: '/main-productCenter' },
  );
}

/** The card (article) of a product, by its name. */
const card = async (name: string) => screen.findByRole('article', { name });

beforeEach(() => {
  requests.length = 0;
  warnings = recordNotices().warning;
  server.events.on('request:start', recordRequest);
});

afterEach(() => {
  server.events.removeListener('request:start', recordRequest);
  sessionCleared();
});

describe('product centre cards (000 §2 "Product centre")', () => {
  it('INIT: Verify validates the product KYC of the enterprise and the card’s product, then opens the product’s KYC route', async () => {
    const user = userEvent.setup();
    await openProductCentre('demo.one', '20001');
    const finance = await card('E-finance');
    expect(within(finance).getByText('Online financing based on trade data.')).toBeInTheDocument();
    expect(within(await card('Account and payment')).getByRole('button', { name: 'Verify' })).toBeEnabled();
    const sent = recordRequests();
    await user.click(within(finance).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/childEkycPortal/efinKyc?id=20001&status=INIT'));
    expect((await sent.to('/kj-kyc/productEnterprise/validateProductKyc')).map((request) => request.body)).toEqual([{ enterpriseId: '20001', productType: 'E_FINANCE' }]);
    expect(warnings).toEqual([]);
  });

  it('INIT, a company onboarding (demo.kyc.cn): Verify on Account and payment validates ACCOUNT, then opens the company KYC wizard for the enterprise', async () => {
    const user = userEvent.setup();
    await openProductCentre('demo.kyc.cn', '20021');
    const account = await card('Account and payment');
    const sent = recordRequests();
    await user.click(within(account).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/CommKycFile?id=20021&status=INIT'));
    expect((await sent.to('/kj-kyc/productEnterprise/validateProductKyc')).map((request) => request.body)).toEqual([{ enterpriseId: '20021', productType: 'ACCOUNT' }]);
    expect(warnings).toEqual([]);
  });

  it('financing needs pre-approval (001 §2.5, §2.6): the E-finance card links to both pre-approval pages (no productType, which a new sign-in would filter the enterprises by); other cards do not', async () => {
    const user = userEvent.setup();
    await openProductCentre('demo.pre.new', '20051');
    const finance = await card('E-finance');
    const apply = within(finance).getByRole('link', { name: 'Apply for pre-approval' });
    const connect = within(finance).getByRole('link', { name: 'Connect stores' });
    expect(apply).toHaveAttribute('href', '/preApproval/apply');
    expect(connect).toHaveAttribute('href', '/preApproval');
    expect(within(finance).getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(within(await card('Account and payment')).queryByRole('link')).toBeNull();
    await user.click(connect);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/preApproval'));
  });

  it('the apply link opens the three-step variant, in Chinese too', async () => {
    const user = userEvent.setup();
    await openProductCentre('demo.pre.new', '20051', 'zh');
    await user.click(within(await card('电子融资')).getByRole('link', { name: '申请预审批' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/preApproval/apply'));
  });

  it('Verify of an export-drawback product opens its onboarding prefilled, for the card’s product', async () => {
    const user = userEvent.setup();
    await openProductCentre('demo.one', '20001');
    await user.click(within(await card('Export drawback (trading company)')).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/exportDrawbackKyc?type=prefill&productType=EXPORT_DRAWBACK_TRADE'));
  });

  it('REJECT: a refused validation warns that the KYC status does not allow it and stays', async () => {
    const user = userEvent.setup();
    await openProductCentre('demo.many', '20014');
    const account = await card('Account and payment');
    expect(within(account.parentElement!).getByText('Failed')).toBeInTheDocument();
    expect(within(account).getByText('Reason: KYC information was rejected.')).toBeInTheDocument();
    await user.click(within(account).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(warnings).toEqual(['The current KYC status does not allow this operation.']));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('the refusal warning is in Chinese too', async () => {
    const user = userEvent.setup();
    await openProductCentre('demo.many', '20014', 'zh');
    await user.click(within(await card('账户与支付')).getByRole('button', { name: /认\s*证/ }));
    await waitFor(() => expect(warnings).toEqual(['当前KYC状态不允许此操作。']));
  });

  it('SUBMIT: Under review, and View application opens the application read-only, without the product-KYC check', async () => {
    await openProductCentre('demo.many', '20018');
    const finance = await card('E-finance');
    expect(within(finance).getByText('Your KYC information has been submitted and is under review.')).toBeInTheDocument();
    expect(within(finance.parentElement!).getByText('Under review')).toBeInTheDocument();
    expect(within(finance).queryByRole('button', { name: 'Verify' })).toBeNull();
    await userEvent.setup().click(within(finance).getByRole('button', { name: 'View application' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/childEkycPortal/efinKyc?id=20018&status=SUBMIT'));
    expect(requests.filter((request) => request.includes('validateProductKyc'))).toEqual([]);
  });

  it('BACK: "Returned: action needed", the review’s comment one click away, and Correct and resubmit opens the wizard', async () => {
    await openProductCentre('demo.kyc.back', '20024');
    const account = await card('Account and payment');
    expect(within(account.parentElement!).getByText('Returned: action needed')).toBeInTheDocument();
    expect(within(account.parentElement!).queryByText('Inactive')).toBeNull();
    expect(within(account).queryByRole('button', { name: 'Verify' })).toBeNull();
    const user = userEvent.setup();
    const why = within(account).getByRole('button', { name: 'Why it was returned' });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    await user.click(why);
    expect(await within(account).findByText(/^Reviewer’s comment: /)).toBeVisible();
    await user.click(within(account).getByRole('button', { name: 'Correct and resubmit' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/CommKycFile?id=20024&status=BACK'));
  });

  it('ENDURANCE: Activate opens an information dialog only and sends nothing', async () => {
    const user = userEvent.setup();
    await openProductCentre('demo.fund', '20007');
    const idd = await card('Invoice discounting');
    await screen.findAllByRole('link');
    requests.length = 0;
    await user.click(within(idd).getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate Invoice discounting' });
    expect(within(dialog).getByText(/please contact your account manager/)).toBeInTheDocument();
    expect(requests).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(requests).toEqual([]);
  });

  it('ENDURANCE with a product under review: Activate is disabled on every card', async () => {
    await openProductCentre('demo.many', '20015');
    const idd = await card('Invoice discounting');
    expect(within(idd).getByRole('button', { name: 'Activate' })).toBeDisabled();
    expect(within(await card('E-finance')).getByRole('button', { name: 'Activate' })).toBeDisabled();
    expect(within(idd).getByText('A product is under review. Activation is available once the review is complete.')).toBeInTheDocument();
  });

  it('ACTIVATED: Use now opens the product’s menu entry with menuKey and productType', async () => {
    const user = userEvent.setup();
    await openProductCentre('demo.fund', '20007');
    const market = await card('Marketplace');
    expect(within(market.parentElement!).getByText('Activated')).toBeInTheDocument();
    const useNow = within(market).getByRole('button', { name: 'Use now' });
    await waitFor(() => expect(useNow).toBeEnabled());
    await user.click(useNow);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/child-marketplacePortal/home?menuKey=MARKET&productType=MARKET'));
  });

  it('an activated export drawback shows its status, Use now and the free-trial tag, and Subscribe toggles the QR code', async () => {
    const user = userEvent.setup();
    await openProductCentre('demo.one', '20001');
    const drawback = await card('Export drawback (manufacturer)');
    expect(within(drawback.parentElement!).getByText('Activated')).toBeInTheDocument();
    expect(within(drawback).getByRole('button', { name: 'Use now' })).toBeEnabled();
    expect(within(drawback).getByText('Free trial')).toBeInTheDocument();
    expect(within(await card('E-finance')).queryByText('Free trial')).not.toBeInTheDocument();
    const subscribe = within(drawback).getByRole('button', { name: 'Subscribe' });
    expect(subscribe).toHaveAttribute('aria-expanded', 'false');
    expect(within(drawback).queryByRole('img', { name: /QR code to subscribe/ })).not.toBeInTheDocument();
    await user.click(subscribe);
    expect(within(drawback).getByRole('img', { name: 'QR code to subscribe to Export drawback (manufacturer)' })).toBeInTheDocument();
    const hide = within(drawback).getByRole('button', { name: 'Hide QR code' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await user.click(hide);
    expect(within(drawback).queryByRole('img', { name: /QR code to subscribe/ })).not.toBeInTheDocument();
  });

  it('shows names, descriptions, statuses, actions and top entries in Chinese', async () => {
    await openProductCentre('demo.one', '20001', 'zh');
    expect(await screen.findByRole('heading', { level: 1, name: '产品中心' })).toBeInTheDocument();
    const drawback = await card('出口退税（生产企业）');
    expect(within(drawback).getByText('生产企业出口退税申报服务。')).toBeInTheDocument();
    expect(within(drawback).getByText('免费试用')).toBeInTheDocument();
    expect(within(drawback).getByRole('button', { name: /立即使用/ })).toBeInTheDocument();
    expect(within(drawback.parentElement!).getByText('已开通')).toBeInTheDocument();
    expect(within(await card('电子融资')).getByRole('button', { name: /认\s*证/ })).toBeEnabled();
    const nav = await screen.findByRole('navigation', { name: '快捷入口' });
    await waitFor(() => expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['产品中心', '账户与支付', '国际结算', '出口退税（生产企业）']));
  });

  it('lists the top entries by sort points, without BIG_HOME, marking the current one', async () => {
    await openProductCentre('demo.one', '20001');
    const nav = await screen.findByRole('navigation', { name: 'Quick entries' });
    await waitFor(() => expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Product centre', 'Account and payment', 'International settlement', 'Export drawback (manufacturer)']));
    expect(within(nav).getByRole('link', { name: 'Product centre' })).toHaveAttribute('aria-current', 'page');
  });

  it('orders the cards by the fixed product-list order', async () => {
    await openProductCentre('demo.one', '20001');
    await card('E-finance');
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Account and payment',
      'E-finance',
      'Export drawback (manufacturer)',
      'Export drawback (trading company)',
    ]);
  });

  it.each<[string, unknown]>([
    ['a string', 'oops'],
    ['an object', { records: [] }],
    ['a number', 7],
  ])('data of another kind than the document says (%s) is a failed load with the not-responding message, not a crash (000 §8)', async (_kind, data) => {
    const notes: NoticeRecord = recordNotices();
    server.use(mswHttp.get('*/kj-kyc/productEnterprise/listProductInfo', () => HttpResponse.json({ code: '200', data } as never)));
    await openProductCentre('demo.one', '20001');
    expect(await screen.findByText('The products could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    expect(notes.error).toContain('The server is not responding. Please contact your administrator.');
    // The answer breaks the document on purpose.
    expect((await mockedResponses.take()).length).toBeGreaterThan(0);
  });

  it('shows an error with Retry when the list cannot be loaded; Retry loads it again', async () => {
    const user = userEvent.setup();
    // demo.one does not belong to 20011: the server answers "no permission".
    signIn(demoAccountId('demo.one'));
    userSignedIn({ loginName: 'demo.one' });
    chooseForTest('20011');
    await renderApp(<ProductCentrePage />, { route: '/main-productCenter' });
    expect(await screen.findByText('The products could not be loaded.')).toBeInTheDocument();
    // The enterprise is the user's now.
    chooseForTest('20001');
    signIn(demoAccountId('demo.one'));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  });

  it('shows the empty state when the enterprise has no products', async () => {
    server.use(http.get('/kj-kyc/productEnterprise/listProductInfo', ({ response }) => response(200).json({ code: '200', data: [] })));
    await openProductCentre('demo.one', '20001');
    expect(await screen.findByText('No products are available for this company yet.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});
