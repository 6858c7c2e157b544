import { describe, expect, it } from '@rstest/core';
import fc from 'fast-check';
import { keepAlphanumeric, keepDigits, sanitiseIdNumber, sanitisePhone, sanitiseUscc, trimInput } from './sanitise';

describe('input sanitisers', () => {
  it.each([
    ['138-0013 8000', '13800138000'],
    ['+86 (10) 1234', '86101234'],
    ['abc', ''],
    ['１２３', ''],
    ['1'.repeat(25), '1'.repeat(20)],
    [null, ''],
  ])('phone %j keeps %j', (input, expected) => expect(sanitisePhone(input)).toBe(expected));

  it.each([
    ['9131-0000 MA1F L1XX 2Q', '91310000MA1FL1XX2Q'],
    ['91310000MA1FL1XX2Q99', '91310000MA1FL1XX2Q'],
    ['统一91310000', '91310000'],
  ])('USCC %j keeps %j', (input, expected) => expect(sanitiseUscc(input)).toBe(expected));

  it.each([
    ['1101-0119 9003 07123X', 20, '11010119900307123X'],
    ['A'.repeat(30), 20, 'A'.repeat(20)],
    ['A'.repeat(60), 50, 'A'.repeat(50)],
  ])('ID number %j (max %i) keeps %j', (input, max, expected) => expect(sanitiseIdNumber(input, max)).toBe(expected));

  it.each([
    ['  a b  ', 'a b'],
    ['\tx\n', 'x'],
    [undefined, ''],
  ])('trim %j gives %j', (input, expected) => expect(trimInput(input)).toBe(expected));

  it('property: keepDigits returns only digits, in order, within the limit', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 30 }), (text, max) => {
        const out = keepDigits(text, max);
        expect(out).toMatch(/^\d*$/);
        expect(out.length).toBeLessThanOrEqual(max);
        expect(text.replace(/\D/g, '').startsWith(out)).toBe(true);
      }),
    );
  });
  it('property: keepAlphanumeric is idempotent and keeps only ASCII letters and digits', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const out = keepAlphanumeric(text);
        expect(out).toMatch(/^[A-Za-z0-9]*$/);
        expect(keepAlphanumeric(out)).toBe(out);
      }),
    );
  });
});
