import { describe, expect, it } from '@rstest/core';
import { checkRegistrationEmail } from './email';
import { charLength, firstError, isEmpty, required } from './required';

describe('required', () => {
  it.each([[''], ['   '], ['\t\n'], [null], [undefined]])('treats %j as empty', (value) => {
    expect(isEmpty(value)).toBe(true);
    expect(required('usernameRequired')(value)).toBe('usernameRequired');
  });
  it.each([['a'], [' a '], [0], ['0']])('treats %j as filled', (value) => {
    expect(isEmpty(value)).toBe(false);
    expect(required()(value)).toBeNull();
  });
  it('defaults to the generic message', () => expect(required()('')).toBe('required'));
});

describe('firstError', () => {
  const email = firstError(required('emailAddressRequired'), (v) => checkRegistrationEmail(v as string));
  it.each([
    ['', 'emailAddressRequired'],
    ['bad', 'emailFormat'],
    ['good@example.com', null],
  ])('%j gives %s', (value, expected) => expect(email(value)).toBe(expected));
});

describe('charLength', () => {
  it.each([
    ['abc', 3],
    ['营业执照', 4],
    ['😀a', 2],
  ])('%s has %i characters', (text, length) => expect(charLength(text)).toBe(length));
});
