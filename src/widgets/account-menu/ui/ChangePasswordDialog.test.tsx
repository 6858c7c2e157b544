import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEMO_PASSWORD, server } from '@mocks/node';
import { login, signInAs } from '@mocks/testing/client';
import { sessionCleared, userSignedIn } from '@/entities/session';
import { menuApi } from '@/entities/menu';
import type { AlertOptions } from '@/shared/ui/notifier';
import { recordNotices } from '@tests/support/notices';
import { enter } from '@tests/support/input';
import { expectPasswordFieldsCapped } from '@tests/support/passwordFields';
import { renderApp } from '@tests/support/render';
import { recordRequests } from '@tests/support/requests';
import { ChangePasswordDialog } from './ChangePasswordDialog';

const NEW_PASSWORD = 'Fresh#Pass2026';

// Several suites share a 2-core machine: antd renders and RSA work can be slow, wait up to 10 s.
configure({ asyncUtilTimeout: 10_000 });
/** Per test: each types three passwords and may generate the mock's RSA key. */
const SLOW = 60_000;

let alerts: AlertOptions[];
let errors: string[];
/** The resetPasswd requests the dialog sent. */
let resets: ReturnType<typeof recordRequests>;
/** Their bodies, as sent. */
const resetBodies = async () => (await resets.to('/sso-web/opera/resetPasswd')).map(({ body }) => JSON.stringify(body));

beforeEach(async () => {
  ({ alerts, error: errors } = recordNotices());
  await signInAs('demo.one');
  userSignedIn({ loginName: 'demo.one', loginUser: { loginName: 'demo.one' } });
  resets = recordRequests();
}, SLOW);

afterEach(() => {
  sessionCleared();
  window.location.hash = '';
});

async function renderDialog(locale: 'en' | 'zh' = 'en') {
  const onClose = rstest.fn();
  const onPasswordChanged = rstest.fn();
  const { store } = await renderApp(<ChangePasswordDialog open onClose={onClose} onPasswordChanged={onPasswordChanged} />, { locale });
  const dialog = await screen.findByRole('dialog');
  return { dialog, onClose, onPasswordChanged, store };
}

const TEXT = {
  en: { old: 'Old password', next: 'New password', confirm: 'Confirm new password', submit: /Submit$/ },
  zh: { old: '旧密码', next: '新密码', confirm: '确认新密码', submit: /提\s*交$/ },
} as const;

async function fill(user: ReturnType<typeof userEvent.setup>, locale: 'en' | 'zh', values: { old?: string; next?: string; confirm?: string }) {
  const text = TEXT[locale];
  if (values.old) await enter(user, screen.getByLabelText(text.old), values.old);
  if (values.next) await enter(user, screen.getByLabelText(text.next), values.next);
  if (values.confirm) await enter(user, screen.getByLabelText(text.confirm), values.confirm);
}

describe('change-password dialog (000 §5 "Change-password dialog", 001 §2.10 and §5)', () => {
  it.each([
    [
      'en',
      {
        title: 'Change password',
        old: 'Please enter your old password.',
        next: 'Please enter your new password.',
        confirm: 'Please re-enter your new password.',
        format: /The password must be 12 to 15 characters long/,
        mismatch: 'Confirm New Password is inconsistent with the New Password',
      },
    ],
    [
      'zh',
      {
        title: '修改密码',
        old: '请输入旧密码。',
        next: '请输入新密码。',
        confirm: '请再次输入新密码。',
        format: /密码须为12至15位/,
        mismatch: '确认新密码与新密码不一致',
      },
    ],
  ] as const)('checks every field on submit with the messages of the specification (%s)', async (locale, expected) => {
    const user = userEvent.setup({ delay: null });
    const { dialog } = await renderDialog(locale);
    expect(within(dialog).getByText(expected.title)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: TEXT[locale].submit }));
    expect(await within(dialog).findByText(expected.old)).toBeInTheDocument();
    expect(within(dialog).getByText(expected.next)).toBeInTheDocument();
    expect(within(dialog).getByText(expected.confirm)).toBeInTheDocument();

    await fill(user, locale, { old: DEMO_PASSWORD, next: 'short#1A', confirm: 'Other#Pass2026' });
    expect(await within(dialog).findByText(expected.format)).toBeInTheDocument();
    expect(await within(dialog).findByText(expected.mismatch)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByText(expected.old)).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: TEXT[locale].submit }));
    expect(await resetBodies()).toEqual([]);
  }, SLOW);

  it('shows the live rules while the new password has focus, ticking them as the user types', async () => {
    const user = userEvent.setup({ delay: null });
    await renderDialog();
    await user.click(screen.getByLabelText('New password'));
    expect(await screen.findByText('The password must have:')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'Ab1#');
    const rules = screen.getByTestId('password-rules');
    // The rules follow the field's value as the form reports it, a render after the keystroke.
    await waitFor(() => expect(within(rules).getByText('At least one uppercase letter').closest('li')).toHaveAttribute('data-passed', 'true'));
    expect(within(rules).getByText('12 to 15 characters').closest('li')).toHaveAttribute('data-passed', 'false');
  }, SLOW);

  it('sends the three passwords RSA-encrypted with orcPassword, then shows the success alert whose confirm logs out', async () => {
    const user = userEvent.setup({ delay: null });
    // Hold the key request, to see the submit button disabled while the change is under way.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/sso-web/code/getLoginPublicKey', async () => {
        await held;
        return undefined;
      }),
    );
    const { dialog, onClose, onPasswordChanged } = await renderDialog();
    await fill(user, 'en', { old: DEMO_PASSWORD, next: NEW_PASSWORD, confirm: NEW_PASSWORD });
    const submit = within(dialog).getByRole('button', { name: TEXT.en.submit });
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    release();

    await waitFor(() => expect(alerts).toHaveLength(1));
    expect(alerts[0]).toMatchObject({ tone: 'success', content: 'Password has been reset successfully. Please login again.', okText: 'Confirm' });
    const sent = await resetBodies();
    expect(sent).toHaveLength(1);
    const body = JSON.parse(sent[0]!) as Record<string, unknown>;
    expect(body).toMatchObject({ loginName: 'demo.one', sysChannel: 'kj_my_pc', encrypt: true });
    for (const field of ['orcPassword', 'password', 'confirmPassword']) expect(body[field]).toMatch(/^[A-Za-z0-9+/]{100,}={0,2}$/);
    expect(sent[0]).not.toContain(DEMO_PASSWORD);
    expect(sent[0]).not.toContain(NEW_PASSWORD);
    // The mock stored the new password: it signs in, the old one does not.
    expect((await login('demo.one', NEW_PASSWORD)).code).toBe('200');
    expect((await login('demo.one', DEMO_PASSWORD)).code).toBe('30001');

    // Logout happens only once the alert is confirmed.
    expect(onPasswordChanged).not.toHaveBeenCalled();
    alerts[0]!.onOk?.();
    expect(onClose).toHaveBeenCalled();
    expect(onPasswordChanged).toHaveBeenCalledTimes(1);
  }, SLOW);

  it('announces no session expiry over the success alert: a call answered 01100 meanwhile is the session the change ended (000 §8)', async () => {
    const user = userEvent.setup({ delay: null });
    // A shell call (the side-menu flag) that the ended session answers with 01100.
    server.use(http.post('*/kj-sys/user/whetherShowCommonMenu', () => HttpResponse.json({ code: '01100', message: 'expired' })));
    // In the shell, where an expiry would otherwise be announced.
    window.location.hash = '#/main-productCenter';
    const { store } = await renderDialog();
    await fill(user, 'en', { old: DEMO_PASSWORD, next: NEW_PASSWORD, confirm: NEW_PASSWORD });
    await user.click(screen.getByRole('button', { name: TEXT.en.submit }));
    await waitFor(() => expect(alerts).toHaveLength(1));
    // The app's own store: the one whose sign-out is under way.
    const answered = await store.dispatch(menuApi.endpoints.showsCommonMenu.initiate(undefined, { subscribe: false, forceRefetch: true }));
    expect(answered.error).toMatchObject({ code: '01100' });
    expect(alerts.map((alert) => alert.content)).toEqual(['Password has been reset successfully. Please login again.']);
  }, SLOW);

  it('shows the success alert in Chinese', async () => {
    const user = userEvent.setup({ delay: null });
    await renderDialog('zh');
    await fill(user, 'zh', { old: DEMO_PASSWORD, next: NEW_PASSWORD, confirm: NEW_PASSWORD });
    await user.click(screen.getByRole('button', { name: TEXT.zh.submit }));
    await waitFor(() => expect(alerts).toHaveLength(1));
    expect(alerts[0]).toMatchObject({ content: '密码重置成功，请重新登录。', okText: '确认', title: '提示' });
  }, SLOW);

  it.each([
    ['en', 'The old password is incorrect.'],
    ['zh', '原密码错误。'],
  ] as const)('shows the server message under the form for a wrong old password (%s), and stays open', async (locale, text) => {
    const user = userEvent.setup({ delay: null });
    const { dialog, onClose, onPasswordChanged } = await renderDialog(locale);
    await fill(user, locale, { old: 'Wrong#Pass2025', next: NEW_PASSWORD, confirm: NEW_PASSWORD });
    await user.click(within(dialog).getByRole('button', { name: TEXT[locale].submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(alerts).toEqual([]);
    expect(errors).toEqual([]); // no toast besides the text under the form
    expect(onClose).not.toHaveBeenCalled();
    expect(onPasswordChanged).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: TEXT[locale].submit })).toBeEnabled();
    expect((await login('demo.one', DEMO_PASSWORD)).code).toBe('200');
  }, SLOW);

  it('shows the not-responding text when the server does not answer', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(http.post('*/sso-web/opera/resetPasswd', () => HttpResponse.error()));
    const { dialog } = await renderDialog();
    await fill(user, 'en', { old: DEMO_PASSWORD, next: NEW_PASSWORD, confirm: NEW_PASSWORD });
    await user.click(within(dialog).getByRole('button', { name: TEXT.en.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The server is not responding. Please contact your administrator.');
  }, SLOW);

  it('closes with Cancel without calling the server', async () => {
    const user = userEvent.setup({ delay: null });
    const { dialog, onClose } = await renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(await resetBodies()).toEqual([]);
  }, SLOW);

  it('takes at most 15 characters in every password field, the old password included (000 §9)', async () => {
    const user = userEvent.setup();
    await renderDialog();
    expect(await expectPasswordFieldsCapped(user)).toBe(3);
  }, SLOW);
});
