import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoAccountId } from '@mocks/scenarios';
import { latestMailCode } from '@mocks/lib/inspect';
import { signedInAccount, signIn } from '@mocks/lib/session';
import { recordNotices } from '@tests/support/notices';
import { renderApp } from '@tests/support/render';
import { OtpForm } from './OtpForm';

beforeEach(() => {
  signIn(demoAccountId('demo.otp'));
  recordNotices();
});

afterEach(() => {
  rstest.useRealTimers();
});

async function renderForm(locale: 'en' | 'zh' = 'en') {
  const onVerified = rstest.fn();
  const onCancel = rstest.fn();
  await renderApp(<OtpForm onVerified={onVerified} onCancel={onCancel} />, { locale });
  return { onVerified, onCancel };
}

describe('one-time password (000 §5 "One-time password")', () => {
  it('keeps confirm disabled while empty and asks for exactly 6 digits', async () => {
    const user = userEvent.setup();
    const { onVerified } = await renderForm();
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    const code = screen.getByLabelText('Verification code');
    await user.type(code, '12a3');
    expect(code).toHaveValue('123');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText('Please enter a 6-digit verification code')).toBeInTheDocument();
    await user.type(code, '4567');
    expect(code).toHaveValue('123456');
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('shows the 6-digit message in Chinese', async () => {
    const user = userEvent.setup();
    await renderForm('zh');
    await user.type(await screen.findByLabelText('验证码'), '1');
    await user.click(screen.getByRole('button', { name: /确\s*认/ }));
    expect(await screen.findByText('请输入6位验证码')).toBeInTheDocument();
  });

  it('counts the resend down from 59 s', async () => {
    rstest.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const user = userEvent.setup();
    await renderForm();
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 59 s' })).toBeDisabled();
    act(() => rstest.advanceTimersByTime(58_000));
    expect(screen.getByRole('button', { name: 'Resend in 1 s' })).toBeDisabled();
    act(() => rstest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('says "Verification code error" for a wrong code and continues with the right one', async () => {
    const user = userEvent.setup();
    const { onVerified } = await renderForm();
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Resend in/ });
    const code = screen.getByLabelText('Verification code');
    await user.type(code, '999999');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification code error');
    expect(onVerified).not.toHaveBeenCalled();
    await user.clear(code);
    await user.type(code, latestMailCode('otp@demo.kj', 'otp') ?? '');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
  });

  it('cancel logs out', async () => {
    const user = userEvent.setup();
    const { onCancel } = await renderForm();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
    expect(signedInAccount()).toBeNull();
  });
});
