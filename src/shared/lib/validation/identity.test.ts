import { describe, expect, it } from '@rstest/core';
import { checkIdNumber, checkMainlandIdCard, checkMainlandMobile, checkPassport, idNumberRule } from './identity';
import { rows } from './label.testing';

describe('mainland mobile (1[3-9] then 9 digits)', () => {
  it.each(rows(['13800138000', '19912345678', '15000000000', '17012345678']))('accepts %s', (_t, value) =>
    expect(checkMainlandMobile(value)).toBeNull(),
  );
  it.each(rows(['12800138000', '10800138000', '1380013800', '138001380000', '23800138000', '1380013800a', '+8613800138000']))(
    'refuses %s',
    (_t, value) => expect(checkMainlandMobile(value)).toBe('mobile'),
  );
});

describe('mainland ID card (17 digits + digit or X, real birth date)', () => {
  it.each(rows(['11010119900307123X', '110101199003071234', '11010120000229123x', '440301190001011234']))(
    'accepts %s',
    (_t, value) => expect(checkMainlandIdCard(value)).toBeNull(),
  );
  it.each(
    rows([
      '11010119900307123', // 17 characters
      '1101011990030712345', // 19 characters
      '11010119900307123Y', // last character not X
      'X10101199003071234', // X not last
      '110101199013071234', // month 13
      '110101199002301234', // 30 February
      '110101190002291234', // 1900 was not a leap year
      '110101189912311234', // before 1900
      '11010119900307 234',
    ]),
  )('refuses %s', (_t, value) => expect(checkMainlandIdCard(value)).toBe('idCard'));
});

describe('passport and similar (1 to 30 characters)', () => {
  it.each(rows(['E1', 'G12345678', 'A'.repeat(30), 'HK-123/45', '护照123']))('accepts %s', (_t, value) =>
    expect(checkPassport(value)).toBeNull(),
  );
  it.each(rows(['A'.repeat(31), ' E123', 'E123 ']))('refuses %s', (_t, value) => expect(checkPassport(value)).toBe('passport'));
});

describe('ID number (letters and digits only)', () => {
  it.each(rows(['A1234567', '11010119900307123X', 'a'.repeat(20)]))('accepts %s', (_t, value) =>
    expect(checkIdNumber(value)).toBeNull(),
  );
  it.each(rows(['A123-4567', 'A123 4567', '身份证', 'a'.repeat(21)]))('refuses %s', (_t, value) =>
    expect(checkIdNumber(value)).toBe('idNumberFormat'),
  );
  it('uses the form limit: 50 for owners and shareholders', () => {
    expect(idNumberRule(50)('a'.repeat(50))).toBeNull();
    expect(idNumberRule(50)('a'.repeat(51))).toBe('idNumberFormat');
  });
});
