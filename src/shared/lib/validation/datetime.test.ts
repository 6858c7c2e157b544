import { describe, expect, it } from '@rstest/core';
import { checkBirthday, checkDate, checkDateTime, isCalendarDate, latestBirthday } from './datetime';
import { rows } from './label.testing';

describe('date rule (YYYY-MM-DD, real calendar days)', () => {
  it.each(rows(['2024-01-01', '2024-02-29', '2000-02-29', '2023-12-31', '9999-12-31', '1900-01-01', '2023-04-30']))(
    'accepts %s',
    (_t, value) => expect(checkDate(value)).toBeNull(),
  );
  it.each(
    rows([
      '2023-02-29', // not a leap year
      '1900-02-29', // century, not a leap year
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '2024-01-00',
      '2024-1-01',
      '24-01-01',
      '2024/01/01',
      '2024-01-01 00:00:00',
      '0000-01-01',
    ]),
  )('refuses %s', (_t, value) => expect(checkDate(value)).toBe('dateFormat'));
  it.each([[''], [null], [undefined]])('lets the empty value %j through', (value) => expect(checkDate(value)).toBeNull());
});

describe('time rule (YYYY-MM-DD HH:mm:ss)', () => {
  it.each(rows(['2024-01-01 00:00:00', '2024-02-29 23:59:59', '2024-06-15 12:30:45']))('accepts %s', (_t, value) =>
    expect(checkDateTime(value)).toBeNull(),
  );
  it.each(
    rows([
      '2024-01-01 24:00:00',
      '2024-01-01 23:60:00',
      '2024-01-01 23:59:60',
      '2023-02-29 10:00:00',
      '2024-01-01T10:00:00',
      '2024-01-01 10:00',
      '2024-01-01',
      '2024-01-01 1:00:00',
    ]),
  )('refuses %s', (_t, value) => expect(checkDateTime(value)).toBe('timeFormat'));
});

describe('isCalendarDate', () => {
  it.each([
    [2024, 2, 29, true],
    [2100, 2, 29, false],
    [2000, 2, 29, true],
    [2024, 12, 31, true],
    [2024, 11, 31, false],
    [2024, 0, 1, false],
    [2024, 1, 1.5, false],
  ])('%i-%i-%s is %s', (y, m, d, expected) => expect(isCalendarDate(y, m, d)).toBe(expected));
});

describe('birthday: no later than 10 days before today', () => {
  const now = new Date(2025, 2, 15, 9, 30); // 15 March 2025, local time
  it('computes the latest allowed day across a month boundary', () => {
    expect(latestBirthday(now)).toBe('2025-03-05');
    expect(latestBirthday(new Date(2025, 2, 5))).toBe('2025-02-23');
  });
  it.each(rows(['2025-03-05', '2025-03-04', '1980-07-01', '2025-03-05 00:00:00']))('accepts %s', (_t, value) =>
    expect(checkBirthday(value, now)).toBeNull(),
  );
  it.each(rows(['2025-03-06', '2025-03-15', '2026-01-01']))('refuses %s', (_t, value) =>
    expect(checkBirthday(value, now)).toBe('birthday'),
  );
  it('reports a malformed date as a date-format error', () => {
    expect(checkBirthday('2025-02-30', now)).toBe('dateFormat');
  });
});
