import { formatRule, isEmpty } from './required';
import type { Rule, ValidationKey } from './types';

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Whether year-month-day exists in the Gregorian calendar (leap years included). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const max = month === 2 && isLeap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= max;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** YYYY-MM-DD naming a real day (2023-02-29 is refused; 9999-12-31, "perennial", passes). */
export function isDate(text: string): boolean {
  const m = DATE.exec(text);
  return m !== null && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** YYYY-MM-DD HH:mm:ss with a real day and a 24-hour clock (no leap second). */
export function isDateTime(text: string): boolean {
  const m = TIME.exec(text);
  if (m === null) return false;
  const [hours, minutes, seconds] = [Number(m[4]), Number(m[5]), Number(m[6])];
  return isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3])) && hours < 24 && minutes < 60 && seconds < 60;
}

export const checkDate: Rule = formatRule(isDate, 'dateFormat');
export const checkDateTime: Rule = formatRule(isDateTime, 'timeFormat');

/** Birthdays must lie at least this many days before today (001 §9). */
export const BIRTHDAY_CUTOFF_DAYS = 10;

/**
 * Latest allowed birthday as YYYY-MM-DD: today minus the cut-off, on the user's calendar
 * (local date), which is what a date picker disables against.
 */
export function latestBirthday(now: Date = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - BIRTHDAY_CUTOFF_DAYS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(d.getFullYear()).padStart(4, '0')}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * A beneficiary's birthday: a real date no later than 10 days before `now`. Takes only the
 * first 10 characters so a "YYYY-MM-DD HH:mm:ss" value from the server is accepted too.
 */
export function checkBirthday(value: string | null | undefined, now: Date = new Date()): ValidationKey | null {
  if (isEmpty(value)) return null;
  const day = value.slice(0, 10);
  if (!isDate(day)) return 'dateFormat';
  // ISO dates of equal width compare correctly as strings.
  return day <= latestBirthday(now) ? null : 'birthday';
}
