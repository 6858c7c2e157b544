import { beforeEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { DEMO_PASSWORD, demoAccountId } from '@mocks/scenarios';
import { decryptField } from '@mocks/lib/crypto/rsa';
import { issueCaptcha, latestMailCode } from '@mocks/lib/inspect';
import { signIn } from '@mocks/lib/session';
import { sessionStores } from '@/entities/session';
import { storage } from '@/shared/lib/storage';
import type { Locale } from '@/shared/i18n';
import { recordNotices } from '@tests/support/notices';
import { enter } from '@tests/support/input';
import { renderApp } from '@tests/support/render';
import { recordRequests } from '@tests/support/requests';
import { LoginPage } from './LoginPage';

const NEW_PASSWORD = 'NewPass#2025ab';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The login page inside routes, so a navigation away shows up in `where`. */
function renderLoginPage({ locale = 'en', route = '/login' }: { locale?: Locale; route?: string } = {}) {
  return renderApp(
    <Routes>
      <Route path="/" element={<LoginPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { locale, route },
  );
}

const LABELS = {
  en: { account: 'Username', password: 'Password', captcha: 'Verification code', login: /^login$/i },
  zh: { account: '用户名', password: '密码', captcha: '验证码', login: /^登\s*录$/ },
} as const;

/** Enters an account, a password and the mock's current captcha (a fresh one unless given). */
async function fillLogin(user: ReturnType<typeof userEvent.setup>, loginName: string, password: string, { locale = 'en', captcha }: { locale?: Locale; captcha?: string } = {}) {
  const labels = LABELS[locale];
  if (loginName) await enter(user, screen.getByLabelText(labels.account), loginName);
  if (password) await enter(user, screen.getByLabelText(labels.password), password);
  await enter(user, screen.getByLabelText(labels.captcha), captcha ?? issueCaptcha());
}

describe('login page branding (000 §1, §3)', () => {
  it('shows the deployment logo and record text from the website settings; the demo is no branded edition, so no tag', async () => {
    await renderLoginPage({ locale: 'en' });
    const logo = await screen.findByRole('img', { name: 'Company logo' });
    expect(logo.getAttribute('src')).toBeTruthy();
    expect(await screen.findByTestId('record-message')).not.toBeEmptyDOMElement();
    await waitFor(() => expect(screen.getByTestId('login-page')).toHaveAttribute('aria-busy', 'false'));
    expect(screen.queryByText('Branded edition')).toBeNull();
  });

  it('shows the branded tag where the deployment flags a branded version (is.branded.version)', async () => {
    db.websiteSetting.update({ where: { name: { equals: 'is.branded.version' } }, data: { value: 'true' } });
    await renderLoginPage({ locale: 'en' });
    expect(await screen.findByText('Branded edition')).toBeInTheDocument();
  });

  it('renders in Chinese', async () => {
    await renderLoginPage({ locale: 'zh' });
    expect(await screen.findByRole('img', { name: '企业标志' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '登录' })).toBeInTheDocument();
  });

  it('links the service terms page (000 §2 /terms) in the footer', async () => {
    await renderLoginPage({ locale: 'zh' });
    expect(await screen.findByRole('link', { name: '服务条款' })).toHaveAttribute('href', expect.stringMatching(/\/terms$/));
  });

  it('renders server text as text, never as markup', async () => {
    server.use(
      http.post('*/kj-tools/configuration/website', () =>
        HttpResponse.json({
          code: '200',
          data: { 'is.branded.version': 'false', 'record.message': '<img src=x onerror="alert(1)">ICP 1' },
        }),
      ),
    );
    const { container } = await renderLoginPage({ locale: 'en' });
    expect(await screen.findByTestId('record-message')).toHaveTextContent('<img src=x onerror="alert(1)">ICP 1');
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.queryByText('Branded edition')).toBeNull();
    // No logo configured: the portal name stands in.
    expect(screen.getByRole('heading', { level: 2, name: 'Trade Finance Portal' })).toBeInTheDocument();
  });

  it('falls back to the default look when the settings call fails, without a toast', async () => {
    server.use(http.post('*/kj-tools/configuration/website', () => HttpResponse.json({ code: '500', msg: 'down' })));
    await renderLoginPage({ locale: 'en' });
    await waitFor(() => expect(screen.getByTestId('login-page')).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByRole('heading', { level: 2, name: 'Trade Finance Portal' })).toBeInTheDocument();
    expect(screen.queryByText('down')).toBeNull();
  });
});

describe('login mode (000 §2, §5 "Login")', () => {
  beforeEach(() => {
    recordNotices();
  });

  it.each([
    ['en', ['Please enter your username.', 'Please enter your password.', 'Please enter the verification code.']],
    ['zh', ['请输入用户名。', '请输入密码。', '请输入验证码。']],
  ] as const)('asks for each field in %s', async (locale, messages) => {
    const user = userEvent.setup();
    await renderLoginPage({ locale });
    await user.click(await screen.findByRole('button', { name: LABELS[locale].login }));
    for (const text of messages) expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('labels every field, links the agreements for the language and ticks the agreement by default', async () => {
    await renderLoginPage({ locale: 'zh' });
    expect(await screen.findByLabelText('用户名')).toBeInTheDocument();
    expect(screen.getByLabelText('密码')).toBeInTheDocument();
    expect(screen.getByLabelText('验证码')).toBeInTheDocument();
    const agreement = screen.getByRole('checkbox');
    expect(agreement).toBeChecked();
    const user = screen.getByRole('link', { name: '《用户协议》' });
    expect(user).toHaveAttribute('href', `${window.location.origin}/agreement/user?lang=CN`);
    expect(user).toHaveAttribute('target', '_blank');
    expect(user.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', `${window.location.origin}/agreement/privacy?lang=CN`);
  });

  it('uses EN agreement links in English', async () => {
    await renderLoginPage({ locale: 'en' });
    expect(await screen.findByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', `${window.location.origin}/agreement/privacy?lang=EN`);
    expect(screen.getByRole('link', { name: 'User Agreement' })).toHaveAttribute('href', `${window.location.origin}/agreement/user?lang=EN`);
  });

  it('disables login while the agreement is unticked', async () => {
    const user = userEvent.setup();
    await renderLoginPage();
    const login = await screen.findByRole('button', { name: /^login$/i });
    expect(login).toBeEnabled();
    await user.click(screen.getByRole('checkbox'));
    expect(login).toBeDisabled();
    // Enter does not submit either.
    const requests = recordRequests();
    await fillLogin(user, 'demo.one', DEMO_PASSWORD);
    await user.keyboard('{Enter}');
    // (The public key may be fetched ahead once the account is entered; no login is sent.)
    expect(await requests.to('/sso-web/opera/doLogin')).toHaveLength(0);
    requests.stop();
    await user.click(screen.getByRole('checkbox'));
    expect(login).toBeEnabled();
  });

  it('refreshes the captcha image on click, as a labelled button', async () => {
    const user = userEvent.setup();
    await renderLoginPage();
    const refresh = await screen.findByRole('button', { name: 'Refresh verification code' });
    const image = within(refresh).getByRole('img', { name: 'Verification code image' });
    const before = image.getAttribute('src');
    expect(before).toContain('/sso-web/code/getImgCode');
    await user.click(refresh);
    expect(image.getAttribute('src')).not.toBe(before);
    await user.click(refresh);
    expect(new Set([before, image.getAttribute('src')]).size).toBe(2);
  });

  it('submits with Enter; a wrong captcha shows the server message under the form, refreshes the captcha and keeps the typing', async () => {
    const user = userEvent.setup();
    await renderLoginPage();
    const image = await screen.findByRole('img', { name: 'Verification code image' });
    const before = image.getAttribute('src');
    await fillLogin(user, 'demo.one', DEMO_PASSWORD, { captcha: 'XXXX' });
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Incorrect verification code.');
    expect(image.getAttribute('src')).not.toBe(before);
    expect(screen.getByLabelText('Username')).toHaveValue('demo.one');
    expect(screen.getByLabelText('Password')).toHaveValue(DEMO_PASSWORD);
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
  });

  it('shows a wrong password under the form (not as a toast)', async () => {
    const notices = recordNotices();
    const user = userEvent.setup();
    await renderLoginPage();
    await fillLogin(user, 'demo.one', 'Wrong#Pass2025');
    await user.click(screen.getByRole('button', { name: /^login$/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password.');
    expect(notices.error).toEqual([]);
  });

  it('sends the password encrypted, then completes the login: curLoginName stored, the enterprise chosen', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    await renderLoginPage();
    await fillLogin(user, 'demo.one', DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: /^login$/i }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/home'), { timeout: 5000 });
    const [login] = await requests.to('/sso-web/opera/doLogin');
    const body = login?.body as Record<string, string>;
    expect(body.loginName).toBe('demo.one');
    expect(body.password).not.toBe(DEMO_PASSWORD);
    expect(body.password).not.toContain(DEMO_PASSWORD);
    expect(decryptField(body.password)).toBe(DEMO_PASSWORD);
    expect(await requests.to('/sso-web/code/getLoginPublicKey')).toHaveLength(1);
    const [otp] = await requests.to('/kj-sys/kjEnterprise/getIsOTPByType');
    expect((otp?.body as { productType: string[] }).productType).toHaveLength(10);
    expect(sessionStores.curLoginName.getState()).toBe('demo.one');
    requests.stop();
  }, 20_000);

  it('stays disabled after a successful sign-in while the next page loads: a second click or Enter sends no second login', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    // The next page's code never arrives, so the login page stays on screen after the sign-in navigated.
    const { router } = await renderApp('/login', { extraRoutes: [{ path: '/home', lazy: () => new Promise<never>(() => undefined) }] });
    await screen.findByLabelText('Username');
    await fillLogin(user, 'demo.one', DEMO_PASSWORD);
    const login = screen.getByRole('button', { name: /^login$/i });
    await user.click(login);
    await waitFor(() => expect(router.state.navigation.location?.pathname).toBe('/home'), { timeout: 5000 });
    // Past the enterprise choice: the sign-in is done and only the page is still loading.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(router.state.location.pathname).toBe('/login');
    expect(login).toBeDisabled();
    await user.click(login);
    await user.type(screen.getByLabelText('Verification code'), '{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await requests.to('/sso-web/opera/doLogin')).toHaveLength(1);
    requests.stop();
  }, 20_000);

  it('keeps the login page\'s language (Chinese by default) as the portal\'s stored language on sign-in (000 §9)', async () => {
    const user = userEvent.setup();
    storage.clear('local');
    await renderLoginPage({ locale: 'zh' });
    await fillLogin(user, 'demo.one', DEMO_PASSWORD, { locale: 'zh' });
    await user.click(screen.getByRole('button', { name: LABELS.zh.login }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/home'), { timeout: 5000 });
    // Plain, as sub-applications read it (000 §9: zh or en).
    expect(localStorage.getItem('locale')).toBe('zh');
  }, 20_000);

  it('asks about OTP for the login URL product type only', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    await renderLoginPage({ route: '/login?productType=E_FINANCE' });
    await fillLogin(user, 'demo.efin', DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: /^login$/i }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/AdvanceCredit'), { timeout: 5000 });
    const [otp] = await requests.to('/kj-sys/kjEnterprise/getIsOTPByType');
    expect(otp?.body).toEqual({ productType: ['E_FINANCE'] });
    requests.stop();
  }, 20_000);

  it('prefills the account from userName', async () => {
    await renderLoginPage({ route: '/login?userName=demo.many' });
    expect(await screen.findByLabelText('Username')).toHaveValue('demo.many');
  });
});

describe('password to initialise or reset (000 §4 steps 2 and 3)', () => {
  it('switchCode 30900 opens the initialise form with "Please reset your password." and uses initPasswd', async () => {
    const notices = recordNotices();
    const user = userEvent.setup();
    const requests = recordRequests();
    await renderLoginPage();
    await fillLogin(user, 'demo.init', DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: /^login$/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Set your password' })).toBeInTheDocument();
    expect(screen.getByText('Please reset your password.')).toBeInTheDocument();
    const newPassword = await screen.findByLabelText('New password');
    await waitFor(() => expect(newPassword).toHaveFocus());
    await enter(user, newPassword, NEW_PASSWORD);
    await enter(user, screen.getByLabelText('Confirm new password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(notices.alerts).toHaveLength(1));
    expect(notices.alerts[0]?.content).toBe('Password has been reset successfully. Please login again.');
    const [init] = await requests.to('/sso-web/opera/initPasswd');
    const body = init?.body as Record<string, string>;
    expect(body.loginName).toBe('demo.init');
    for (const [field, plain] of [['invitationCode', DEMO_PASSWORD], ['password', NEW_PASSWORD], ['confirmPassword', NEW_PASSWORD]] as const) {
      expect(body[field]).not.toBe(plain);
      expect(decryptField(body[field])).toBe(plain);
    }
    expect(await requests.to('/sso-web/opera/resetPasswd')).toHaveLength(0);
    notices.alerts[0]?.onOk?.();
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('');

    // The new password now works.
    await fillLogin(user, 'demo.init', NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: /^login$/i }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/home'), { timeout: 5000 });
    requests.stop();
  }, 20_000);

  it('code 30903 opens the reset form and uses resetPasswd with the old password encrypted', async () => {
    const notices = recordNotices();
    const user = userEvent.setup();
    const requests = recordRequests();
    await renderLoginPage();
    await fillLogin(user, 'demo.reset', DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: /^login$/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
    expect(screen.getByText('Your password has expired. Please reset your password.')).toBeInTheDocument();
    await enter(user, await screen.findByLabelText('New password'), NEW_PASSWORD);
    await enter(user, screen.getByLabelText('Confirm new password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(notices.alerts).toHaveLength(1));
    const [reset] = await requests.to('/sso-web/opera/resetPasswd');
    const body = reset?.body as Record<string, string>;
    expect(decryptField(body.orcPassword)).toBe(DEMO_PASSWORD);
    expect(body.orcPassword).not.toBe(DEMO_PASSWORD);
    expect(decryptField(body.password)).toBe(NEW_PASSWORD);
    expect(decryptField(body.confirmPassword)).toBe(NEW_PASSWORD);
    expect(await requests.to('/sso-web/opera/initPasswd')).toHaveLength(0);
    requests.stop();
  }, 20_000);

  it('shows a failed reset under the form and returns to login on request', async () => {
    recordNotices();
    const user = userEvent.setup();
    server.use(http.post('*/sso-web/opera/resetPasswd', () => HttpResponse.json({ code: '30010', msg: 'The old password is wrong.' })));
    await renderLoginPage();
    await fillLogin(user, 'demo.reset', DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: /^login$/i }));
    await enter(user, await screen.findByLabelText('New password'), NEW_PASSWORD);
    await enter(user, screen.getByLabelText('Confirm new password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The old password is wrong.');
    expect(screen.getByLabelText('New password')).toHaveValue(NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(await screen.findByLabelText('Username')).toHaveValue('demo.reset');
  }, 20_000);
});

describe('one-time password step (000 §4 step 4)', () => {
  it('asks for the OTP, rejects a wrong code, accepts the mailed one and completes the login', async () => {
    const notices = recordNotices();
    const user = userEvent.setup();
    await renderLoginPage();
    await fillLogin(user, 'demo.otp', DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: /^login$/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Verification' })).toBeInTheDocument();
    // The login form (whose captcha field is also "Verification code") has gone first.
    await waitFor(() => expect(screen.queryByLabelText('Username')).toBeNull());
    const code = await screen.findByLabelText('Verification code');
    await waitFor(() => expect(code).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(notices.success).toContain('Verification code has been sent. Please check your inbox.'));
    expect(screen.getByRole('button', { name: /Resend in 59 s/ })).toBeDisabled();
    await enter(user, code, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification code error');
    await user.clear(code);
    await enter(user, code, latestMailCode('otp@demo.kj', 'otp') ?? '');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/home'), { timeout: 5000 });
    expect(sessionStores.curLoginName.getState()).toBe('demo.otp');
  }, 20_000);

  it('cancel logs out and returns to login', async () => {
    recordNotices();
    const user = userEvent.setup();
    const requests = recordRequests();
    await renderLoginPage();
    await fillLogin(user, 'demo.otp', DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: /^login$/i }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(await requests.to('/sso-web/opera/logout')).toHaveLength(1);
    requests.stop();
  });
});

describe('arrival (000 §2 "Routes", §4 step 5)', () => {
  it('action=register logs out, clears local and session storage and opens the register mode', async () => {
    recordNotices();
    storage.set('local', 'leftover', 'x');
    storage.set('session', 'curLoginName', 'someone');
    const requests = recordRequests();
    await renderLoginPage({ route: '/login?action=register' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    await waitFor(async () => expect(await requests.to('/sso-web/opera/logout')).toHaveLength(1));
    expect(storage.get('local', 'leftover')).toBeNull();
    expect(storage.get('session', 'curLoginName')).toBeNull();
    expect(await requests.to('/sso-web/checkLogin')).toHaveLength(0);
    requests.stop();
  });

  it('an existing single-sign-on session without OTP goes straight to the enterprise choice', async () => {
    recordNotices();
    signIn(demoAccountId('demo.one'));
    await renderLoginPage();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/home'), { timeout: 5000 });
    expect(sessionStores.authCode.getState()).toBeTruthy();
  });

  it('after the idle timeout (reason=inactivity) says why and asks for a sign-in instead of resuming a session the server still has', async () => {
    recordNotices();
    const requests = recordRequests();
    signIn(demoAccountId('demo.one'));
    await renderLoginPage({ route: '/login?reason=inactivity&refer=%2FCommKycFile' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You were signed out after 30 minutes without activity. Sign in again to continue where you left off.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(await requests.to('/sso-web/checkLogin')).toHaveLength(0);
    requests.stop();
  });

  it('says why in Chinese after the idle timeout', async () => {
    recordNotices();
    await renderLoginPage({ locale: 'zh', route: '/login?reason=inactivity' });
    expect(await screen.findByRole('status')).toHaveTextContent('由于 30 分钟内没有操作，您已退出登录。重新登录后可从离开处继续。');
  });

  it('an existing session that needs an OTP stays on the login form', async () => {
    recordNotices();
    const requests = recordRequests();
    signIn(demoAccountId('demo.otp'));
    await renderLoginPage();
    await waitFor(async () => expect(await requests.to('/kj-sys/kjEnterprise/getIsOTPByType')).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(await requests.to('/kj-sys/kjEnterprise/getEnterpriseByType')).toHaveLength(0);
    requests.stop();
  });
});

describe('switching modes', () => {
  it('moves between login, forgot password and register without reloading, focusing the first field', async () => {
    const user = userEvent.setup();
    await renderLoginPage({ route: '/login?lang=en&refer=%2Fhome' });
    await enter(user, await screen.findByLabelText('Username'), 'demo.one');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByLabelText('Username')).toHaveValue('demo.one');
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Company name')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveFocus());
  }, 20_000);
});

describe('registration from the login page (000 §8 "Registration success")', () => {
  it('after "Success" switches to login with the e-mail as account', async () => {
    const notices = recordNotices();
    const user = userEvent.setup();
    await renderLoginPage({ route: '/login?channelId=CH9' });
    await user.click(await screen.findByRole('button', { name: 'Register now' }));
    await enter(user, await screen.findByLabelText('Company name'), 'Lambda Ltd');
    await enter(user, screen.getByLabelText('Contact name'), 'Lee Lambda');
    await enter(user, screen.getByLabelText('Email'), 'lambda@demo.kj');
    await enter(user, screen.getByLabelText('Password'), 'Reg#Pass2025');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Resend in/ });
    await enter(user, screen.getByLabelText('Email verification code'), latestMailCode('lambda@demo.kj', 'registration') ?? '');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('lambda@demo.kj');
    expect(notices.success).toContain('Success');
  }, 20_000);
});
