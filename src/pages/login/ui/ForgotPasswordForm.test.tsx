import { afterEach, describe, expect, it, rstest } from '@rstest/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { decryptField } from '@mocks/lib/crypto/rsa';
import { latestMailCode } from '@mocks/lib/inspect';
import { recordNotices } from '@tests/support/notices';
import { enter } from '@tests/support/input';
import { expectPasswordFieldsCapped } from '@tests/support/passwordFields';
import { renderApp } from '@tests/support/render';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const NEW_PASSWORD = 'NewPass#2025ab';

afterEach(() => {
  rstest.useRealTimers();
});

async function renderForm(locale: 'en' | 'zh' = 'en') {
  const onDone = rstest.fn();
  const onCancel = rstest.fn();
  await renderApp(<ForgotPasswordForm onDone={onDone} onCancel={onCancel} />, { locale });
  return { onDone, onCancel };
}

describe('forgot password (000 §5 "Forgot password")', () => {
  it('shows each message of the spec', async () => {
    const user = userEvent.setup();
    await renderForm();
    const password = await screen.findByLabelText('New password');
    await user.type(password, 'x');
    await user.clear(password);
    expect(await screen.findByText('Please enter your new password.')).toBeInTheDocument();
    await enter(user, password, NEW_PASSWORD);
    await enter(user, screen.getByLabelText('Confirm new password'), 'Other#2025abc');
    expect(await screen.findByText('Confirm New Password is inconsistent with the New Password')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm new password'));
    expect(await screen.findByText('Please re-enter your new password.')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    await user.type(email, 'not-an-email');
    expect(await screen.findByText('Email format error')).toBeInTheDocument();
    await user.clear(email);
    expect(await screen.findByText('Please enter your email.')).toBeInTheDocument();
    const code = screen.getByLabelText('Email verification code');
    await user.type(code, '1');
    await user.clear(code);
    expect(await screen.findByText('Please enter verification code.')).toBeInTheDocument();
  }, 20_000);

  it('sending a code without an e-mail asks for it', async () => {
    const user = userEvent.setup();
    await renderForm('zh');
    await user.click(await screen.findByRole('button', { name: '发送验证码' }));
    expect(await screen.findByText('请输入邮箱。')).toBeInTheDocument();
  }, 20_000);

  it('counts down 60 s after sending, with the send button disabled meanwhile', async () => {
    const notices = recordNotices();
    rstest.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const user = userEvent.setup();
    await renderForm();
    await enter(user, await screen.findByLabelText('Email'), 'one@demo.kj');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const counting = await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect(counting).toBeDisabled();
    expect(notices.success).toEqual(['Verification code has been sent. Please check your inbox.']);
    expect(latestMailCode('one@demo.kj', 'forgotPassword')).toMatch(/^\d{6}$/);
    act(() => rstest.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: 'Resend in 1 s' })).toBeDisabled();
    act(() => rstest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  }, 20_000);

  it('shows a refused send under the form', async () => {
    recordNotices();
    const user = userEvent.setup();
    await renderForm();
    await enter(user, await screen.findByLabelText('Email'), 'nobody@demo.kj');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email address is not registered.');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  }, 20_000);

  it('sets the new password with the e-mailed code, both passwords encrypted, then confirms and returns', async () => {
    const notices = recordNotices();
    const user = userEvent.setup();
    const bodies: Promise<string>[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.url.includes('/sso-web/opera/forgetPasswdForDigipo')) bodies.push(request.clone().text());
    };
    server.events.on('request:start', listener);
    const { onDone } = await renderForm();
    const button = await screen.findByRole('button', { name: 'Confirm' });
    expect(button).toBeDisabled();
    await enter(user, screen.getByLabelText('New password'), NEW_PASSWORD);
    await enter(user, screen.getByLabelText('Confirm new password'), NEW_PASSWORD);
    await enter(user, screen.getByLabelText('Email'), 'one@demo.kj');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Resend in/ });
    expect(button).toBeDisabled();
    await enter(user, screen.getByLabelText('Email verification code'), latestMailCode('one@demo.kj', 'forgotPassword') ?? '');
    expect(button).toBeEnabled();
    await user.click(button);
    await waitFor(() => expect(notices.alerts).toHaveLength(1));
    expect(notices.alerts[0]?.content).toBe('Password has been reset successfully. Please login again.');
    server.events.removeListener('request:start', listener);
    const body = JSON.parse(await bodies[0]!) as Record<string, string>;
    expect(body.loginName).toBe('one@demo.kj');
    expect(body.password).not.toBe(NEW_PASSWORD);
    expect(decryptField(body.password)).toBe(NEW_PASSWORD);
    expect(decryptField(body.confirmPassword)).toBe(NEW_PASSWORD);
    expect(onDone).not.toHaveBeenCalled();
    notices.alerts[0]?.onOk?.();
    expect(onDone).toHaveBeenCalledTimes(1);
  }, 20_000);

  it('cancel returns to login', async () => {
    const user = userEvent.setup();
    const { onCancel } = await renderForm();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  }, 20_000);

  it('takes at most 15 characters in both password fields (000 §9)', async () => {
    const user = userEvent.setup();
    await renderForm();
    expect(await expectPasswordFieldsCapped(user)).toBe(2);
  });
});
