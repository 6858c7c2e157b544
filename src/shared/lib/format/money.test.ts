import { describe, expect, it } from '@rstest/core';
import fc from 'fast-check';
import { formatMoney } from './money';

describe('formatMoney: 2 decimals, comma thousands, "-" when empty or invalid', () => {
  it.each([
    [0, '0.00'],
    [1, '1.00'],
    [1234.5, '1,234.50'],
    [1234567.891, '1,234,567.89'],
    [-1234.5, '-1,234.50'],
    [999.995, '1,000.00'],
    [1.005, '1.01'],
    [0.1 + 0.2, '0.30'],
    [-0.001, '0.00'],
    [-0, '0.00'],
    [1e21, '1,000,000,000,000,000,000,000.00'],
    [1e-7, '0.00'],
    [100, '100.00'],
    [1000, '1,000.00'],
  ])('number %j shows %j', (value, expected) => expect(formatMoney(value)).toBe(expected));

  it.each([
    ['1234567.8', '1,234,567.80'],
    ['999999999999.99', '999,999,999,999.99'],
    ['12345678901234567890.125', '12,345,678,901,234,567,890.13'],
    ['-0.5', '-0.50'],
    ['+12', '12.00'],
    ['.5', '0.50'],
    ['007', '7.00'],
    [' 42 ', '42.00'],
    ['1e3', '1,000.00'],
    ['0.004', '0.00'],
    ['0.005', '0.01'],
  ])('string %j shows %j', (value, expected) => expect(formatMoney(value)).toBe(expected));

  it.each([[null], [undefined], [''], ['  '], ['abc'], ['1,000'], ['12abc'], ['-'], ['.'], [NaN], [Infinity], [-Infinity]])(
    '%j shows "-"',
    (value) => expect(formatMoney(value)).toBe('-'),
  );

  it('property: an integer amount shows its digits grouped by three and ".00"', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (n) => {
        const shown = formatMoney(n.toString());
        expect(shown.replace(/,/g, '')).toBe(`${n.toString()}.00`);
        expect(shown).toMatch(/^-?\d{1,3}(,\d{3})*\.00$/);
      }),
    );
  });
  it('property: a number with two decimals reads back as the same value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const value = cents / 100;
        expect(Number(formatMoney(value).replace(/,/g, ''))).toBe(value);
      }),
    );
  });
});
