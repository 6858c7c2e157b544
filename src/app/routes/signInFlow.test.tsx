import { beforeEach, describe, expect, it } from '@rstest/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { signInAs } from '@mocks/testing/client';
import { $chosenEnterprise, $enterpriseId, $enterpriseRole, sessionCleared, sessionStores, userSignedIn } from '@/entities/session';
import { useEnterpriseChoice } from '@/features/choose-enterprise';
import { recordNotices, type NoticeRecord } from '@tests/support/notices';
import { recordRequests } from '@tests/support/requests';
import { renderApp } from '@tests/support/render';
import { signInAgainAddress } from '../model/signInAgain';

// Machines running several suites at once can be slow to render antd: wait up to 8 s.
configure({ asyncUtilTimeout: 8000 });

/** Stands in for the login page once sign-in is complete: starts the enterprise choice. */
function SignedIn() {
  const [query] = useSearchParams();
  const { start } = useEnterpriseChoice();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start({ entryProductType: query.get('productType'), scenario: query.get('scenario') });
  }, [start, query]);
  return <p>signed in</p>;
}
const harness = [{ path: '/signed-in', element: <SignedIn /> }];

async function signIn(loginName: string) {
  await signInAs(loginName);
  userSignedIn({ loginName: loginName });
}

let notices: NoticeRecord;

beforeEach(() => {
  sessionCleared();
  localStorage.clear();
  sessionStorage.clear();
  notices = recordNotices();
});

const alerts = () => notices.all.filter((notice) => notice.kind === 'alert');

describe('after sign-in: the enterprise list (000 §4 "Login flow" step 6)', () => {
  it('chooses the only enterprise automatically and routes it (demo.one → /home)', async () => {
    await signIn('demo.one');
    const { visited } = await renderApp('/signed-in', { extraRoutes: harness });
    await waitFor(() => expect(visited()).toContain('/home'));
    expect($chosenEnterprise.getState()).toMatchObject({ enterpriseId: '20001', companyName: 'One Trade Co., Ltd.', productType: 'DEFAULT_PRODUCT', location: 'TERRITORY' });
    expect(sessionStores.IS_ONLY_PURCHASE_PAYMENT.getState()).toBe(false);
    // The specification's session-storage names, plain, as the embedded applications read them (000 §3).
    const kept = (key: string) => sessionStorage.getItem(key);
    expect([kept('enterpriseId'), kept('companyName'), kept('enterpriseProductType'), kept('location'), kept('curLoginName'), kept('IS_ONLY_PURCHASE_PAYMENT')]).toEqual([
      '20001',
      'One Trade Co., Ltd.',
      'DEFAULT_PRODUCT',
      'TERRITORY',
      'demo.one',
      'false',
    ]);
    expect(notices.all).toEqual([]);
  });

  it('sends several enterprises to /companyChoose, which lists them; choosing Alpha Trading → /kycFileCN', async () => {
    await signIn('demo.many');
    const { route } = await renderApp('/signed-in', { extraRoutes: harness });
    const dialog = await screen.findByRole('region', { name: 'Select company to log in' });
    expect(route()).toBe('/companyChoose');
    const entries = within(dialog).getAllByRole('button', { name: /Ltd\./ });
    expect(entries).toHaveLength(10);
    const alpha = within(dialog).getByRole('button', { name: /Alpha Trading Ltd\./ });
    expect(alpha).toHaveTextContent('阿尔法贸易有限公司');
    expect(alpha).toHaveTextContent('IDD');
    fireEvent.click(alpha);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Beta Finance/ })).toBeDisabled());
    await waitFor(() => expect(route()).toBe('/kycFileCN?id=20011&status=INIT'));
    expect($enterpriseId.getState()).toBe('20011');
  });

  it('shows the chooser in Chinese', async () => {
    await signIn('demo.many');
    await renderApp('/signed-in', { extraRoutes: harness, locale: 'zh' });
    const dialog = await screen.findByRole('region', { name: '选择登录企业' });
    expect(within(dialog).getByRole('list', { name: '您的企业' })).toBeInTheDocument();
  });

  it('alerts "No Company Found" and logs out when there is none (demo.none)', async () => {
    await signIn('demo.none');
    const { route } = await renderApp('/signed-in?productType=MARKET', { extraRoutes: harness });
    await waitFor(() => expect(route()).toBe('/login?productType=MARKET'));
    expect(alerts()).toEqual([
      { kind: 'alert', title: 'Tips', content: 'No Company Found. Please contact your administrator for help.', okText: 'OK' },
    ]);
    expect(sessionStores.curLoginName.getState()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    // The server session is gone too.
    const check = await fetch(new URL('/sso-web/checkLogin', window.location.origin), { method: 'POST' });
    expect((await check.json()).data).toBeNull();
  });

  it('shows the enterprise call error in a "Tips" alert (提示 / 确定 in Chinese)', async () => {
    await signIn('demo.many');
    server.use(http.post('*/kj-sys/kjEnterprise/getEnterpriseByType', () => HttpResponse.json({ code: '500', msg: '企业服务不可用' })));
    const { route } = await renderApp('/signed-in', { extraRoutes: harness, locale: 'zh' });
    await waitFor(() => expect(alerts()).toEqual([{ kind: 'alert', title: '提示', content: '企业服务不可用', okText: '确定' }]));
    expect(route()).toBe('/signed-in');
  });
});

describe('after choosing an enterprise (000 §4): every routing branch through the demo accounts', () => {
  async function choose(name: RegExp, entry = '/signed-in') {
    await signIn('demo.many');
    const utils = await renderApp(entry, { extraRoutes: harness });
    const dialog = await screen.findByRole('region', { name: 'Select company to log in' });
    fireEvent.click(within(dialog).getByRole('button', { name }));
    return utils;
  }

  it.each([
    [/Beta Finance/, '/childEkycPortal/efinKyc?id=20012&status=BACK'],
    [/Gamma Digipo/, '/childEkycPortal/efinKyc?id=20013&status=SUBMIT'],
    [/Delta Account/, '/home'],
    [/Epsilon Market/, '/child-marketplacePortal/buyCar'],
    [/Kappa Market/, '/child-marketplacePortal/home'],
    [/Zeta Digipo/, '/contract?mediaId=MEDIA20016&contractTypeDz=DIGIPO_SERVICE'],
    [/Theta Default/, '/home'],
  ])('%s → %s', async (name, target) => {
    const { visited } = await choose(name);
    await waitFor(() => expect(visited()).toContain(target));
    expect(alerts()).toEqual([]);
  });

  it.each([
    ['en', 'Select company to log in', 'The company you chose has no menu for your account, so you have been signed out. Please contact your administrator.'],
    ['zh', '选择登录企业', '您选择的企业下，您的账号暂无可用菜单，已为您退出登录。请联系管理员。'],
  ] as const)('an empty menu (Iota Empty) signs out, and the login page says why (%s) instead of offering the chooser again (000 §4 step 5, §6)', async (locale, chooser, message) => {
    await signIn('demo.many');
    const requests = recordRequests();
    const { route } = await renderApp('/signed-in?productType=DEFAULT_PRODUCT', { extraRoutes: harness, locale });
    const dialog = await screen.findByRole('region', { name: chooser });
    fireEvent.click(within(dialog).getByRole('button', { name: /Iota Empty/ }));
    await waitFor(() => expect(route()).toBe('/login?productType=DEFAULT_PRODUCT&reason=emptyMenu'));
    expect(await screen.findByText(message)).toHaveAttribute('role', 'status');
    // Signed out as the logout feature does: the logout call, the session values, storage.
    expect(await requests.to('/sso-web/opera/logout')).toHaveLength(1);
    expect(sessionStores.curLoginName.getState()).toBeNull();
    expect($enterpriseId.getState()).toBeNull();
    const check = await fetch(new URL('/sso-web/checkLogin', window.location.origin), { method: 'POST' });
    expect((await check.json()).data).toBeNull();
    // The login form stays: nothing resumed, no chooser.
    expect(await screen.findByRole('button', { name: locale === 'zh' ? /登\s*录/ : 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: chooser })).toBeNull();
    expect(alerts()).toEqual([]);
  });

  it('alerts "Onboarding Status Abnormal" for an unroutable status (Eta Exchange)', async () => {
    const { route } = await choose(/Eta Exchange/);
    await waitFor(() =>
      expect(alerts()).toEqual([{ kind: 'alert', title: 'Tips', content: 'Onboarding Status Abnormal. Please contact your administrator.', okText: 'OK' }]),
    );
    expect(route()).toBe('/companyChoose');
  });

  it('shows the contract lookup failure as an error toast (ENDURANCE)', async () => {
    server.use(http.post('*/kj-contract/contractInfo/getDigipoServiceContractClient', () => HttpResponse.json({ code: '500', msg: 'contract service down' })));
    const { route } = await choose(/Zeta Digipo/);
    await waitFor(() => expect(notices.all).toContainEqual({ kind: 'error', text: 'contract service down' }));
    expect(route()).toBe('/companyChoose');
  });

  it('shows a menu error in a "Tips" alert', async () => {
    server.use(http.post('*/agw-web/sys/getMenuByEnterprise', () => HttpResponse.json({ code: '500', msg: 'menu down' })));
    await choose(/Theta Default/);
    await waitFor(() => expect(alerts()).toEqual([{ kind: 'alert', title: 'Tips', content: 'menu down', okText: 'OK' }]));
  });

  it('goes back to the refer route of the login URL instead of routing ("Login Again")', async () => {
    const { route } = await choose(/Theta Default/, `/signed-in?refer=${encodeURIComponent('/childDocExchange/pendingTask')}`);
    await waitFor(() => expect(route()).toBe('/childDocExchange/pendingTask'));
  });

  it('signed in elsewhere (830005) on the export drawback wizard, signing in at the login address it led to comes back to the wizard (demo.drawback)', async () => {
    const wizard = '/exportDrawbackKyc?type=prefill&productType=EXPORT_DRAWBACK_PROD';
    const login = new URL(signInAgainAddress(wizard, '830005', 'en'), 'https://portal.example.com');
    expect(login.pathname).toBe('/login');
    await signIn('demo.drawback');
    const { visited } = await renderApp(`/signed-in${login.search}`, { extraRoutes: harness });
    await waitFor(() => expect(visited()).toContain(wizard));
    expect(alerts()).toEqual([]);
  });

  it('ignores a hostile refer and routes as usual', async () => {
    const { visited } = await choose(/Theta Default/, `/signed-in?refer=${encodeURIComponent('//evil.example.com/#/home')}`);
    await waitFor(() => expect(visited()).toContain('/home'));
  });

  it('Back to login (the chooser’s closing) returns to /login', async () => {
    await signIn('demo.many');
    const { route } = await renderApp('/signed-in', { extraRoutes: harness });
    const chooser = await screen.findByRole('region', { name: 'Select company to log in' });
    fireEvent.click(within(chooser).getByRole('button', { name: 'Back to login' }));
    await waitFor(() => expect(route()).toBe('/login'));
  });

  it('reloads a missing list on /companyChoose, and sends an empty one to /login', async () => {
    await signIn('demo.many');
    await renderApp('/companyChoose');
    const dialog = await screen.findByRole('region', { name: 'Select company to log in' });
    expect(await within(dialog).findAllByRole('button', { name: /Ltd\./ })).toHaveLength(10);
  });

  it('sends /companyChoose to /login when there is nothing to choose', async () => {
    await signIn('demo.none');
    const { route } = await renderApp('/companyChoose');
    await waitFor(() => expect(route()).toBe('/login'));
  });
});

describe('entry product and redirect (000 §4 steps 2 and 3)', () => {
  it('E_FINANCE in the login URL → /AdvanceCredit (demo.efin)', async () => {
    await signIn('demo.efin');
    const { route } = await renderApp('/signed-in?productType=E_FINANCE', { extraRoutes: harness });
    await waitFor(() => expect(route()).toBe('/AdvanceCredit'));
  });

  it('without it, INIT + E_FINANCE → efinKyc (demo.efin)', async () => {
    await signIn('demo.efin');
    const { route } = await renderApp('/signed-in', { extraRoutes: harness });
    await waitFor(() => expect(route()).toBe('/childEkycPortal/efinKyc?id=20008&status=INIT'));
  });

  it('ENDURANCE with a DIGIPO contract → /contract (demo.digipo)', async () => {
    await signIn('demo.digipo');
    const { route } = await renderApp('/signed-in', { extraRoutes: harness });
    await waitFor(() => expect(route()).toBe('/contract?mediaId=MEDIA20009&contractTypeDz=DIGIPO_SERVICE'));
  });

  it('ENDURANCE without a contract or toPage → /home (demo.fund)', async () => {
    await signIn('demo.fund');
    const { visited } = await renderApp('/signed-in', { extraRoutes: harness });
    await waitFor(() => expect(visited()).toContain('/home'));
    expect($enterpriseRole.getState()).toBe('FUND');
  });

  it('lists only the entry product\'s enterprises: none for demo.one with MARKET → logout', async () => {
    await signIn('demo.one');
    const { route } = await renderApp('/signed-in?productType=MARKET&scenario=buy', { extraRoutes: harness });
    await waitFor(() => expect(route()).toBe('/login?productType=MARKET'));
  });

  it('follows the server redirect for the entry product and scenario (demo.fund, MARKET/buy)', async () => {
    await signIn('demo.fund');
    const { route } = await renderApp('/signed-in?productType=MARKET&scenario=buy', { extraRoutes: harness });
    await waitFor(() => expect(route()).toBe('/child-marketplacePortal/buyCar'));
  });

  it('never follows a hostile server redirect', async () => {
    server.use(http.get('*/kj-official/potentialCust/redirect', () => HttpResponse.json({ code: '200', data: 'javascript:alert(1)' })));
    await signIn('demo.fund');
    const { visited } = await renderApp('/signed-in?productType=MARKET&scenario=buy', { extraRoutes: harness });
    await waitFor(() => expect(visited()).toContain('/home'));
  });
});
