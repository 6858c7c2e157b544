import { describe, expect, it } from '@rstest/core';
import type { BankAccountFormValue } from '../../model/bank-account/types';
import { fieldsClearedByCurrency, isAccountNo, isSwiftCode, missingBankFields, missingOfAccount, modeOf } from './rules';

const domestic: BankAccountFormValue = {
  currency: 'CNY',
  accountName: 'One Trade Co., Ltd.',
  accountNo: '4000023409200112233',
  region: ['440000', '440300'],
  bankCode: '102',
  bankName: '中国工商银行',
  bankBranchCode: '102584000022',
  bankBranchName: '中国工商银行深圳福田支行',
  bankRelateNo: '102584000022',
};
const swift: BankAccountFormValue = {
  currency: 'USD',
  accountName: 'One Trade Co., Ltd.',
  accountNo: '123-456-789',
  bankSwiftCode: 'CHASUS33',
  bankName: 'JPMorgan Chase Bank, N.A.',
};

describe('bank-account rules (001 §2.4, §4, §5)', () => {
  it.each([
    ['CNY', 'domestic'],
    ['USD', 'swift'],
    ['HKD', 'swift'],
    ['EUR', 'swift'],
    ['', null],
    [undefined, null],
  ])('currency %s gives mode %s', (currency, mode) => {
    expect(modeOf(currency)).toBe(mode);
  });

  it.each([
    ['CNY', 'USD', ['region', 'bankCode', 'bankName', 'bankBranchCode', 'bankBranchName', 'bankRelateNo']],
    ['USD', 'CNY', ['bankSwiftCode', 'bankCountryCode', 'bankCountryName', 'bankCityName', 'bankName', 'bankBranchName', 'intermediaryBankSwiftCode']],
    ['USD', 'EUR', []],
    ['CNY', 'CNY', []],
    [undefined, 'CNY', []],
    [undefined, 'USD', []],
  ])('switching the currency from %s to %s empties %j', (from, to, cleared) => {
    expect(fieldsClearedByCurrency(from, to)).toEqual(cleared);
  });

  it.each<[string, BankAccountFormValue, string[]]>([
    ['a complete domestic account', domestic, []],
    ['a complete SWIFT account', swift, []],
    ['an empty account', {}, ['currency', 'accountName', 'accountNo']],
    ['blank name and number', { ...domestic, accountName: '  ', accountNo: '' }, ['accountName', 'accountNo']],
    ['domestic without a city', { ...domestic, region: undefined }, ['region']],
    ['domestic with only a province', { ...domestic, region: ['440000'] }, ['region']],
    ['domestic without a bank or branch', { ...domestic, bankCode: undefined, bankBranchCode: undefined, bankRelateNo: undefined }, ['bank', 'branch']],
    ['domestic with a branch but no CNAPS code', { ...domestic, bankRelateNo: undefined }, ['branch']],
    ['SWIFT without a code', { ...swift, bankSwiftCode: undefined }, ['swiftCode']],
    ['SWIFT not looked up', { ...swift, bankName: undefined }, ['swiftCode']],
    ['SWIFT fields do not count for CNY', { ...swift, currency: 'CNY' }, ['region', 'bank', 'branch']],
  ])('%s misses %j', (_case, account, missing) => {
    expect(missingOfAccount(account)).toEqual(missing);
  });

  it.each<[string, { accounts?: BankAccountFormValue[] } | null, string[]]>([
    ['no accounts', { accounts: [] }, ['missing.noAccount']],
    ['no values', null, ['missing.noAccount']],
    ['complete accounts', { accounts: [domestic, swift] }, []],
    ['the same field missing twice, once', { accounts: [{ ...domestic, accountNo: '' }, { ...swift, accountNo: '' }] }, ['missing.accountNo']],
    ['fields of several accounts', { accounts: [{ ...domestic, bankCode: undefined }, { ...swift, bankName: undefined }] }, ['missing.bank', 'missing.swiftCode']],
  ])('missingBankFields: %s gives %j', (_case, values, keys) => {
    expect(missingBankFields(values)).toEqual(keys);
  });

  it.each([
    ['HSBCHKHHHKH', true],
    ['CHASUS33', true],
    ['chasus33', true],
    ['DEUTDEFFXXX', true],
    ['CHASUS3', false],
    ['CHASUS333', false],
    ['1HASUS33', false],
    ['CHAS-US33', false],
  ])('SWIFT code %s is well formed: %s', (code, ok) => {
    expect(isSwiftCode(code)).toBe(ok);
  });

  it.each([
    ['6222 0202 0000 1234', true],
    ['123-456-789', true],
    ['GB29NWBK60161331926819', true],
    ['12/34', false],
    ['1'.repeat(41), false],
  ])('account number %s is well formed: %s', (text, ok) => {
    expect(isAccountNo(text)).toBe(ok);
  });
});
