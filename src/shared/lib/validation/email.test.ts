import { describe, expect, it } from '@rstest/core';
import fc from 'fast-check';
import { EMAIL_MAX_LENGTH, checkEmail, checkKycEmail, checkRegistrationEmail, isEmail } from './email';
import { rows } from './label.testing';

describe('e-mail rule', () => {
  it.each(
    rows([
      'user@example.com',
      'first.last@example.co.uk',
      'user+tag@sub.example.cn',
      "o'brien_1@mail-server.example.org",
      'UPPER@EXAMPLE.COM',
      '123@163.com',
    ]),
  )('accepts %s', (_t, value) => expect(checkRegistrationEmail(value)).toBeNull());
  it.each(
    rows([
      'plainaddress',
      '@example.com',
      'user@',
      'user@example',
      'user@.com',
      'user@example..com',
      'user@-example.com',
      'user@example-.com',
      'user@example.c',
      'user@example.123',
      '.user@example.com',
      'user.@example.com',
      'us..er@example.com',
      'user name@example.com',
      'user@exa mple.com',
      'user@@example.com',
      'a@b@example.com',
      '用户@example.com',
      '"quoted"@example.com',
      'user@[127.0.0.1]',
    ]),
  )('refuses %s with "Email format error"', (_t, value) => expect(checkRegistrationEmail(value)).toBe('emailFormat'));

  it('leaves an empty value to the required message', () => {
    expect(checkEmail('', 200)).toBeNull();
    expect(checkEmail(undefined, 200)).toBeNull();
  });

  const addressOfLength = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
  it.each([
    ['registration', checkRegistrationEmail, EMAIL_MAX_LENGTH.registration, 200],
    ['KYC', checkKycEmail, EMAIL_MAX_LENGTH.kyc, 255],
  ] as const)('%s limit is %i characters', (_name, rule, max, expected) => {
    expect(max).toBe(expected);
    expect(rule(addressOfLength(max))).toBeNull();
    expect(rule(addressOfLength(max + 1))).toBe('emailTooLong');
  });

  it('property: generated addresses within the limit are accepted', () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((e) => e.length <= EMAIL_MAX_LENGTH.kyc),
        (email) => isEmail(email, EMAIL_MAX_LENGTH.kyc) && checkKycEmail(email) === null,
      ),
    );
  });
  it('property: any text without "@" is refused', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => !s.includes('@') && s.trim() !== ''),
        (text) => !isEmail(text) && checkKycEmail(text) === 'emailFormat',
      ),
    );
  });
  it('property: a domain without a dot is refused', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,20}$/);
    fc.assert(fc.property(word, word, (local, domain) => !isEmail(`${local}@${domain}`)));
  });
});
