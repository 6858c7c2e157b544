import { describe, expect, it } from '@rstest/core';
import {
  checkBusinessLicence,
  checkCompanyNameEn,
  checkOrganisationCode,
  checkRegistrationCode,
  checkSocialCreditCode,
  registrationCodeMaxLength,
} from './company';
import { rows } from './label.testing';

describe('unified social credit code (18 alphanumerics)', () => {
  it.each(rows(['91310000MA1FL1XX2Q', '911100001000000000', 'abcdefghijklmnopqr']))('accepts %s', (_t, value) =>
    expect(checkSocialCreditCode(value)).toBeNull(),
  );
  it.each(rows(['91310000MA1FL1XX2', '91310000MA1FL1XX2QQ', '91310000MA1FL1XX-Q', '91310000MA1FL1XX Q']))(
    'refuses %s',
    (_t, value) => expect(checkSocialCreditCode(value)).toBe('socialCreditCode'),
  );
});

describe('business licence (15 alphanumerics)', () => {
  it.each(rows(['110000012345678', 'ABC123456789012']))('accepts %s', (_t, value) =>
    expect(checkBusinessLicence(value)).toBeNull(),
  );
  it.each(rows(['11000001234567', '1100000123456789', '11000001234567_']))('refuses %s', (_t, value) =>
    expect(checkBusinessLicence(value)).toBe('businessLicence'),
  );
});

describe('organisation code (8 alphanumerics, hyphen, 1 character)', () => {
  it.each(rows(['12345678-9', 'ABCD1234-X', 'abcd1234-x']))('accepts %s', (_t, value) =>
    expect(checkOrganisationCode(value)).toBeNull(),
  );
  it.each(rows(['123456789', '1234567-89', '12345678-', '12345678-10', '12345678_9', '1234567!-9']))('refuses %s', (_t, value) =>
    expect(checkOrganisationCode(value)).toBe('organisationCode'),
  );
});

describe('English company name (4 to 140, letters digits space - / ? : ( ) . , +)', () => {
  it.each(rows(['ACME', 'Acme Trading Co., Ltd.', 'A+B (HK) Ltd/Branch: 1?', 'a'.repeat(140)]))('accepts %s', (_t, value) =>
    expect(checkCompanyNameEn(value)).toBeNull(),
  );
  it.each(rows(['ABC', "O'Brien Ltd", 'Acme & Co', '中文公司', 'a'.repeat(141)]))('refuses %s', (_t, value) =>
    expect(checkCompanyNameEn(value)).toBe('companyNameEn'),
  );
});

describe('registration code by country', () => {
  it.each([
    ['91310000MA1FL1XX2Q', 'CHN'],
    ['12345678', 'HKG'],
    ["HK-123/4 (a'b)", 'HKG'],
    ['1', 'USA'],
    ['x'.repeat(50), 'SGP'],
    ['x'.repeat(50), null],
  ])('accepts %s for %s', (value, country) => expect(checkRegistrationCode(value, country)).toBeNull());
  it.each([
    ['91310000MA1FL1XX2', 'CHN', 'registrationCodeLengthChn'],
    ['91310000MA1FL1XX2QQ', 'CHN', 'registrationCodeLengthChn'],
    ['1234567', 'HKG', 'registrationCodeLengthHkg'],
    ['x'.repeat(51), 'SGP', 'registrationCodeTooLong'],
    ['x'.repeat(51), 'HKG', 'registrationCodeTooLong'],
    ['ABC#123', 'USA', 'registrationCodeFormat'],
    ['注册号12345678', 'HKG', 'registrationCodeFormat'],
  ])('refuses %s for %s with %s', (value, country, key) => expect(checkRegistrationCode(value, country)).toBe(key));
  it('limits input to 18 for CHN and 50 elsewhere', () => {
    expect(registrationCodeMaxLength('CHN')).toBe(18);
    expect(registrationCodeMaxLength('HKG')).toBe(50);
    expect(registrationCodeMaxLength(undefined)).toBe(50);
  });
});
