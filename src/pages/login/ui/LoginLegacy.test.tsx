import { beforeEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { DEMO_PASSWORD } from '@mocks/scenarios';
import { decryptField } from '@mocks/lib/crypto/rsa';
import { issueCaptcha } from '@mocks/lib/inspect';
import { sessionStores } from '@/entities/session';
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

/** The login page of a deployment built with PORTAL_LOGIN_VARIANT=legacy. */
function renderLegacyLoginPage() {
  return renderApp(
    <Routes>
      <Route path="/login" element={<LoginPage variant="legacy" />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { locale: 'en', route: '/login' },
  );
}

async function fillLogin(user: ReturnType<typeof userEvent.setup>, loginName: string, password: string) {
  await enter(user, screen.getByLabelText('Username'), loginName);
  await enter(user, screen.getByLabelText('Password'), password);
  await enter(user, screen.getByLabelText('Verification code'), issueCaptcha());
}

describe('the older login variant (PORTAL_LOGIN_VARIANT=legacy, 000 §2, §7 "(old)")', () => {
  beforeEach(() => {
    recordNotices();
  });

  it('signs demo.one in through the kj-sso calls, then routes as the newer flow does', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    await renderLegacyLoginPage();
    expect(await screen.findByRole('img', { name: 'Verification code image' })).toHaveAttribute('src', expect.stringMatching(/\/kj-sso\/captcha\/code\/get\?timestamp=\d+$/));
    await fillLogin(user, 'demo.one', DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: /^login$/i }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/home'), { timeout: 5000 });
    const [logon] = await requests.to('/kj-sso/account/logon');
    const body = logon?.body as Record<string, string>;
    expect(body.userName).toBe('demo.one');
    expect(body.password).not.toContain(DEMO_PASSWORD);
    expect(decryptField(body.password)).toBe(DEMO_PASSWORD);
    expect(body.picCheckCode).toMatch(/\S/);
    expect(await requests.to('/kj-sso/account/getPublicKey')).toHaveLength(1);
    // None of the single-sign-on helper's sign-in calls.
    const seen = (await requests.all()).map(({ path }) => path);
    expect(seen.filter((path) => /^\/sso-web\/(code|opera)\//.test(path))).toEqual([]);
    // Everything after the sign-in unchanged: the OTP question, the enterprise, the routing.
    expect(await requests.to('/kj-sys/kjEnterprise/getIsOTPByType')).toHaveLength(1);
    expect(sessionStores.curLoginName.getState()).toBe('demo.one');
    requests.stop();
  }, 20_000);

  it('switchCode 30900 opens the initialise form, which uses initPwd with the token and the encrypted passwords', async () => {
    const notices = recordNotices();
    const user = userEvent.setup();
    const requests = recordRequests();
    await renderLegacyLoginPage();
    await fillLogin(user, 'demo.init', DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: /^login$/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Set your password' })).toBeInTheDocument();
    await enter(user, await screen.findByLabelText('New password'), NEW_PASSWORD);
    await enter(user, screen.getByLabelText('Confirm new password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(notices.alerts).toHaveLength(1));
    expect(notices.alerts[0]?.content).toBe('Password has been reset successfully. Please login again.');
    const [init] = await requests.to('/kj-sso/account/initPwd');
    const query = new URLSearchParams(init?.search);
    expect(query.get('userName')).toBe('demo.init');
    expect(query.get('tokenUuid')).toMatch(/\S/);
    for (const field of ['password', 'confirmPassword']) {
      expect(query.get(field)).not.toBe(NEW_PASSWORD);
      expect(decryptField(query.get(field))).toBe(NEW_PASSWORD);
    }
    expect(await requests.to('/sso-web/opera/initPasswd')).toHaveLength(0);
    notices.alerts[0]?.onOk?.();

    // The new password now works, through the old calls too.
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    await fillLogin(user, 'demo.init', NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: /^login$/i }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/home'), { timeout: 5000 });
    requests.stop();
  }, 30_000);
});
