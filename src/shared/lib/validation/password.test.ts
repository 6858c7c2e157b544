import { describe, expect, it } from '@rstest/core';
import fc from 'fast-check';
import { rows } from './label.testing';
import {
  PASSWORD_SYMBOLS,
  RESET_PASSWORD_SYMBOLS,
  checkConfirmPassword,
  checkRegistrationPassword,
  checkResetPassword,
  checkTransactionPassword,
  isRegistrationPassword,
  isResetPassword,
  isTransactionPassword,
  passwordRuleStates,
} from './password';

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
/** Printable ASCII, space included: the filler the looser rules must tolerate. */
const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');

const charOf = (alphabet: string) => fc.constantFrom(...alphabet.split(''));
const without = (alphabet: string, remove: string) => [...alphabet].filter((c) => !remove.includes(c)).join('');

/** One character from each required alphabet plus filler, shuffled, `length` in range. */
function passwordOf(required: string[], filler: string, minLength: number, maxLength: number) {
  const fillerMin = Math.max(0, minLength - required.length);
  const fillerMax = Math.max(0, maxLength - required.length);
  return fc
    .tuple(fc.tuple(...required.map(charOf)), fc.array(charOf(filler), { minLength: fillerMin, maxLength: fillerMax }))
    .chain(([must, rest]) => {
      const chars = [...must, ...rest];
      return fc.shuffledSubarray(chars, { minLength: chars.length, maxLength: chars.length });
    })
    .map((chars) => chars.join(''));
}

describe('new or reset password: 12-15, upper, lower, digit, special, nothing else', () => {
  const allowed = UPPER + LOWER + DIGITS + RESET_PASSWORD_SYMBOLS;

  it.each(rows(['Abcdefgh123#', 'Abcdefgh123_', 'Abcdefghij123#!', 'ZZZZZZZZZZz9-', 'aB3?aB3?aB3?', 'Pa55word@2024']))(
    'accepts %s',
    (_t, value) => expect(checkResetPassword(value)).toBeNull(),
  );
  it.each(
    rows([
      'Abcdefg123#', // 11 characters
      'Abcdefghij1234#!', // 16 characters
      'abcdefgh123#', // no uppercase
      'ABCDEFGH123#', // no lowercase
      'Abcdefghijk#', // no digit
      'Abcdefgh1234', // no special character
      'Abcdefgh123# ', // space is outside the allowed set
      'Abcdefgh123#+', // '+' is not one of the special characters
      'Abcdefgh123#é', // non-ASCII letter
      'Ａbcdefgh123#', // full-width uppercase
    ]),
  )('refuses %s', (_t, value) => expect(checkResetPassword(value)).toBe('resetPasswordFormat'));
  it('leaves an empty value to the form’s required message', () => expect(checkResetPassword('')).toBeNull());

  it('property: one of each class plus allowed filler, 12-15 long, is valid', () => {
    fc.assert(fc.property(passwordOf([UPPER, LOWER, DIGITS, RESET_PASSWORD_SYMBOLS], allowed, 12, 15), isResetPassword));
  });
  it('property: the same composition outside 12-15 is invalid', () => {
    const short = passwordOf([UPPER, LOWER, DIGITS, RESET_PASSWORD_SYMBOLS], allowed, 4, 11);
    const long = passwordOf([UPPER, LOWER, DIGITS, RESET_PASSWORD_SYMBOLS], allowed, 16, 40);
    fc.assert(fc.property(fc.oneof(short, long), (pw) => !isResetPassword(pw)));
  });
  it.each([
    ['uppercase', UPPER],
    ['lowercase', LOWER],
    ['digit', DIGITS],
    ['special', RESET_PASSWORD_SYMBOLS],
  ])('property: any 12-15 password missing the %s class is invalid', (_name, missing) => {
    const others = [UPPER, LOWER, DIGITS, RESET_PASSWORD_SYMBOLS].filter((c) => c !== missing);
    fc.assert(fc.property(passwordOf(others, without(allowed, missing), 12, 15), (pw) => !isResetPassword(pw)));
  });
  it('property: one forbidden character makes an otherwise valid password invalid', () => {
    const forbidden = charOf(without(PRINTABLE, allowed) + 'é中😀');
    const base = passwordOf([UPPER, LOWER, DIGITS, RESET_PASSWORD_SYMBOLS], allowed, 11, 14);
    fc.assert(
      fc.property(base, forbidden, fc.nat(), (pw, bad, at) => {
        const i = at % (pw.length + 1);
        return !isResetPassword(pw.slice(0, i) + bad + pw.slice(i));
      }),
    );
  });
});

describe('registration password: 8-15, upper, lower, digit, symbol (no underscore)', () => {
  it.each(rows(['Abcdef1#', 'Abcdefghij123$%', 'Passw0rd!', 'Ab1-Ab1-', 'Ab1@ with sp']))('accepts %s', (_t, value) =>
    expect(checkRegistrationPassword(value)).toBeNull(),
  );
  it.each(
    rows([
      'Abcde1#', // 7 characters
      'Abcdefghij1234$%', // 16 characters
      'abcdef1#', // no uppercase
      'ABCDEF1#', // no lowercase
      'Abcdefg#', // no digit
      'Abcdefg1', // no symbol
      'Abcdef1_', // underscore is not a registration symbol
      'Abcdef1+', // '+' is not a registration symbol
    ]),
  )('refuses %s with "Password format error"', (_t, value) => expect(checkRegistrationPassword(value)).toBe('passwordFormat'));

  it('property: one of each class plus any printable filler, 8-15 long, is valid', () => {
    fc.assert(fc.property(passwordOf([UPPER, LOWER, DIGITS, PASSWORD_SYMBOLS], PRINTABLE, 8, 15), isRegistrationPassword));
  });
  it('property: the same composition outside 8-15 is invalid', () => {
    const short = passwordOf([UPPER, LOWER, DIGITS, PASSWORD_SYMBOLS], PRINTABLE, 4, 7);
    const long = passwordOf([UPPER, LOWER, DIGITS, PASSWORD_SYMBOLS], PRINTABLE, 16, 40);
    fc.assert(fc.property(fc.oneof(short, long), (pw) => !isRegistrationPassword(pw)));
  });
  it.each([
    ['uppercase', UPPER],
    ['lowercase', LOWER],
    ['digit', DIGITS],
    ['symbol', PASSWORD_SYMBOLS],
  ])('property: any 8-15 password missing the %s class is invalid', (_name, missing) => {
    const others = [UPPER, LOWER, DIGITS, PASSWORD_SYMBOLS].filter((c) => c !== missing);
    fc.assert(fc.property(passwordOf(others, without(PRINTABLE, missing), 8, 15), (pw) => !isRegistrationPassword(pw)));
  });
});

describe('transaction or set password: trimmed, 8+, lower, upper, digit or symbol', () => {
  it.each(rows(['Abcdefg1', 'Abcdefg#', '  Abcdefg1  ', 'Abcdefghijklmnopqrstuvwxyz1234567890', 'Ab c d e1']))(
    'accepts %s',
    (_t, value) => expect(checkTransactionPassword(value)).toBeNull(),
  );
  it.each(
    rows([
      'Abcdef1', // 7 characters
      '  Abcde1  ', // 7 once trimmed
      'abcdefg1', // no uppercase
      'ABCDEFG1', // no lowercase
      'Abcdefgh', // neither digit nor symbol
      'Abcdefg_', // underscore is not one of the symbols
    ]),
  )('refuses %s', (_t, value) => expect(checkTransactionPassword(value)).toBe('transactionPasswordFormat'));

  const digitOrSymbol = DIGITS + PASSWORD_SYMBOLS;
  it('property: lower, upper, digit-or-symbol and filler, 8+ long, with any surrounding spaces, is valid', () => {
    const spaces = fc.string({ unit: fc.constant(' '), maxLength: 3 });
    fc.assert(
      fc.property(passwordOf([LOWER, UPPER, digitOrSymbol], PRINTABLE.trim(), 8, 40), spaces, spaces, (pw, a, b) =>
        isTransactionPassword(a + pw + b),
      ),
    );
  });
  it('property: fewer than 8 characters once trimmed is invalid', () => {
    fc.assert(fc.property(passwordOf([LOWER, UPPER, digitOrSymbol], PRINTABLE.trim(), 3, 7), (pw) => !isTransactionPassword(`  ${pw} `)));
  });
  it.each([
    ['lowercase', [UPPER, digitOrSymbol], LOWER],
    ['uppercase', [LOWER, digitOrSymbol], UPPER],
    ['digit-or-symbol', [LOWER, UPPER], digitOrSymbol],
  ])('property: any password missing the %s class is invalid', (_name, others, missing) => {
    fc.assert(fc.property(passwordOf(others, without(PRINTABLE, missing), 8, 30), (pw) => !isTransactionPassword(pw)));
  });
});

describe('confirm password', () => {
  it.each([
    ['reset', '', 'Abcdefgh123#', 'confirmPasswordRequired'],
    ['reset', null, 'Abcdefgh123#', 'confirmPasswordRequired'],
    ['reset', 'Abcdefgh123!', 'Abcdefgh123#', 'confirmPasswordMismatch'],
    ['reset', 'Abcdefgh123# ', 'Abcdefgh123#', 'confirmPasswordMismatch'],
    ['reset', 'Abcdefgh123#', 'Abcdefgh123#', null],
    ['transaction', '', 'Abcdefg1', 'transactionConfirmRequired'],
    ['transaction', '   ', 'Abcdefg1', 'transactionConfirmRequired'],
    ['transaction', 'Abcdefg2', 'Abcdefg1', 'transactionConfirmMismatch'],
    ['transaction', ' Abcdefg1 ', 'Abcdefg1', null],
    ['change', undefined, 'x', 'changeConfirmRequired'],
    ['change', 'y', 'x', 'passwordsDoNotMatch'],
    ['change', 'x', 'x', null],
  ] as const)('%s form: confirm %j against %j gives %s', (form, confirm, password, expected) => {
    expect(checkConfirmPassword(confirm, password, form)).toBe(expected);
  });
  it('property: a confirmation equal to the password always passes, any other never does', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''), fc.string(), (pw, other) => {
        expect(checkConfirmPassword(pw, pw, 'reset')).toBeNull();
        if (other !== pw && other.trim() !== '') expect(checkConfirmPassword(other, pw, 'reset')).toBe('confirmPasswordMismatch');
      }),
    );
  });
});

describe('password popover rules', () => {
  const passed = (pw: string) => Object.fromEntries(passwordRuleStates(pw).map((r) => [r.id, r.passed]));

  it('lists the five rules in order with their messages', () => {
    expect(passwordRuleStates('').map((r) => [r.id, r.messageKey])).toEqual([
      ['length', 'passwordRuleLength'],
      ['uppercase', 'passwordRuleUppercase'],
      ['lowercase', 'passwordRuleLowercase'],
      ['digit', 'passwordRuleDigit'],
      ['special', 'passwordRuleSpecial'],
    ]);
    expect(passwordRuleStates(undefined).every((r) => !r.passed)).toBe(true);
  });
  it.each([
    ['abc', { length: false, uppercase: false, lowercase: true, digit: false, special: false }],
    ['ABCDEFGHIJKL', { length: true, uppercase: true, lowercase: false, digit: false, special: false }],
    ['Abcdefghijk1', { length: true, uppercase: true, lowercase: true, digit: true, special: false }],
    ['Abcdefghijk1_', { length: true, uppercase: true, lowercase: true, digit: true, special: true }],
    ['Abcdefghijk1_xyz', { length: false, uppercase: true, lowercase: true, digit: true, special: true }],
  ])('%s', (pw, expected) => expect(passed(pw)).toEqual(expected));
  it('property: over the allowed characters, all rules pass exactly when the reset rule passes', () => {
    const allowed = UPPER + LOWER + DIGITS + RESET_PASSWORD_SYMBOLS;
    fc.assert(
      fc.property(fc.string({ unit: charOf(allowed), maxLength: 20 }), (pw) => {
        expect(passwordRuleStates(pw).every((r) => r.passed)).toBe(isResetPassword(pw));
      }),
    );
  });
});
