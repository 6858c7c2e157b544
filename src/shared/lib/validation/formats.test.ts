import { describe, expect, it } from '@rstest/core';
import {
  checkAccountCode,
  checkAccountNumber,
  checkCashRate,
  checkFileName,
  checkInvoiceNumber,
  checkMoney,
  checkNumber,
  checkOtp,
  checkPostalCode,
  checkRate,
  isCashRate,
  isMoney,
} from './formats';
import { rows } from './label.testing';
import type { FieldValue, Rule, ValidationKey } from './types';

/** One table per rule: values it accepts, values it refuses, and the key it refuses with. */
const cases: { name: string; rule: Rule; key: ValidationKey; valid: FieldValue[]; invalid: FieldValue[] }[] = [
  {
    name: 'money',
    rule: checkMoney,
    key: 'moneyFormat',
    valid: ['0', '0.5', '0.05', '1', '12.3', '12.34', '999999999999', '999999999999.99', '100000000000.1', 12.5, 0],
    invalid: ['1000000000000', '1.234', '-1', '+1', '01', '00.5', '1.', '.5', '1,000', ' 1', 'abc', '1e3', 1e12],
  },
  {
    name: 'number',
    rule: checkNumber,
    key: 'numberFormat',
    valid: ['0', '0123', '9876543210', 42],
    invalid: ['1.5', '-1', '12a', '１２', ' 1', '1 2'],
  },
  {
    name: 'postal code',
    rule: checkPostalCode,
    key: 'postalCode',
    valid: ['100000', '518000', '000000'],
    invalid: ['10000', '1000000', '10000a', '10 000'],
  },
  {
    name: 'invoice number',
    rule: checkInvoiceNumber,
    key: 'invoiceNumber',
    valid: ['12345678', '00000001'],
    invalid: ['1234567', '123456789', '1234567X'],
  },
  {
    name: 'account number',
    rule: checkAccountNumber,
    key: 'accountNumber',
    valid: ['1234567890', '0000000000'],
    invalid: ['123456789', '12345678901', '123456789a', '12345-6789'],
  },
  {
    name: 'account code',
    rule: checkAccountCode,
    key: 'accountCode',
    valid: ['1', '-', '1234-5678-90', '1'.repeat(30), '-'.repeat(30)],
    invalid: ['1'.repeat(31), '12_34', '12 34', 'A123', '12.3'],
  },
  {
    name: 'rate',
    rule: checkRate,
    key: 'rateFormat',
    valid: ['0', '1', '1.5', '1.25', '1.125', '0.001', '123456.789', 6.125],
    invalid: ['1.1234', '-1', '01', '1.', '.5', 'abc', '1,5'],
  },
  {
    name: 'cash rate',
    rule: checkCashRate,
    key: 'cashRate',
    valid: ['0.0001', '1', '7.1234', '49.99', '49.999999', 25, 0.5],
    invalid: ['0', '0.0', '50', '50.0', '50.01', '100', '-1', 'abc', '1e1', 0, 50, -3],
  },
  {
    name: 'one-time password',
    rule: checkOtp,
    key: 'otpFormat',
    valid: ['123456', '000000'],
    invalid: ['12345', '1234567', '12345a', '12 345'],
  },
  {
    name: 'file name',
    rule: checkFileName,
    key: 'fileName',
    valid: ['a', 'Report_2024', '营业执照', '合同_v2', '_', 'x'.repeat(190), '文'.repeat(190)],
    invalid: ['report.pdf', 'my file', 'a-b', 'a/b', 'x'.repeat(191), '文'.repeat(191), 'é', '😀'],
  },
];

describe.each(cases)('$name rule', ({ rule, key, valid, invalid }) => {
  it.each(rows(valid))('accepts %s', (_title, value) => {
    expect(rule(value)).toBeNull();
  });
  it.each(rows(invalid))('refuses %s', (_title, value) => {
    expect(rule(value)).toBe(key);
  });
  it.each([[''], [null], [undefined], ['   ']])('leaves the empty value %j to the required rule', (value) => {
    expect(rule(value)).toBeNull();
  });
});

describe('predicates are strict about empty values', () => {
  it('refuses empty text', () => {
    expect(isMoney('')).toBe(false);
    expect(isCashRate('')).toBe(false);
  });
});
