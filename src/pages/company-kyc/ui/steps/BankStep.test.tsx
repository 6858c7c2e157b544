import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { cnyAccountOf, storeBankAccounts } from '@mocks/scenarios/banks';
import { db } from '@mocks/db';
import { enter } from '@tests/support/input';
import { recordNotices } from '@tests/support/notices';
import { forgetStepSession, openStep, renderMissing, signInToEnterprise } from '@tests/support/wizardStep';
import { BankStep, useBankMissing } from './BankStep';

/** A machine running several suites at once is slow to render antd against the mock: up to 40 s a test. */
const SLOW = 40_000;

const posted: { path: string; body: unknown }[] = [];
let listReads = 0;
const record = async ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname === '/kj-kyc/enterprise/listBankAccountByEnterpriseId') listReads += 1;
  if (request.method !== 'POST' || !request.headers.get('content-type')?.includes('json')) return;
  posted.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
};
const saves = () => posted.filter((entry) => /updateBankAccount|handleAfterUpdateBank/.test(entry.path));
const storedAccounts = () => db.bankAccount.findMany({ where: { enterpriseId: { equals: '20001' } } });

const ONE = { loginName: 'demo.one', enterpriseId: '20001', location: 'TERRITORY', group: 'Bank account 1' };

beforeEach(() => {
  posted.length = 0;
  listReads = 0;
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  forgetStepSession();
});

describe('BankStep (001 §2.1 step 5, §2.4)', () => {
  it('next validates first: an empty account is not sent; unsaved input is kept as a draft; save stores it as it is and clears the draft; a second save updates the same account', async () => {
    const user = userEvent.setup();
    const { save } = await openStep(BankStep, ONE);
    expect(await save(true)).toBe(false);
    expect(await screen.findByText('Please select the currency.')).toBeInTheDocument();
    expect(saves()).toEqual([]);
    await enter(user, screen.getByRole('textbox', { name: 'Account name' }), 'Draft Name');
    await waitFor(() => expect(Object.keys(sessionStorage).some((key) => key.includes(':20001:5'))).toBe(true));
    expect(await save(false)).toBe(true);
    expect(Object.keys(sessionStorage).some((key) => key.includes(':20001:5'))).toBe(false);
    expect(saves().map((entry) => entry.path)).toEqual(['/kj-kyc/enterprise/updateBankAccount']);
    expect(storedAccounts()).toHaveLength(1);
    // The list is read again and the new account takes its id: a second save updates it.
    const id = storedAccounts()[0]!.id;
    await waitFor(() => expect(listReads).toBe(2));
    posted.length = 0;
    expect(await save(false)).toBe(true);
    expect(saves()[0]!.body).toEqual([expect.objectContaining({ id })]);
    expect(storedAccounts().map((row) => row.id)).toEqual([id]);
  }, SLOW);

  it('opens on the saved account and next sends it with the enterprise id; a refusal on next resolves false and shows the server’s message', async () => {
    const errors = recordNotices().error;
    storeBankAccounts('20001', [cnyAccountOf('20001', 'One Trade Co., Ltd.')]);
    const { save } = await openStep(BankStep, ONE);
    expect(screen.getByRole('textbox', { name: 'Account name' })).toHaveValue('One Trade Co., Ltd.');
    expect(screen.getByRole('textbox', { name: 'CNAPS code' })).toHaveValue(cnyAccountOf('20001', '').bankRelateNo);
    expect(await save(true)).toBe(true);
    expect(saves()).toHaveLength(1);
    expect(saves()[0]!.path).toBe('/kj-kyc/enterprise/handleAfterUpdateBank');
    expect(saves()[0]!.body).toEqual([expect.objectContaining({ enterpriseId: '20001', currency: 'CNY', bankCityCode: '440300', bankProvinceCode: '44', bankCode: '102' })]);

    // The enterprise was submitted meanwhile: the server refuses the change.
    db.enterprise.update({ where: { id: { equals: '20001' } }, data: { status: 'SUBMIT' } });
    expect(await save(true)).toBe(false);
    await waitFor(() => expect(errors).toEqual(['The KYC information has been submitted and can no longer be changed.']));
  }, SLOW);

  it('useBankMissing lists what the saved accounts lack, by the form’s rules', async () => {
    signInToEnterprise(ONE);
    storeBankAccounts('20001', [{ ...cnyAccountOf('20001', 'One Trade Co., Ltd.'), bankCode: null, accountNo: '' }]);
    const items = await renderMissing(() => useBankMissing('20001'));
    await waitFor(() => expect(items()).toEqual(['5: Bank account: account number', '5: Bank account: account-opening bank']));
  }, SLOW);
});
