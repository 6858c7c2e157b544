import { describe, expect, it, rstest } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enter } from '@tests/support/input';
import { expectPasswordFieldsCapped } from '@tests/support/passwordFields';
import { renderApp } from '@tests/support/render';
import { ResetPasswordForm } from './ResetPasswordForm';

function renderForm(locale: 'en' | 'zh' = 'en') {
  return renderApp(
    <ResetPasswordForm variant="sso" kind="initialise" loginName="demo.init" currentPassword="Demo#Pass2025" onDone={rstest.fn()} onCancel={rstest.fn()} />,
    { locale },
  );
}

const ruleStates = () =>
  Object.fromEntries(
    Array.from(screen.getByTestId('password-rules').querySelectorAll('li')).map((item) => [item.getAttribute('data-rule'), item.getAttribute('data-passed') === 'true']),
  );

describe('new or reset password form (000 §5 "New or reset password")', () => {
  it('shows each message of the spec', async () => {
    const user = userEvent.setup();
    await renderForm();
    const password = await screen.findByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');

    await user.type(password, 'short');
    expect(await screen.findByText(/The password must be 12 to 15 characters long/)).toBeInTheDocument();
    await user.clear(password);
    expect(await screen.findByText('Please enter your password.')).toBeInTheDocument();

    await enter(user, password, 'NewPass#2025ab');
    await enter(user, confirm, 'NewPass#2025');
    expect(await screen.findByText('Confirm New Password is inconsistent with the New Password')).toBeInTheDocument();
    await user.clear(confirm);
    expect(await screen.findByText('Please re-enter your new password.')).toBeInTheDocument();
  }, 20_000);

  it('shows the messages in Chinese', async () => {
    const user = userEvent.setup();
    await renderForm('zh');
    const password = await screen.findByLabelText('新密码');
    await user.type(password, 'x');
    await user.clear(password);
    expect(await screen.findByText('请输入密码。')).toBeInTheDocument();
    await enter(user, password, 'NewPass#2025ab');
    await user.type(screen.getByLabelText('确认新密码'), 'y');
    expect(await screen.findByText('确认新密码与新密码不一致')).toBeInTheDocument();
  }, 20_000);

  it('enables the button only when both are filled, the rules are met and the confirmation matches', async () => {
    const user = userEvent.setup();
    await renderForm();
    const button = await screen.findByRole('button', { name: 'Confirm' });
    const password = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    expect(button).toBeDisabled();
    await user.type(password, 'newpass#2025ab'); // no uppercase
    await enter(user, confirm, 'newpass#2025ab');
    expect(button).toBeDisabled();
    await user.clear(password);
    await enter(user, password, 'NewPass#2025ab');
    expect(button).toBeDisabled(); // confirmation differs now
    await user.clear(confirm);
    await enter(user, confirm, 'NewPass#2025ab');
    expect(button).toBeEnabled();
  }, 20_000);

  it('ticks the rules in the popover as the user types', async () => {
    const user = userEvent.setup();
    await renderForm();
    const password = await screen.findByLabelText('New password');
    await user.click(password);
    expect(await screen.findByText('The password must have:')).toBeInTheDocument();
    expect(ruleStates()).toEqual({ length: false, uppercase: false, lowercase: false, digit: false, special: false });
    await user.type(password, 'A');
    expect(ruleStates()).toMatchObject({ uppercase: true, lowercase: false });
    await user.type(password, 'b');
    expect(ruleStates()).toMatchObject({ lowercase: true, digit: false });
    await user.type(password, '1');
    expect(ruleStates()).toMatchObject({ digit: true, special: false });
    await user.type(password, '_');
    expect(ruleStates()).toMatchObject({ special: true, length: false });
    await user.type(password, 'cdefghij');
    await waitFor(() => expect(ruleStates()).toEqual({ length: true, uppercase: true, lowercase: true, digit: true, special: true }));
    expect(screen.getByText('12 to 15 characters').closest('li')).toHaveAttribute('data-passed', 'true');
  }, 20_000);

  it('takes at most 15 characters in both password fields (000 §9)', async () => {
    const user = userEvent.setup();
    await renderForm();
    expect(await expectPasswordFieldsCapped(user)).toBe(2);
  });
});
