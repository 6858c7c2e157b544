import { afterEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { decryptField } from '@mocks/lib/crypto/rsa';
import { verifyPassword } from '@mocks/lib/crypto/hash';
import { enter } from '@tests/support/input';
import { recordRequests } from '@tests/support/requests';
import { renderApp } from '@tests/support/render';
import { forgetStepSession, openStep, signInToEnterprise } from '@tests/support/wizardStep';
import { PasswordStep } from './PasswordStep';

/**
 * Step 5 of /kycFileCN, the transaction password (000 §5 "Transaction or set password"),
 * on its own against the mock: the rules through the form, and the save, RSA-encrypted and
 * trimmed (the mock decrypts, so its 200 proves the encryption).
 */

const ACCOUNT = { loginName: 'demo.file.cn', enterpriseId: '20031', location: 'TERRITORY', heading: 'Transaction password' };
const SAVE = '/kj-kyc/eKyc/saveTransactionPassword';

const REQUIRED = 'Please enter a new password';
const FORMAT = 'The password must be at least 8 characters long and contain a lowercase letter, an uppercase letter and a digit or symbol (# ? ! @ $ % ^ & * -).';
const CONFIRM_REQUIRED = 'Please enter the password again';
const MISMATCH = 'The two passwords do not match!';

afterEach(forgetStepSession);

describe('KYC file step 5: the transaction password (000 §5)', () => {
  it('empty: both required messages, focus, nothing sent; too short, no uppercase, no lowercase, no digit or symbol: the format message; a different confirmation: mismatch; a valid one is sent encrypted and trimmed', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    const { save } = await openStep(PasswordStep, ACCOUNT);
    const password = screen.getByLabelText('Transaction password', { selector: 'input' });
    const confirm = screen.getByLabelText('Confirm the transaction password');

    expect(await save(true)).toBe(false);
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(CONFIRM_REQUIRED)).toBeInTheDocument();
    await waitFor(() => expect(password).toHaveFocus());

    // Each value judged on its own: emptied (the required message) before the next is typed.
    for (const bad of ['Abc1#', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh']) {
      await user.clear(password);
      await waitFor(() => expect(screen.queryByText(FORMAT)).not.toBeInTheDocument());
      expect(screen.getByText(REQUIRED)).toBeInTheDocument();
      await enter(user, password, bad);
      expect({ bad, message: await screen.findByText(FORMAT) }).toEqual({ bad, message: expect.anything() });
      expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    }
    await user.clear(password);
    await enter(user, password, '  Abcdefg#  ');
    await waitFor(() => expect(screen.queryByText(FORMAT)).not.toBeInTheDocument());

    await enter(user, confirm, 'Abcdefg-');
    expect(await screen.findByText(MISMATCH)).toBeInTheDocument();
    expect(await save(true)).toBe(false);
    expect(await requests.to(SAVE)).toEqual([]);
    expect(await requests.to('/sso-web/opera/getLoginPublicKey')).toEqual([]);

    // Equal once trimmed: accepted, and sent without the spaces.
    await user.clear(confirm);
    await enter(user, confirm, 'Abcdefg#  ');
    await waitFor(() => expect(screen.queryByText(MISMATCH)).not.toBeInTheDocument());
    expect(await save(true)).toBe(true);
    const [sent] = await requests.to(SAVE);
    const body = sent?.body as { enterpriseId: string; password: string; confirmPassword: string };
    expect(body.enterpriseId).toBe('20031');
    expect(JSON.stringify(body)).not.toContain('Abcdefg#');
    expect(decryptField(body.password)).toBe('Abcdefg#');
    expect(decryptField(body.confirmPassword)).toBe('Abcdefg#');
    const stored = db.kycTransactionPassword.findFirst({ where: { id: { equals: '20031' } } });
    expect(await verifyPassword('Abcdefg#', stored!.salt, stored!.passwordHash)).toBe(true);
  });

  it('in Chinese: the spec’s texts 请输入新密码, 请再次输入密码 and 两次输入密码不一致!', async () => {
    const user = userEvent.setup();
    signInToEnterprise(ACCOUNT);
    await renderApp(<PasswordStep enterpriseId="20031" readOnly={false} />, { locale: 'zh', route: '/kycFileCN' });
    const password = await screen.findByLabelText('交易密码', { selector: 'input' });
    const confirm = screen.getByLabelText('确认交易密码');
    await user.click(password);
    await user.click(confirm);
    await user.tab();
    expect(await screen.findByText('请输入新密码')).toBeInTheDocument();
    expect(await screen.findByText('请再次输入密码')).toBeInTheDocument();
    await enter(user, password, 'Abcdefg#');
    await enter(user, confirm, 'Abcdefg1');
    expect(await screen.findByText('两次输入密码不一致!')).toBeInTheDocument();
  });

  it('read-only: the information text, no password fields', async () => {
    await openStep(PasswordStep, { ...ACCOUNT, readOnly: true });
    expect(screen.getByText('The transaction password is set once, right after the application is submitted. It is never shown.')).toBeInTheDocument();
    expect(document.querySelectorAll('input')).toHaveLength(0);
  });
});
