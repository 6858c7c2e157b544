import { beforeEach, describe, expect, it } from '@rstest/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { signInAs } from '@mocks/testing/client';
import { $chosenEnterprise, $enterpriseId, agreementDismissed, sessionCleared, sessionStores, userSignedIn } from '@/entities/session';
import { useEnterpriseChoice } from '@/features/choose-enterprise';
import { PlatformAgreementHost } from '@/features/sign-platform-agreement';
import { recordRequests } from '@tests/support/requests';
import { chooseForTest } from '@tests/support/session';
import type { PdfLoader } from '@/shared/ui/pdf-viewer';
import { recordNotices, type NoticeRecord } from '@tests/support/notices';
import { renderApp } from '@tests/support/render';

// Machines running several suites at once can be slow to render antd: wait up to 8 s.
configure({ asyncUtilTimeout: 8000 });

let notices: NoticeRecord;
const alerts = () => notices.all.filter((notice) => notice.kind === 'alert');

beforeEach(() => {
  sessionCleared();
  agreementDismissed();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'enterpriseId=; path=/; max-age=0';
  notices = recordNotices();
});

async function serverSession(): Promise<string | null> {
  const response = await fetch(new URL('/sso-web/checkLogin', window.location.origin), { method: 'POST' });
  return ((await response.json()) as { data: string | null }).data;
}

describe('/logoutPage (000 §2, §4 "Other transitions", §8 logout failure)', () => {
  it('logs out, says so, clears storage and replaces the route with /login keeping productType', async () => {
    await signInAs('demo.one');
    userSignedIn({ loginName: 'demo.one' });
    chooseForTest('20001');
    localStorage.setItem('locale', '"en"');
    localStorage.setItem('idleLastActivity', String(Date.now()));
    const { route } = await renderApp('/logoutPage?productType=MARKET');
    await waitFor(() => expect(route()).toBe('/login?productType=MARKET'));
    await waitFor(() => expect(notices.all).toEqual([{ kind: 'success', text: 'Logout successful' }]));
    expect(localStorage.getItem('locale')).toBeNull();
    // Local storage is cleared whole (000 §2), not key by key.
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem('curLoginName')).toBeNull();
    expect($enterpriseId.getState()).toBeNull();
    expect(await serverSession()).toBeNull();
  });

  it('says 退出成功 in Chinese', async () => {
    await signInAs('demo.one');
    await renderApp('/logoutPage', { locale: 'zh' });
    await waitFor(() => expect(notices.all).toEqual([{ kind: 'success', text: '退出成功' }]));
  });

  it('shows the failure message as an error toast and still signs out locally', async () => {
    server.use(http.post('*/sso-web/opera/logout', () => HttpResponse.json({ code: '500', msg: 'SSO is down' })));
    userSignedIn({ loginName: 'demo.one' });
    const { route } = await renderApp('/logoutPage');
    await waitFor(() => expect(route()).toBe('/login'));
    expect(notices.all).toEqual([{ kind: 'error', text: 'SSO is down' }]);
    expect(sessionStores.curLoginName.getState()).toBeNull();
  });

  it('with no session at all, still says so and ends on /login', async () => {
    const { route } = await renderApp('/logoutPage');
    await waitFor(() => expect(route()).toBe('/login'));
    await waitFor(() => expect(notices.all).toEqual([{ kind: 'success', text: 'Logout successful' }]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });
});

describe('/companyChoose (000 §2 "Enterprise chooser")', () => {
  it('sends a visitor with no session at all to /login', async () => {
    const { route } = await renderApp('/companyChoose');
    await waitFor(() => expect(route()).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });
});

describe('/jumpingLoading, the password-free login (000 §2)', () => {
  it('checks the session, keeps the auth code and runs the enterprise choice', async () => {
    await signInAs('demo.one');
    const { visited } = await renderApp('/jumpingLoading');
    expect(await screen.findByRole('status')).toHaveTextContent('Signing you in…');
    await waitFor(() => expect(visited()).toContain('/home'));
    expect(sessionStores.authCode.getState()).toBe(await serverSession());
    expect($enterpriseId.getState()).toBe('20001');
  });

  it('sends a visitor without a session to /login', async () => {
    const { route } = await renderApp('/jumpingLoading');
    await waitFor(() => expect(route()).toBe('/login'));
    expect(notices.all).toEqual([]);
  });

  it('passes productType on to the choice (demo.efin with E_FINANCE → /AdvanceCredit)', async () => {
    await signInAs('demo.efin');
    const { route } = await renderApp('/jumpingLoading?productType=E_FINANCE');
    await waitFor(() => expect(route()).toBe('/AdvanceCredit'));
  });
});

describe('single-sign-on landing /ssoLanding (000 §2)', () => {
  it('sets the language, keeps the auth code, selects the enterprise, loads the menu and lands on /home?isReFlag=2', async () => {
    await signInAs('demo.many');
    const fromUrl = '/childDocExchange/pendingTask';
    const { visited } = await renderApp(`/ssoLanding?enterpriseId=20018&lang=zh&fromUrl=${encodeURIComponent(fromUrl)}`);
    await waitFor(() => expect(visited()).toContain('/home?isReFlag=2'));
    expect(localStorage.getItem('locale')).toBe('zh');
    expect(sessionStores.authCode.getState()).toBe(await serverSession());
    expect($enterpriseId.getState()).toBe('20018');
    expect(document.cookie).toContain('enterpriseId=20018');
    expect(JSON.parse(sessionStorage.getItem('fromUrl') ?? 'null')).toBe(fromUrl);
    expect(alerts()).toEqual([]);
  });

  it.each(['https://evil.example.com/', '//evil.example.com', 'javascript:alert(1)', '/\\evil.example.com'])(
    'does not keep a hostile fromUrl (%s)',
    async (fromUrl) => {
      await signInAs('demo.many');
      const { visited } = await renderApp(`/ssoLanding?enterpriseId=20018&fromUrl=${encodeURIComponent(fromUrl)}`);
      await waitFor(() => expect(visited()).toContain('/home?isReFlag=2'));
      expect(sessionStorage.getItem('fromUrl')).toBeNull();
    },
  );

  it('goes to /login with an alert when nobody is signed in', async () => {
    const { route } = await renderApp('/ssoLanding?enterpriseId=20018');
    await waitFor(() => expect(route()).toBe('/login'));
    expect(alerts()).toEqual([{ kind: 'alert', title: 'Tips', content: 'You are not signed in. Please log in.', okText: 'OK' }]);
  });

  it('goes to /login with the message when the auth-code check fails', async () => {
    server.use(http.post('*/sso-web/checkLogin', () => HttpResponse.json({ code: '500', msg: 'SSO is down' })));
    const { route } = await renderApp('/ssoLanding?enterpriseId=20018');
    await waitFor(() => expect(route()).toBe('/login'));
    expect(alerts()).toEqual([{ kind: 'alert', title: 'Tips', content: 'SSO is down', okText: 'OK' }]);
  });

  it('goes to /login with the message when the enterprise cannot be selected', async () => {
    await signInAs('demo.many');
    const { route } = await renderApp('/ssoLanding?enterpriseId=20001');
    await waitFor(() => expect(route()).toBe('/login'));
    expect(alerts()).toEqual([{ kind: 'alert', title: 'Tips', content: 'No permission. Please contact your administrator.', okText: 'OK' }]);
    expect($enterpriseId.getState()).toBeNull();
  });

  it('goes to /login with an alert without an enterpriseId', async () => {
    await signInAs('demo.many');
    const { route } = await renderApp('/ssoLanding');
    await waitFor(() => expect(route()).toBe('/login'));
    expect(alerts()).toHaveLength(1);
  });

  it('replaces the company chosen before: one chosen enterprise, everywhere (demo.many: Delta, then Theta by single sign-on)', async () => {
    await signInAs('demo.many');
    userSignedIn({ loginName: 'demo.many' });
    chooseForTest('20014', { companyName: 'Delta Account Ltd.', status: 'ENDURANCE', productType: 'ACCOUNT' });
    const { visited } = await renderApp('/ssoLanding?enterpriseId=20018&lang=en');
    await waitFor(() => expect(visited()).toContain('/home?isReFlag=2'));
    expect($chosenEnterprise.getState()).toMatchObject({ enterpriseId: '20018', companyName: 'Theta Default Ltd.' });
    expect(sessionStorage.getItem('companyName')).toBe('Theta Default Ltd.');
  });

  it('in a fresh tab, sends the signed-in user\'s login name with the menu call and keeps the current user', async () => {
    await signInAs('demo.many');
    const requests = recordRequests();
    const { visited } = await renderApp('/ssoLanding?enterpriseId=20018');
    await waitFor(() => expect(visited()).toContain('/home?isReFlag=2'));
    const [menuCall] = await requests.to('/agw-web/sys/getMenuByEnterprise');
    expect(menuCall?.body).toMatchObject({ enterpriseId: '20018', loginName: 'demo.many' });
    expect(sessionStores.curLoginName.getState()).toBe('demo.many');
    expect(sessionStores.objCurUserInfo.getState()).toMatchObject({ loginName: 'demo.many' });
  });

  it('checks login on the host the user came from ({from}/sso-web/checkLogin)', async () => {
    await signInAs('demo.many');
    const authCode = await serverSession();
    const requests = recordRequests();
    const fromUrl = 'https://partner.example.com/portal/#/home';
    const { visited } = await renderApp(`/ssoLanding?enterpriseId=20018&fromUrl=${encodeURIComponent(fromUrl)}`);
    await waitFor(() => expect(visited()).toContain('/home?isReFlag=2'));
    expect((await requests.to('/sso-web/checkLogin')).map((seen) => seen.origin)).toEqual(['https://partner.example.com']);
    expect(sessionStores.authCode.getState()).toBe(authCode);
  });

  it('signs out to /login, which says why, when the menu is empty (000 §4 step 5)', async () => {
    await signInAs('demo.many');
    const { route } = await renderApp('/ssoLanding?enterpriseId=20019');
    await waitFor(() => expect(route()).toBe('/login?reason=emptyMenu'));
    expect(await screen.findByText('The company you chose has no menu for your account, so you have been signed out. Please contact your administrator.')).toBeInTheDocument();
    expect(alerts()).toEqual([]);
  });
});

describe('navigation guard (000 §2)', () => {
  it('sends a signed-in arrival at /login?isReFlag=1 to the transaction details with refer, lang, isReFlag and id', async () => {
    userSignedIn({ loginName: 'demo.one' });
    const { route } = await renderApp(`/login?isReFlag=1&id=TX1&lang=en&refer=${encodeURIComponent('/childDocExchange/pendingTask')}`);
    await waitFor(() =>
      expect(route()).toBe('/childDocExchange/transactionDetails?refer=%2FchildDocExchange%2FpendingTask&lang=en&isReFlag=1&id=TX1'),
    );
  });

  it('wins over the login page: a signed-in tab opening /login?isReFlag=1&id=7 stays on the transaction details', async () => {
    // Signed in on the server too, so the login page could resume that session and go on to the enterprise's page.
    await signInAs('demo.one');
    userSignedIn({ loginName: 'demo.one' });
    const requests = recordRequests();
    const { route, visited } = await renderApp('/login?isReFlag=1&id=7');
    const details = '/childDocExchange/transactionDetails?isReFlag=1&id=7';
    await waitFor(() => expect(route()).toBe(details));
    // Time for a resumed sign-in (session check, OTP question, enterprise list, menu) to have navigated.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(route()).toBe(details);
    expect(visited().at(-1)).toBe(details);
    // The login page left the arrival to the guard: it did not resume the session.
    expect(await requests.to('/sso-web/checkLogin')).toEqual([]);
  });

  it('applies the login URL\'s isReFlag=1 to the first page after signing in', async () => {
    const { route, router } = await renderApp(`/login?isReFlag=1&id=TX2&refer=${encodeURIComponent('javascript:alert(1)')}`);
    // Not signed in: the login page stays, the target is remembered (without the hostile refer).
    await waitFor(() => expect(sessionStorage.getItem('loginArrivalTarget')).not.toBeNull());
    expect(route().startsWith('/login?isReFlag=1&id=TX2')).toBe(true);
    await router.navigate('/home');
    await waitFor(() => expect(route()).toBe('/childDocExchange/transactionDetails?isReFlag=1&id=TX2'));
  });
});

describe('platform agreement dialog (000 §2)', () => {
  function SignedIn() {
    const { start } = useEnterpriseChoice();
    const started = useRef(false);
    useEffect(() => {
      if (started.current) return;
      started.current = true;
      void start();
    }, [start]);
    return null;
  }
  const opened: string[] = [];
  const fakePdf: PdfLoader = (url) => {
    opened.push(url);
    return {
      promise: Promise.resolve({
        numPages: 2,
        getPage: async () => ({
          getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
          render: () => ({ promise: Promise.resolve(), cancel: () => undefined }),
        }),
        destroy: () => undefined,
      }),
      destroy: () => undefined,
    };
  };

  it('shows the agreement PDF before the enterprise list; signing (button disabled meanwhile) goes on with the choice: the company is chosen (setOrgId), then /home', async () => {
    await signInAs('demo.agreement');
    let release: () => void = () => undefined;
    const signed = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('*/kj-idd/home/signPlatformAgreement', async () => {
        await signed;
        return HttpResponse.json({ code: '200', data: null });
      }),
    );
    const { route, visited } = await renderApp('/signed-in', {
      extraRoutes: [{ path: '/signed-in', element: <SignedIn /> }],
      overlay: <PlatformAgreementHost pdfLoader={fakePdf} />,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Platform Service Agreement' });
    expect(await within(dialog).findByText('Page 1 of 2')).toBeInTheDocument();
    expect(opened).toEqual(['/kj-media/demo-files/platform-agreement.pdf']);
    expect(route()).toBe('/signed-in');
    const sign = within(dialog).getByRole('button', { name: 'Sign' });
    fireEvent.click(sign);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Sign/ })).toBeDisabled());
    const requests = recordRequests();
    release();
    await waitFor(() => expect(visited()).toContain('/home'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Platform Service Agreement' })).toBeNull());
    // The sign-in the dialog interrupted went on: its one company is the chosen one (issue 28:
    // signing used to go straight to /home with no company, menu or products).
    expect($chosenEnterprise.getState()?.enterpriseId).toBe('20010');
    expect(await requests.to('/kj-web/sys/setOrgId')).toHaveLength(1);
  });

  it('is in Chinese with 签署', async () => {
    await signInAs('demo.agreement');
    await renderApp('/signed-in', {
      locale: 'zh',
      extraRoutes: [{ path: '/signed-in', element: <SignedIn /> }],
      overlay: <PlatformAgreementHost pdfLoader={fakePdf} />,
    });
    const dialog = await screen.findByRole('dialog', { name: '平台服务协议' });
    expect(await within(dialog).findByText('第 1 页，共 2 页')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /签\s*署/ })).toBeEnabled();
  });

  it('goes on to the enterprise list when there is nothing to sign', async () => {
    await signInAs('demo.one');
    const { visited } = await renderApp('/signed-in', {
      extraRoutes: [{ path: '/signed-in', element: <SignedIn /> }],
      overlay: <PlatformAgreementHost pdfLoader={fakePdf} />,
    });
    await waitFor(() => expect(visited()).toContain('/home'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
