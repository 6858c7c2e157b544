import { afterEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { issueCaptcha } from '@mocks/lib/inspect';
import { recordRequests } from '@tests/support/requests';
import { renderApp } from '@tests/support/render';
import { LOGIN_FRAME_ATTRIBUTES as ATTRIBUTE, LOGIN_FRAME_IDS as ID } from '@/shared/config';
import { loginFrame } from '@tests/support/loginFrame';


const input = (id: string) => document.getElementById(id) as HTMLInputElement;

/**
 * index.html's frame as boot.js leaves it on the login page, typed into before the app
 * arrived. In the page the app replaces it when it mounts; here it sits beside the app's
 * container and goes once the app has rendered (`frameReplaced`).
 */
function typeIntoFrame(typed: { account?: string; password?: string; captcha?: string; agreed?: boolean; intent?: string }) {
  document.documentElement.setAttribute('data-login-frame', '');
  const host = document.createElement('div');
  host.id = 'frame-host';
  host.innerHTML = loginFrame();
  document.body.append(host);
  input(ID.account).value = typed.account ?? '';
  input(ID.password).value = typed.password ?? '';
  input(ID.captcha).value = typed.captcha ?? '';
  input(ID.agreed).checked = typed.agreed ?? true;
  if (typed.intent) document.getElementById(ID.form)?.setAttribute(ATTRIBUTE.intent, typed.intent);
}

const frameReplaced = () => document.getElementById('frame-host')?.remove();

/** The app's route table at /login, once its login form has mounted (the frame's labels carry both languages, so they differ). */
async function renderLogin() {
  const app = await renderApp('/login');
  await screen.findByLabelText('Username');
  frameReplaced();
  return app;
}

afterEach(() => {
  frameReplaced();
  document.documentElement.removeAttribute('data-login-frame');
});

describe('the login form takes over index.html’s frame', () => {
  it('keeps what was typed, the agreement box, the focus and the caret', async () => {
    typeIntoFrame({ account: 'demo.one', password: 'Demo#Pass2025', agreed: false });
    input(ID.password).focus();
    input(ID.password).setSelectionRange(4, 4);
    // As frameForm.js keeps it (loginFrameScripts.test.ts).
    document.getElementById(ID.form)?.setAttribute(ATTRIBUTE.focus, ID.password);
    await renderLogin();
    const password = screen.getByLabelText('Password');
    expect(screen.getByLabelText('Username')).toHaveValue('demo.one');
    expect(password).toHaveValue('Demo#Pass2025');
    expect(document.activeElement).toBe(password);
    expect((password as HTMLInputElement).selectionStart).toBe(4);
    // The box left unticked keeps Login disabled, as in the frame.
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it('sends a Login pressed before the app arrived, its password encrypted, and signs in', async () => {
    const requests = recordRequests();
    typeIntoFrame({ account: 'demo.one', password: 'Demo#Pass2025', captcha: issueCaptcha(), intent: 'login' });
    const { route } = await renderLogin();
    await waitFor(() => expect(route()).not.toMatch(/^\/login/));
    const [login] = await requests.to('/sso-web/opera/doLogin');
    expect(login?.body).toMatchObject({ loginName: 'demo.one' });
    expect(JSON.stringify(login?.body)).not.toContain('Demo#Pass2025');
  });

  it('opens the mode a link asked for', async () => {
    typeIntoFrame({ account: 'new.person@example.com', intent: 'register' });
    await renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeInTheDocument();
    frameReplaced();
  });

  it('keeps the account of the address when nothing was typed into the frame’s field', async () => {
    typeIntoFrame({ password: 'Demo#Pass2025' });
    await renderApp('/login?userName=demo.one');
    await screen.findByLabelText('Username');
    frameReplaced();
    expect(screen.getByLabelText('Username')).toHaveValue('demo.one');
    expect(screen.getByLabelText('Password')).toHaveValue('Demo#Pass2025');
  });

  it('takes nothing when no frame was shown (another page first, or a later visit to the login mode)', async () => {
    typeIntoFrame({ account: 'demo.one', intent: 'login' });
    document.documentElement.removeAttribute('data-login-frame');
    await renderLogin();
    expect(screen.getByLabelText('Username')).toHaveValue('');
  });
});
