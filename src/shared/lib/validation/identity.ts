import { isCalendarDate } from './datetime';
import { charLength, formatRule } from './required';
import type { Rule } from './types';

/* Personal identification formats (000 §5 shared rules, 001 §5 identity form). */

/** Mainland China mobile number: 11 digits starting 13 to 19. */
export const isMainlandMobile = (text: string): boolean => /^1[3-9]\d{9}$/.test(text);
export const checkMainlandMobile: Rule = formatRule(isMainlandMobile, 'mobile');

/**
 * Mainland resident ID card: 18 characters, 17 digits then a digit or X. Positions 7-14
 * are the birth date, which must be a real day from 1900 on. The check digit (ISO 7064)
 * is not verified: the original portal does not, and demo data would fail it. A lower
 * case x is accepted because people type it; the server normalises.
 */
export function isMainlandIdCard(text: string): boolean {
  const m = /^\d{6}(\d{4})(\d{2})(\d{2})\d{3}[\dXx]$/.exec(text);
  if (m === null) return false;
  const year = Number(m[1]);
  return year >= 1900 && isCalendarDate(year, Number(m[2]), Number(m[3]));
}
export const checkMainlandIdCard: Rule = formatRule(isMainlandIdCard, 'idCard');

/** Passport and similar documents: any 1 to 30 characters, no whitespace at the ends. */
export const isPassport = (text: string): boolean =>
  text.trim() === text && charLength(text) >= 1 && charLength(text) <= 30;
export const checkPassport: Rule = formatRule(isPassport, 'passport');

/** ID number on the manager and identity forms: letters and digits only (max by form). */
export const isIdNumber = (text: string, maxLength = 20): boolean =>
  /^[A-Za-z0-9]+$/.test(text) && text.length <= maxLength;
/** The ID-number rule for a form's limit: 20 for legal person or director, 50 otherwise. */
export const idNumberRule = (maxLength: number): Rule =>
  formatRule((text) => isIdNumber(text, maxLength), 'idNumberFormat');
export const checkIdNumber: Rule = idNumberRule(20);
