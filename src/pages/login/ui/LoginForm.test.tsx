import { describe, expect, it, rstest } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { expectPasswordFieldsCapped } from '@tests/support/passwordFields';
import { renderApp } from '@tests/support/render';
import { issueCaptcha } from '@mocks/lib/inspect';
import { holdCallsUntil } from '@/shared/api';
import { LoginForm, type LoginPrefill } from './LoginForm';

function WithPrefill() {
  const [prefill, setPrefill] = useState<LoginPrefill | null>(null);
  return (
    <>
      <button type="button" onClick={() => setPrefill({ loginName: 'demo.many', password: 'Demo#Pass2025' })}>
        pick
      </button>
      <LoginForm variant="sso" prefill={prefill} agreement="I agree" onOutcome={rstest.fn()} onForgotPassword={rstest.fn()} onRegister={rstest.fn()} />
    </>
  );
}

describe('login form', () => {
  it('takes a prefilled account and password (the demo accounts)', async () => {
    const user = userEvent.setup();
    await renderApp(<WithPrefill />);
    await user.type(screen.getByLabelText('Username'), 'someone');
    await user.click(screen.getByRole('button', { name: 'pick' }));
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue('demo.many'));
    expect(screen.getByLabelText('Password')).toHaveValue('Demo#Pass2025');
  });

  it('signs in at once when the prefill brings the captcha (the demo presenter’s one click)', async () => {
    const onOutcome = rstest.fn();
    function OneClick() {
      const [prefill, setPrefill] = useState<LoginPrefill | null>(null);
      return (
        <>
          <button type="button" onClick={() => setPrefill({ loginName: 'demo.one', password: 'Demo#Pass2025', imgCode: issueCaptcha() })}>
            sign in
          </button>
          <LoginForm variant="sso" prefill={prefill} agreement="I agree" onOutcome={onOutcome} onForgotPassword={rstest.fn()} onRegister={rstest.fn()} />
        </>
      );
    }
    await renderApp(<OneClick />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'sign in' }));
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith(expect.objectContaining({ kind: 'signedIn' })));
  });

  it('hands over the typed account when leaving for another mode', async () => {
    const user = userEvent.setup();
    const onForgotPassword = rstest.fn();
    const onRegister = rstest.fn();
    await renderApp(<LoginForm variant="sso" agreement="I agree" onOutcome={rstest.fn()} onForgotPassword={onForgotPassword} onRegister={onRegister} />);
    await user.type(screen.getByLabelText('Username'), 'demo.one');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onForgotPassword).toHaveBeenCalledWith('demo.one');
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    expect(onRegister).toHaveBeenCalledWith('demo.one');
  });

  it('takes at most 15 characters in the password field (000 §9)', async () => {
    const user = userEvent.setup();
    await renderApp(<LoginForm variant="sso" agreement="I agree" onOutcome={rstest.fn()} onForgotPassword={rstest.fn()} onRegister={rstest.fn()} />);
    expect(await expectPasswordFieldsCapped(user)).toBe(1);
  });

  it('can be filled while the backend starts (the demo build), and asks for the captcha image only once it answers', async () => {
    const user = userEvent.setup();
    let answer = () => undefined as void;
    holdCallsUntil(new Promise<void>((resolve) => (answer = resolve)));
    await renderApp(<LoginForm variant="sso" agreement="I agree" onOutcome={rstest.fn()} onForgotPassword={rstest.fn()} onRegister={rstest.fn()} />);
    await user.type(screen.getByLabelText('Username'), 'demo.one');
    expect(screen.getByLabelText('Username')).toHaveValue('demo.one');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    // An image asked for now would reach the static host, not the mock.
    expect(screen.queryByRole('img', { name: 'Verification code image' })).toBeNull();

    answer();
    expect(await screen.findByRole('img', { name: 'Verification code image' })).toHaveAttribute('src', expect.stringContaining('/sso-web/code/getImgCode'));
  });
});
