import { describe, expect, it } from '@rstest/core';
import type { BankAccount } from '../../api/bankAccountApi';
import { toBankAccountFormValues, toBankAccountWire } from './mapping';

const cnyWire: BankAccount = {
  id: 'A1',
  enterpriseId: '20001',
  currency: 'CNY',
  accountName: 'One Trade Co., Ltd.',
  accountNo: '4000023409200112233',
  bankCountryCode: 'CHN',
  bankCountryName: '中国',
  bankProvinceCode: '11',
  bankProvinceName: '北京市',
  bankCityCode: '110000',
  bankCityName: '北京市',
  bankCityAll: '北京市/北京市',
  bankCode: '308',
  bankName: '招商银行',
  bankBranchCode: '308100000029',
  bankBranchName: '招商银行北京分行营业部',
  bankRelateNo: '308100000029',
  bankSwiftCode: null,
  intermediaryBankSwiftCode: null,
  isCny: true,
};
const usdWire: BankAccount = {
  id: 'A2',
  enterpriseId: '20001',
  currency: 'USD',
  accountName: 'One Trade Co., Ltd.',
  accountNo: '123-456-789',
  bankCountryCode: 'USA',
  bankCountryName: 'United States',
  bankCityName: 'New York',
  bankName: 'JPMorgan Chase Bank, N.A.',
  bankBranchName: 'New York Head Office',
  bankSwiftCode: 'CHASUS33',
  intermediaryBankSwiftCode: 'CITIUS33',
  isCny: false,
};

describe('bank-account mapping (001 §2.4, §3, §7)', () => {
  it.each([[[]], [null], [undefined]])('no saved accounts (%j) give one empty account', (wire) => {
    expect(toBankAccountFormValues(wire)).toEqual({ accounts: [{}] });
  });

  it('reads a municipality account onto the cascader and a SWIFT account onto its fields', () => {
    const { accounts } = toBankAccountFormValues([cnyWire, usdWire]);
    expect(accounts[0]).toEqual({
      id: 'A1', currency: 'CNY', accountName: 'One Trade Co., Ltd.', accountNo: '4000023409200112233',
      region: ['110000', '110100'], bankCode: '308', bankName: '招商银行',
      bankBranchCode: '308100000029', bankBranchName: '招商银行北京分行营业部', bankRelateNo: '308100000029',
    });
    expect(accounts[1]).toMatchObject({ currency: 'USD', bankSwiftCode: 'CHASUS33', bankName: 'JPMorgan Chase Bank, N.A.', bankCityName: 'New York', intermediaryBankSwiftCode: 'CITIUS33' });
    expect(accounts[1]).not.toHaveProperty('region');
  });

  it.each([
    // [cascader, province code, wire city code, city all]
    [['110000', '110100'], '11', '110000', '北京市/北京市'],
    [['500000', '500100'], '50', '500000', '重庆市/重庆市'],
    [['440000', '440300'], '44', '440300', '广东省/深圳市'],
  ])('a domestic account in %j goes out with province %s and city %s', (region, province, city, all) => {
    const [wire] = toBankAccountWire({ accounts: [{ currency: 'CNY', accountName: ' Name ', accountNo: ' 1234 ', region, bankCode: '102', bankName: '中国工商银行' }] }, '20001');
    expect(wire).toMatchObject({
      enterpriseId: '20001', currency: 'CNY', isCny: true, accountName: 'Name', accountNo: '1234', bankCountryCode: 'CHN',
      bankProvinceCode: province, bankCityCode: city, bankCityAll: all, bankCode: '102', bankSwiftCode: null,
    });
  });

  it('round-trips saved accounts', () => {
    const wire = toBankAccountWire(toBankAccountFormValues([cnyWire, usdWire]), '20001');
    expect(wire[0]).toEqual(cnyWire);
    expect(wire[1]).toEqual({ ...usdWire, bankProvinceCode: null, bankProvinceName: null, bankCityCode: null, bankCityAll: null, bankCode: null, bankBranchCode: null, bankRelateNo: null });
  });

  it('sends a SWIFT account without domestic fields, codes in upper case, and an account without currency empty', () => {
    const [usd, blank] = toBankAccountWire(
      { accounts: [{ currency: 'EUR', accountName: 'X', accountNo: '1', bankSwiftCode: ' deutdeff ', region: ['440000', '440300'], bankCode: '102' }, {}] },
      '20001',
    );
    expect(usd).toMatchObject({ isCny: false, bankSwiftCode: 'DEUTDEFF', bankCityCode: null, bankCode: null });
    expect(blank).toMatchObject({ enterpriseId: '20001', currency: null, isCny: null, accountName: null });
  });
});
