import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_PASSWORD } from '@mocks/node';
import { MESSAGE_CATALOGUES } from '@mocks/messages';
import { signInAs } from '@mocks/testing/client';
import { sessionCleared, userSignedIn } from '@/entities/session';
import { allowFaultViolations, serverBack, setFault, type FaultKind } from '@tests/support/faults';
import { enter } from '@tests/support/input';
import { recordNotices, type NoticeRecord } from '@tests/support/notices';
import { recordRequests } from '@tests/support/requests';
import { renderApp } from '@tests/support/render';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/**
 * The change-password dialog (001 §2.10) against a failing backend, through the mock's
 * fault switch: the catalogue's message (000 §8), the typed passwords kept for another try,
 * one request per submission however often the button is pressed.
 */

configure({ asyncUtilTimeout: 10_000 });
const SLOW = 60_000;
allowFaultViolations();

const RESET = '/sso-web/opera/resetPasswd';
const NEW_PASSWORD = 'Fresh#Pass2026';
const TEXT = {
  en: { old: 'Old password', next: 'New password', confirm: 'Confirm new password', submit: /Submit$/, notResponding: 'The server is not responding. Please contact your administrator.', resetSuccess: 'Password has been reset successfully. Please login again.' },
  zh: { old: '旧密码', next: '新密码', confirm: '确认新密码', submit: /提\s*交$/, notResponding: '服务器未响应，请联系管理员。', resetSuccess: '密码重置成功，请重新登录。' },
} as const;

let notices: NoticeRecord;

beforeEach(async () => {
  notices = recordNotices();
  await signInAs('demo.one');
  userSignedIn({ loginName: 'demo.one', loginUser: { loginName: 'demo.one' } });
  // The shell's route: 01100 raises its alert only on a signed-in page (000 §8).
  window.location.hash = '#/main-productCenter';
}, SLOW);

afterEach(() => {
  sessionCleared();
});

async function openFilled(locale: 'en' | 'zh' = 'en') {
  const user = userEvent.setup({ delay: null });
  const onClose = rstest.fn();
  await renderApp(<ChangePasswordDialog open onClose={onClose} onPasswordChanged={() => undefined} />, { locale, route: '/main-productCenter' });
  const dialog = await screen.findByRole('dialog');
  const text = TEXT[locale];
  await enter(user, within(dialog).getByLabelText(text.old), DEMO_PASSWORD);
  await enter(user, within(dialog).getByLabelText(text.next), NEW_PASSWORD);
  await enter(user, within(dialog).getByLabelText(text.confirm), NEW_PASSWORD);
  return { user, dialog, onClose, submit: () => within(dialog).getByRole('button', { name: text.submit }) };
}

/** The three fields still hold what was typed. */
function expectKept(dialog: HTMLElement, locale: 'en' | 'zh' = 'en') {
  const text = TEXT[locale];
  expect(within(dialog).getByLabelText(text.old)).toHaveValue(DEMO_PASSWORD);
  expect(within(dialog).getByLabelText(text.next)).toHaveValue(NEW_PASSWORD);
  expect(within(dialog).getByLabelText(text.confirm)).toHaveValue(NEW_PASSWORD);
}

describe('change password when the server fails (000 §8)', () => {
  // Offline, the encryption key cannot be fetched either: the password is never sent.
  it.each<[FaultKind, 'en' | 'zh', number]>([
    ['http500', 'en', 1],
    ['networkError', 'en', 1],
    ['invalidJson', 'zh', 1],
    ['offline', 'zh', 0],
  ])('%s: says the server is not responding (%s) under the form, keeps what was typed, and the next submit, the server back, succeeds', async (kind, locale, sent) => {
    setFault({ target: RESET, kind });
    const { user, dialog, onClose, submit } = await openFilled(locale);
    const requests = recordRequests();
    await user.click(submit());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TEXT[locale].notResponding);
    expectKept(dialog, locale);
    expect(submit()).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
    expect(await requests.to(RESET)).toHaveLength(sent);

    // The same typed passwords, sent again once the server answers.
    await serverBack();
    await user.click(submit());
    await waitFor(() => expect(notices.alerts).toHaveLength(1));
    expect(notices.alerts[0]).toMatchObject({ content: TEXT[locale].resetSuccess });
    expect(await requests.to(RESET)).toHaveLength(sent + 1);
  }, SLOW);

  it('01100: the session alert, with what was typed still in the dialog', async () => {
    setFault({ target: '/sso-web', kind: 'sessionExpired' });
    const { user, dialog, submit } = await openFilled();
    await user.click(submit());
    await waitFor(() => expect(notices.alerts).toHaveLength(1));
    expect(notices.alerts[0]).toMatchObject({ content: 'Your session has expired. Please log in again.' });
    expectKept(dialog);
  }, SLOW);

  it('830005: goes to /login and shows the server’s message', async () => {
    setFault({ target: RESET, kind: 'forcedRelogin' });
    const { user, submit } = await openFilled();
    await user.click(submit());
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/login/));
    expect(notices.error).toContain(MESSAGE_CATALOGUES['en-US'].forcedRelogin);
  }, SLOW);

  it('a double click on a slow server sends one request, and the answer is the success alert', async () => {
    setFault({ target: RESET, kind: 'latency', latencyMs: 300 });
    const { user, submit } = await openFilled();
    const requests = recordRequests();
    await user.dblClick(submit());
    await waitFor(() => expect(notices.alerts).toHaveLength(1));
    expect(notices.alerts[0]).toMatchObject({ content: 'Password has been reset successfully. Please login again.' });
    expect(await requests.to(RESET)).toHaveLength(1);
  }, SLOW);
});
