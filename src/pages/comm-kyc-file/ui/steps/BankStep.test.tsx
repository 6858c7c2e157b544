import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { demoAccountId } from '@mocks/scenarios';
import { cnyAccountOf, storeBankAccounts } from '@mocks/scenarios/banks';
import { db } from '@mocks/db';
import { signIn, updateSession } from '@mocks/lib/session';
import { sessionCleared, sessionUpdated } from '@/entities/session';
import { enter } from '@tests/support/input';
import { recordNotices } from '@tests/support/notices';
import { renderApp } from '@tests/support/render';
import type { StepHandle } from '../../model/step';
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

async function openStep(readOnly = false) {
  signIn(demoAccountId('demo.one'));
  updateSession({ orgId: '20001' });
  sessionUpdated({ curLoginName: 'demo.one' });
  const handle = createRef<StepHandle>();
  await renderApp(<BankStep ref={handle} enterpriseId="20001" location="TERRITORY" readOnly={readOnly} />, { route: '/CommKycFile' });
  await screen.findByRole('group', { name: 'Bank account 1' });
  return handle;
}

const save = async (handle: React.RefObject<StepHandle | null>, advance: boolean) => {
  let result = false;
  await act(async () => {
    result = await handle.current!.save(advance);
  });
  return result;
};

function Missing() {
  const { missing, isLoading } = useBankMissing('20001');
  return <output data-testid="missing">{isLoading ? 'loading' : missing.map((item) => `${item.step}:${item.label}`).join('|')}</output>;
}

beforeEach(() => {
  posted.length = 0;
  listReads = 0;
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  sessionCleared();
  sessionStorage.clear();
});

describe('BankStep (001 §2.1 step 5, §2.4)', () => {
  it('next validates first: an empty account is not sent; save stores it as it is', async () => {
    const handle = await openStep();
    expect(await save(handle, true)).toBe(false);
    expect(await screen.findByText('Please select the currency.')).toBeInTheDocument();
    expect(saves()).toEqual([]);
    expect(await save(handle, false)).toBe(true);
    expect(saves().map((entry) => entry.path)).toEqual(['/kj-kyc/enterprise/updateBankAccount']);
    expect(storedAccounts()).toHaveLength(1);
    // The list is read again and the new account takes its id: a second save updates it.
    const id = storedAccounts()[0]!.id;
    await waitFor(() => expect(listReads).toBe(2));
    posted.length = 0;
    expect(await save(handle, false)).toBe(true);
    expect(saves()[0]!.body).toEqual([expect.objectContaining({ id })]);
    expect(storedAccounts().map((row) => row.id)).toEqual([id]);
  }, SLOW);

  it('opens on the saved account and next sends it with the enterprise id', async () => {
    storeBankAccounts('20001', [cnyAccountOf('20001', 'One Trade Co., Ltd.')]);
    const handle = await openStep();
    expect(screen.getByRole('textbox', { name: 'Account name' })).toHaveValue('One Trade Co., Ltd.');
    expect(screen.getByRole('textbox', { name: 'CNAPS code' })).toHaveValue(cnyAccountOf('20001', '').bankRelateNo);
    expect(await save(handle, true)).toBe(true);
    expect(saves()).toHaveLength(1);
    expect(saves()[0]!.path).toBe('/kj-kyc/enterprise/handleAfterUpdateBank');
    expect(saves()[0]!.body).toEqual([expect.objectContaining({ enterpriseId: '20001', currency: 'CNY', bankCityCode: '440300', bankProvinceCode: '44', bankCode: '102' })]);
  }, SLOW);

  it('a refusal on next resolves false and shows the server’s message', async () => {
    const errors = recordNotices().error;
    storeBankAccounts('20001', [cnyAccountOf('20001', 'One Trade Co., Ltd.')]);
    const handle = await openStep();
    // The enterprise was submitted meanwhile: the server refuses the change.
    db.enterprise.update({ where: { id: { equals: '20001' } }, data: { status: 'SUBMIT' } });
    expect(await save(handle, true)).toBe(false);
    await waitFor(() => expect(errors).toEqual(['The KYC information has been submitted and can no longer be changed.']));
  }, SLOW);

  it('keeps unsaved input as a draft until a save', async () => {
    const user = userEvent.setup();
    const handle = await openStep();
    await enter(user, screen.getByRole('textbox', { name: 'Account name' }), 'Draft Name');
    await waitFor(() => expect(Object.keys(sessionStorage).some((key) => key.includes(':20001:5'))).toBe(true));
    expect(await save(handle, false)).toBe(true);
    expect(Object.keys(sessionStorage).some((key) => key.includes(':20001:5'))).toBe(false);
  }, SLOW);

  it('useBankMissing lists what the saved accounts lack, by the form’s rules', async () => {
    signIn(demoAccountId('demo.one'));
    storeBankAccounts('20001', [{ ...cnyAccountOf('20001', 'One Trade Co., Ltd.'), bankCode: null, accountNo: '' }]);
    await renderApp(<Missing />);
    await waitFor(() => expect(screen.getByTestId('missing')).toHaveTextContent('5:Bank account: account number|5:Bank account: account-opening bank'));
  }, SLOW);
});
