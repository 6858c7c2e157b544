import { describe, expect, it } from '@rstest/core';
import { formatDate } from './date';
import { EMPTY_DISPLAY, displayOrDash } from './empty';

describe('displayOrDash: "-" for null, undefined and empty text', () => {
  it.each([
    [null, '-'],
    [undefined, '-'],
    ['', '-'],
    ['abc', 'abc'],
    [' ', ' '],
    [0, '0'],
    ['0', '0'],
    [12.5, '12.5'],
  ])('%j shows %j', (value, expected) => expect(displayOrDash(value)).toBe(expected));
  it('uses the portal’s dash', () => expect(EMPTY_DISPLAY).toBe('-'));
});

describe('formatDate: the first 10 characters of a date-time', () => {
  it.each([
    ['2024-05-01 12:30:00', '2024-05-01'],
    ['2024-05-01T23:59:59.000+08:00', '2024-05-01'],
    ['2024-05-01', '2024-05-01'],
    ['2024-05', '2024-05'],
    [null, '-'],
    [undefined, '-'],
    ['', '-'],
  ])('%j shows %j', (value, expected) => expect(formatDate(value)).toBe(expected));
});
