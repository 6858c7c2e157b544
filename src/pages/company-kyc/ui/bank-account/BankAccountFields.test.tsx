import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { signIn } from '@mocks/lib/session';
import { demoAccountId } from '@mocks/scenarios';
import { server } from '@mocks/node';
import { enter } from '@tests/support/input';
import { renderApp } from '@tests/support/render';
import { toBankAccountWire } from '../../lib/bank-account/mapping';
import { missingBankFields } from '../../lib/bank-account/rules';
import type { BankAccountsFormValues } from '../../model/bank-account/types';
import { BankAccountFields } from './BankAccountFields';

/** A machine running several suites at once is slow to render antd against the mock: up to 40 s a test. */
const SLOW = 40_000;

const requests: string[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  requests.push(`${url.pathname}${url.search}`);
};

/** The fields inside a form, as the step renders it; "Check" validates and shows the wire accounts. */
function Harness({ initial, readOnly = false }: { initial: BankAccountsFormValues; readOnly?: boolean }) {
  const [form] = Form.useForm<BankAccountsFormValues>();
  const [out, setOut] = useState('');
  return (
    <Form form={form} initialValues={initial} layout="vertical">
      <BankAccountFields readOnly={readOnly} />
      <Button
        onClick={() =>
          form
            .validateFields()
            .then(() => setOut(JSON.stringify(toBankAccountWire(form.getFieldsValue(true), '20001'))))
            .catch(() => setOut(`invalid ${JSON.stringify(missingBankFields(form.getFieldsValue(true)))}`))
        }
      >
        Check
      </Button>
      <output data-testid="out">{out}</output>
    </Form>
  );
}

async function open(initial: BankAccountsFormValues = { accounts: [{}] }, locale: 'en' | 'zh' = 'en', readOnly = false) {
  signIn(demoAccountId('demo.one'));
  return renderApp(<Harness initial={initial} readOnly={readOnly} />, { locale });
}

/** Opens an antd Select or Cascader by its label and picks the option with this text. */
async function choose(label: string | RegExp, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  fireEvent.mouseDown(box);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option, .ant-cascader-menu-item')].find(
      (element) => element.getAttribute('title') === option || element.textContent === option,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

/** Picks province, then city, in the cascader with this label. */
async function cascade(label: string, province: string, city: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const item = (column: number, text: string) =>
    waitFor(() => {
      const menu = document.querySelectorAll('.ant-cascader-menu')[column];
      const found = [...(menu?.querySelectorAll<HTMLElement>('.ant-cascader-menu-item') ?? [])].find((element) => element.textContent === text);
      if (!found) throw new Error(`no ${text} in column ${column}`);
      return found;
    });
  fireEvent.click(await item(0, province));
  fireEvent.click(await item(1, city));
}

const out = () => screen.getByTestId('out').textContent ?? '';

beforeEach(() => {
  requests.length = 0;
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

const savedCny = {
  id: 'A1',
  currency: 'CNY',
  accountName: 'One Trade Co., Ltd.',
  accountNo: '4000023409200112233',
  region: ['440000', '440300'],
  bankCode: '102',
  bankName: '中国工商银行',
  bankBranchCode: '102584000022',
  bankBranchName: 'Industrial and Commercial Bank of China, Shenzhen Futian Sub-branch',
  bankRelateNo: '102584000022',
};

const cnaps = () => (screen.getByRole('textbox', { name: 'CNAPS code' }) as HTMLInputElement).value;

describe('BankAccountFields (001 §2.4)', () => {
  it('CNY: the bank waits for a complete account-opening city; a bank in a municipality loads its branches under the municipality’s code; the branch fills the CNAPS code', async () => {
    const user = userEvent.setup();
    await open({ accounts: [{ currency: 'CNY' }] });
    const bank = await screen.findByRole('combobox', { name: 'Account-opening bank' });
    expect(bank).toBeDisabled();
    // The reason is shown under the field and read out with it (001 §2.4, §8).
    expect(bank).toHaveAccessibleDescription('Please select the complete account-opening city.');

    await cascade('Account-opening city', 'Beijing', 'Beijing');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Account-opening bank' })).toBeEnabled());
    expect(screen.queryByText('Please select the complete account-opening city.')).not.toBeInTheDocument();

    await choose('Account-opening bank', 'China Merchants Bank');
    // A municipality's branches are asked for under its own code (001 §2.4).
    await waitFor(() => expect(requests).toContain('/kj-kyc/bankInfoCn/queryByRelativeCodeAndCityCode?bankCode=308&cityCode=110000'));
    await choose('Account-opening branch', 'China Merchants Bank, Beijing Haidian Sub-branch');
    await waitFor(() => expect(cnaps()).toMatch(/^308\d{9}$/));
    await enter(user, screen.getByRole('textbox', { name: 'Account name' }), 'One Trade');
    await enter(user, screen.getByRole('textbox', { name: 'Account number' }), '6222020200001234');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(out()).toMatch(/^\[/));
    const [wire] = JSON.parse(out()) as Record<string, unknown>[];
    expect(wire).toMatchObject({
      currency: 'CNY', isCny: true, bankProvinceCode: '11', bankCityCode: '110000', bankCityAll: '北京市/北京市', bankCode: '308', bankName: '招商银行',
      bankBranchName: 'China Merchants Bank, Beijing Haidian Sub-branch', bankRelateNo: cnaps(), accountName: 'One Trade', enterpriseId: '20001',
    });
  }, SLOW);

  it('CNY: another bank reloads the branches and clears the branch and its CNAPS code; USD: SWIFT mode replaces the domestic fields, an unknown SWIFT code says so, a known one fills the read-only bank details that go to the server', async () => {
    const user = userEvent.setup();
    await open({ accounts: [savedCny] });
    expect(await screen.findByTitle('Industrial and Commercial Bank of China, Shenzhen Futian Sub-branch')).toBeInTheDocument();
    expect(cnaps()).toBe('102584000022');
    await choose('Account-opening bank', 'Bank of China');
    await waitFor(() => expect(cnaps()).toBe(''));
    expect(screen.queryByTitle('Industrial and Commercial Bank of China, Shenzhen Futian Sub-branch')).not.toBeInTheDocument();
    await waitFor(() => expect(requests).toContain('/kj-kyc/bankInfoCn/queryByRelativeCodeAndCityCode?bankCode=104&cityCode=440300'));
    await choose('Account-opening branch', 'Bank of China, Shenzhen Branch Business Department');
    await waitFor(() => expect(cnaps()).toMatch(/^1045840\d{5}$/));

    await choose('Currency', 'USD - US dollar');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Account-opening bank' })).not.toBeInTheDocument());
    const swift = screen.getByLabelText('SWIFT code');
    await enter(user, swift, 'zzzzus33');
    await user.click(screen.getByRole('button', { name: /Look up/ }));
    expect(await screen.findByText('No bank was found for this SWIFT code. Please check it.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Bank name' })).toHaveValue('');

    await user.clear(swift);
    await enter(user, swift, 'chasus33');
    await user.click(screen.getByRole('button', { name: /Look up/ }));
    const bankName = screen.getByRole('textbox', { name: 'Bank name' });
    await waitFor(() => expect(bankName).toHaveValue('JPMorgan Chase Bank, N.A.'));
    expect(bankName).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Bank country/region' })).toHaveValue('United States');
    expect(screen.getByRole('textbox', { name: 'Bank city' })).toHaveValue('New York');
    expect(screen.getByRole('textbox', { name: 'Branch name' })).toHaveValue('New York Head Office');
    expect(screen.queryByText('No bank was found for this SWIFT code. Please check it.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(out()).toMatch(/^\[/));
    expect(JSON.parse(out())[0]).toMatchObject({
      currency: 'USD', isCny: false, bankSwiftCode: 'CHASUS33', bankCountryCode: 'USA', bankName: 'JPMorgan Chase Bank, N.A.', bankCityCode: null, bankCode: null, bankRelateNo: null,
    });
  }, SLOW);

  it('lists currencies without ALL; an empty account shows its required fields and adding and deleting accounts works', async () => {
    const user = userEvent.setup();
    await open();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Currency' }));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(0));
    const titles = [...document.querySelectorAll('.ant-select-item-option')].map((element) => element.getAttribute('title'));
    expect(titles).toContain('CNY - Chinese yuan');
    expect(titles).not.toContain('All currencies');
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Currency' }), { key: 'Escape' });

    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(out()).toBe('invalid ["missing.currency","missing.accountName","missing.accountNo"]'));
    expect(await screen.findByText('Please select the currency.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the account name.')).toBeInTheDocument();

    // One account cannot be deleted; a second can.
    expect(screen.queryByRole('button', { name: 'Delete Bank account 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Add bank account/ }));
    expect(screen.getByRole('group', { name: 'Bank account 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Bank account 2' }));
    expect(screen.queryByRole('group', { name: 'Bank account 2' })).not.toBeInTheDocument();
  }, SLOW);

  it('account name and number stop at their limits as they are typed or pasted (140, 40), so Save cannot store more (issue 28)', async () => {
    const user = userEvent.setup();
    await open();
    const name = screen.getByRole('textbox', { name: 'Account name' });
    await user.click(name);
    await user.paste('N'.repeat(10_000));
    expect(name).toHaveValue('N'.repeat(140));
    const number = screen.getByRole('textbox', { name: 'Account number' });
    await user.click(number);
    await user.paste('6'.repeat(10_000));
    expect(number).toHaveValue('6'.repeat(40));
  });

  it('read-only: the saved account shows disabled, without add, delete, lookup or what-to-fill-in hints', async () => {
    await open({ accounts: [savedCny, { currency: 'EUR', accountName: 'X', accountNo: '1', bankSwiftCode: 'DEUTDEFF', bankName: 'Deutsche Bank AG' }] }, 'zh', true);
    const first = await screen.findByRole('group', { name: '银行账户 1' });
    expect(within(first).getByRole('combobox', { name: '开户银行' })).toBeDisabled();
    expect(within(first).getByRole('textbox', { name: '账户名称' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '添加银行账户' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /删除/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '查询' })).not.toBeInTheDocument();
    // No button without a name (antd's search button once read its icon's name, "search").
    expect(screen.queryAllByRole('button', { name: '' })).toEqual([]);
    expect(within(screen.getByRole('group', { name: '银行账户 2' })).getByRole('textbox', { name: '银行名称' })).toHaveValue('Deutsche Bank AG');
    // The saved branch shows by its name without the branch list.
    expect(within(first).getByTitle(savedCny.bankBranchName)).toBeInTheDocument();
    // Nothing to fill in: neither mode's hint shows.
    expect(screen.queryByText('境内人民币账户：请选择开户城市、开户银行和开户支行。')).not.toBeInTheDocument();
    expect(screen.queryByText('其他币种账户：请输入SWIFT代码并查询银行信息。')).not.toBeInTheDocument();
    // Read-only asks for no branches.
    expect(requests.filter((url) => url.includes('queryByRelativeCodeAndCityCode'))).toEqual([]);
  }, SLOW);
});
