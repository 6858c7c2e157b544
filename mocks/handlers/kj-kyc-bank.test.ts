import { describe, expect, it } from '@rstest/core';
import { db } from '../db';
import { cnyAccountOf } from '../scenarios/banks';
import { missingBankField } from './kj-kyc-bank';
import { get, post, signInAs } from '../testing/client';

type Row = Record<string, unknown>;

const list = (enterpriseId: string) => get<Row[]>('/kj-kyc/enterprise/listBankAccountByEnterpriseId', { enterpriseId });
const save = (accounts: Row[], locale: 'en-US' | 'zh-CN' = 'en-US') => post('/kj-kyc/enterprise/updateBankAccount', accounts, { locale });
const next = (accounts: Row[], locale: 'en-US' | 'zh-CN' = 'en-US') => post('/kj-kyc/enterprise/handleAfterUpdateBank', accounts, { locale });
const branches = (bankCode: string, cityCode: string, locale: 'en-US' | 'zh-CN' = 'en-US') =>
  post<Row[]>('/kj-kyc/bankInfoCn/queryByRelativeCodeAndCityCode', undefined, { query: { bankCode, cityCode }, locale });
const swift = (swiftCode: string, locale: 'en-US' | 'zh-CN' = 'en-US') => post<Row[]>('/kj-kyc/bankInfo/list', { swiftCode }, { locale });

const cny = cnyAccountOf('20001', 'One Trade Co., Ltd.');
const usd = {
  enterpriseId: '20001', currency: 'USD', accountName: 'One Trade Co., Ltd.', accountNo: '123-456-789',
  bankSwiftCode: 'CHASUS33', bankName: 'JPMorgan Chase Bank, N.A.', isCny: false,
};

describe('kj-kyc: bank accounts (001 §2.4, §7)', () => {
  it('needs a session and one of the user’s enterprises', async () => {
    expect((await list('20001')).code).toBe('01100');
    expect((await post('/kj-kyc/bankDict/queryBankCodeDict', {})).code).toBe('01100');
    await signInAs('demo.one');
    expect((await list('20011')).code).toBe('30011');
    expect((await save([{ ...cny, enterpriseId: '20011' }])).code).toBe('30011');
  });

  it('saves without checks, lists in order with ids, and a save replaces the list', async () => {
    await signInAs('demo.one');
    expect((await list('20001')).data).toEqual([]);
    expect((await save([{ enterpriseId: '20001', currency: 'USD' }, cny])).code).toBe('200');
    const saved = (await list('20001')).data;
    expect(saved.map((account) => [account.currency, account.enterpriseId])).toEqual([['USD', '20001'], ['CNY', '20001']]);
    expect(saved.every((account) => typeof account.id === 'string')).toBe(true);
    expect((await save([{ ...saved[1], accountName: 'Renamed' }])).code).toBe('200');
    const again = (await list('20001')).data;
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ id: saved[1]!.id, accountName: 'Renamed', bankRelateNo: cny.bankRelateNo });
  });

  it.each<[string, Row[], string, string]>([
    ['no account', [], 'Please add at least one bank account.', '请至少添加一个银行账户。'],
    ['no currency', [{ ...cny, currency: '' }], 'Please select the currency of the bank account.', '请选择银行账户币种。'],
    ['no account name', [{ ...cny, accountName: ' ' }], 'Please enter the account name.', '请输入账户名称。'],
    ['no account number', [{ ...usd, accountNo: null }], 'Please enter the account number.', '请输入银行账号。'],
    ['CNY without the city', [{ ...cny, bankCityCode: '' }], 'Please select the complete account-opening city.', '请选择完整的开户城市。'],
    ['CNY with an unknown bank', [{ ...cny, bankCode: '999' }], 'Please select the account-opening bank.', '请选择开户银行。'],
    ['CNY without a branch', [{ ...cny, bankBranchCode: null, bankRelateNo: null }], 'Please select the account-opening branch.', '请选择开户支行。'],
    ['CNY with a branch of another city', [{ ...cny, bankCityCode: '440100' }], 'Please select the account-opening branch.', '请选择开户支行。'],
    ['USD without a SWIFT code', [{ ...usd, bankSwiftCode: '' }], 'Please enter the SWIFT code.', '请输入SWIFT代码。'],
    ['USD with an unknown SWIFT code', [{ ...usd, bankSwiftCode: 'ZZZZUS33' }], 'The SWIFT code is not known. Please check it.', 'SWIFT代码不存在，请检查。'],
    ['a good first and a bad second account', [cny, { ...usd, accountName: '' }], 'Please enter the account name.', '请输入账户名称。'],
  ])('next refuses %s (30013, the field named in both languages) and stores nothing', async (_case, accounts, en, zh) => {
    await signInAs('demo.one');
    // An empty list names no enterprise: the chosen one is used.
    db.session.update({ where: { id: { equals: db.session.getAll()[0]!.id } }, data: { orgId: '20001' } });
    const english = await next(accounts);
    expect([english.code, english.msg ?? english.message]).toEqual(['30013', en]);
    const chinese = await next(accounts, 'zh-CN');
    expect(chinese.msg ?? chinese.message).toBe(zh);
    expect((await list('20001')).data).toEqual([]);
  });

  it('next stores complete CNY and SWIFT accounts', async () => {
    await signInAs('demo.one');
    expect((await next([cny, { ...usd, bankSwiftCode: 'chasus33' }])).code).toBe('200');
    expect((await list('20001')).data.map((account) => account.currency)).toEqual(['CNY', 'USD']);
  });

  it('refuses changes to a submitted enterprise', async () => {
    await signInAs('demo.one');
    db.enterprise.update({ where: { id: { equals: '20001' } }, data: { status: 'SUBMIT' } });
    expect((await save([cny])).code).toBe('30013');
    expect((await next([cny])).code).toBe('30013');
  });

  it('lists the bank dictionary with both names', async () => {
    await signInAs('demo.one');
    const banks = (await post<Row[]>('/kj-kyc/bankDict/queryBankCodeDict', {})).data;
    expect(banks).toHaveLength(8);
    expect(banks[0]).toEqual({ bankCode: '102', bankName: '中国工商银行', bankNameEn: 'Industrial and Commercial Bank of China' });
  });

  it.each([
    // [bank, city as sent, branches]
    ['102', '440300', 3],
    ['308', '110000', 3],
    // The server knows a municipality by its own code, not by its urban districts' (001 §2.4).
    ['308', '110100', 0],
    ['102', '510100', 0],
    ['999', '440300', 0],
  ])('branches of bank %s in city %s: %i', async (bankCode, cityCode, count) => {
    await signInAs('demo.one');
    const body = await branches(bankCode, cityCode);
    expect(body.code).toBe('200');
    expect(body.data).toHaveLength(count);
    for (const branch of body.data) expect(String(branch.unitedBankNumber)).toMatch(new RegExp(`^${bankCode}\\d{9}$`));
  });

  it('names branches in the request’s language', async () => {
    await signInAs('demo.one');
    expect((await branches('102', '440300')).data[1]).toMatchObject({ name: 'Industrial and Commercial Bank of China, Shenzhen Futian Sub-branch' });
    expect((await branches('102', '440300', 'zh-CN')).data[1]).toMatchObject({ name: '中国工商银行深圳福田支行', unitedBankNumber: cny.bankRelateNo });
  });

  it.each([
    ['HSBCHKHHHKH', ['HSBCHKHHHKH']],
    ['hsbc hk hh hkh', ['HSBCHKHHHKH']],
    ['HSBCHKHH', ['HSBCHKHHHKH']],
    ['DEUTDEFFXXX', ['DEUTDEFF']],
    ['BKCHCNBJ', ['BKCHCNBJ']],
    ['ZZZZUS33', []],
    ['CHAS', []],
  ])('SWIFT lookup of %s finds %j (unknown: an empty list)', async (code, found) => {
    await signInAs('demo.one');
    const body = await swift(code);
    expect(body.code).toBe('200');
    expect(body.data.map((record) => record.swiftCode)).toEqual(found);
  });

  it('gives SWIFT details in the request’s language', async () => {
    await signInAs('demo.one');
    expect((await swift('CHASUS33')).data[0]).toEqual({
      swiftCode: 'CHASUS33', countryCode: 'USA', country: 'United States', city: 'New York', bankName: 'JPMorgan Chase Bank, N.A.', branchName: 'New York Head Office',
    });
    expect((await swift('CHASUS33', 'zh-CN')).data[0]).toMatchObject({ country: '美国', city: '纽约', bankName: '摩根大通银行' });
  });

  it('seeds complete accounts for the returned (20024) and submitted (20025) demo enterprises', async () => {
    await signInAs('demo.kyc.done');
    const submitted = (await list('20025')).data;
    expect(submitted.map((account) => [account.currency, account.bankCityCode ?? account.bankSwiftCode])).toEqual([['CNY', '110000'], ['USD', 'HSBCHKHHHKH']]);
    expect(missingBankField(submitted)).toBeNull();
    await signInAs('demo.kyc.back');
    const returned = (await list('20024')).data;
    expect(returned).toHaveLength(1);
    expect(missingBankField(returned)).toBeNull();
  });
});
