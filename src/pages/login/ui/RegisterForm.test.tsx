import { afterEach, describe, expect, it, rstest } from '@rstest/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { decryptField } from '@mocks/lib/crypto/rsa';
import { latestMailCode } from '@mocks/lib/inspect';
import { recordNotices } from '@tests/support/notices';
import { enter } from '@tests/support/input';
import { expectPasswordFieldsCapped } from '@tests/support/passwordFields';
import { renderApp } from '@tests/support/render';
import { RegisterForm } from './RegisterForm';

const PASSWORD = 'Reg#Pass2025';

afterEach(() => {
  rstest.useRealTimers();
});

async function renderForm({ locale = 'en', channelId = null }: { locale?: 'en' | 'zh'; channelId?: string | null } = {}) {
  const onRegistered = rstest.fn();
  const onLogin = rstest.fn();
  await renderApp(<RegisterForm agreement="I agree" channelId={channelId} onRegistered={onRegistered} onLogin={onLogin} />, { locale });
  return { onRegistered, onLogin };
}

async function chooseAreaCode(user: ReturnType<typeof userEvent.setup>, label: string, option: RegExp) {
  await user.click(screen.getByLabelText(label));
  const listbox = await screen.findByRole('listbox');
  expect(listbox).toBeInTheDocument();
  await user.click(await screen.findByTitle(option));
}

describe('registration form (000 §5 "Registration")', () => {
  it('asks for every required field on sign-up', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    for (const text of [
      'Please enter the company name.',
      'Please enter the contact name.',
      'Please enter email address.',
      'Please enter your password.',
      'Please enter verification code.',
      'Please read and agree to the User Agreement and the Privacy Policy.',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    // Phone and area code are optional while both are empty.
    expect(screen.queryByText('Please enter Phone Number.')).toBeNull();
    expect(screen.queryByText('Please select Area Code.')).toBeNull();
  }, 20_000);

  it('checks the e-mail and password formats', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.type(await screen.findByLabelText('Email'), 'someone@');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Email format error')).toBeInTheDocument();
    expect(await screen.findByText('Password format error')).toBeInTheDocument();
  }, 20_000);

  it('requires the area code once a phone number is given and the other way round; keeps digits only', async () => {
    const user = userEvent.setup();
    await renderForm();
    const phone = await screen.findByLabelText('Phone number');
    await user.type(phone, '138-abc 0013');
    expect(phone).toHaveValue('1380013');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Please select Area Code.')).toBeInTheDocument();
    await user.clear(phone);
    await chooseAreaCode(user, 'Area code', /^\+86 China$/);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    // Read anew, not the first node found: the area code's dependent check of the phone can
    // settle after Sign up's and antd then draws the same message as a new node.
    await waitFor(() => expect(screen.getByText('Please enter Phone Number.')).toBeInTheDocument());
    expect(phone).toHaveAttribute('maxLength', '20');
  }, 20_000);

  it('shows the area codes in Chinese', async () => {
    const user = userEvent.setup();
    await renderForm({ locale: 'zh' });
    await user.click(await screen.findByLabelText('区号'));
    expect(await screen.findByTitle('+86 中国')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /注\s*册/ }));
    expect(await screen.findByText('请输入邮箱地址。')).toBeInTheDocument();
    // antd shows each field's message as its own validation settles: wait for this one too.
    expect(await screen.findByText('请输入验证码。')).toBeInTheDocument();
  }, 20_000);

  it('shows the 12 to 15 rules in the password popover', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.click(await screen.findByLabelText('Password'));
    const rules = await screen.findByTestId('password-rules');
    expect(within(rules).getByText('12 to 15 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'A1#');
    expect(rules.querySelector('[data-rule="uppercase"]')).toHaveAttribute('data-passed', 'true');
    expect(rules.querySelector('[data-rule="special"]')).toHaveAttribute('data-passed', 'true');
    expect(rules.querySelector('[data-rule="lowercase"]')).toHaveAttribute('data-passed', 'false');
  }, 20_000);

  it('disables send without an e-mail and for 60 s after sending', async () => {
    const { success } = recordNotices();
    rstest.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const user = userEvent.setup();
    await renderForm();
    const send = await screen.findByRole('button', { name: 'Send code' });
    expect(send).toBeDisabled();
    await enter(user, screen.getByLabelText('Email'), 'new.company@demo.kj');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    expect(success).toEqual(['Verification code has been sent. Please check your inbox.']);
    act(() => rstest.advanceTimersByTime(30_000));
    expect(screen.getByRole('button', { name: 'Resend in 30 s' })).toBeDisabled();
    act(() => rstest.advanceTimersByTime(30_000));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  }, 20_000);

  it('registers with the password encrypted and the fixed fields, then reports the e-mail', async () => {
    const { success } = recordNotices();
    const user = userEvent.setup();
    const bodies: Promise<string>[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.url.includes('/kj-kyc/userEnroll/enroll')) bodies.push(request.clone().text());
    };
    server.events.on('request:start', listener);
    const { onRegistered } = await renderForm({ channelId: 'CH01' });
    await enter(user, await screen.findByLabelText('Company name'), 'Kappa Trading Ltd');
    await enter(user, screen.getByLabelText('Contact name'), 'Kim Kappa');
    await chooseAreaCode(user, 'Area code', /^\+86 China$/);
    await enter(user, screen.getByLabelText('Phone number'), '13800000099');
    await enter(user, screen.getByLabelText('Email'), 'kappa@demo.kj');
    await enter(user, screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Resend in/ });
    await enter(user, screen.getByLabelText('Email verification code'), latestMailCode('kappa@demo.kj', 'registration') ?? '');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('kappa@demo.kj'));
    expect(success).toContain('Success');
    server.events.removeListener('request:start', listener);
    const body = JSON.parse(await bodies[0]!) as Record<string, string>;
    expect(body).toMatchObject({
      name: 'Kim Kappa',
      email: 'kappa@demo.kj',
      telephone: '13800000099',
      phoneAreaCode: '86',
      companyName: 'Kappa Trading Ltd',
      channelId: 'CH01',
      productType: 'DEFAULT_PRODUCT',
      ssoConstants: 'kj_my_pc',
    });
    expect(body.serialNo).toBeTruthy();
    expect(body.password).not.toBe(PASSWORD);
    expect(decryptField(body.password)).toBe(PASSWORD);
  }, 20_000);

  it('shows a refused registration under the form and keeps the typing', async () => {
    recordNotices();
    const user = userEvent.setup();
    const { onRegistered } = await renderForm();
    await enter(user, await screen.findByLabelText('Company name'), 'Kappa Trading Ltd');
    await enter(user, screen.getByLabelText('Contact name'), 'Kim Kappa');
    await enter(user, screen.getByLabelText('Email'), 'kappa2@demo.kj');
    await enter(user, screen.getByLabelText('Password'), PASSWORD);
    await enter(user, screen.getByLabelText('Email verification code'), '000000');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification code error');
    expect(onRegistered).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Company name')).toHaveValue('Kappa Trading Ltd');
  }, 20_000);

  it('takes at most 15 characters in the password field (000 §9)', async () => {
    const user = userEvent.setup();
    await renderForm();
    expect(await expectPasswordFieldsCapped(user)).toBe(1);
  });
});
