import { OTP_LENGTH } from '@/shared/config';
import { charLength, formatRule, isEmpty } from './required';
import type { FieldValue, Rule, ValidationKey } from './types';

/*
 * The shared format rules of the specification (000 §5 "Shared format rules"), numeric
 * and code-like fields. Each has a strict `isXxx` predicate (empty is false) and a
 * `checkXxx` rule for forms (empty passes; use `required` for that).
 */

/**
 * Money: up to 12 integer digits, up to 2 decimals, no sign. A leading zero is only
 * allowed alone ("0.5" yes, "012" no) so that what is typed is what is sent.
 */
export const isMoney = (text: string): boolean => /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/.test(text);
export const checkMoney: Rule = formatRule(isMoney, 'moneyFormat');

/** Number: digits only (codes that are numbers to the user, not quantities). */
export const isDigits = (text: string): boolean => /^\d+$/.test(text);
export const checkNumber: Rule = formatRule(isDigits, 'numberFormat');

export const isPostalCode = (text: string): boolean => /^\d{6}$/.test(text);
export const checkPostalCode: Rule = formatRule(isPostalCode, 'postalCode');

export const isInvoiceNumber = (text: string): boolean => /^\d{8}$/.test(text);
export const checkInvoiceNumber: Rule = formatRule(isInvoiceNumber, 'invoiceNumber');

export const isAccountNumber = (text: string): boolean => /^\d{10}$/.test(text);
export const checkAccountNumber: Rule = formatRule(isAccountNumber, 'accountNumber');

/** Account code: digits and hyphens, 1 to 30 of them. */
export const isAccountCode = (text: string): boolean => /^[\d-]{1,30}$/.test(text);
export const checkAccountCode: Rule = formatRule(isAccountCode, 'accountCode');

/** Rate: a non-negative decimal with up to 3 decimals (same leading-zero rule as money). */
export const isRate = (text: string): boolean => /^(0|[1-9]\d*)(\.\d{1,3})?$/.test(text);
export const checkRate: Rule = formatRule(isRate, 'rateFormat');

/** Cash rate: a plain decimal strictly between 0 and 50 (the spec bounds both ends). */
export function isCashRate(value: string | number): boolean {
  const text = String(value).trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return false;
  const rate = Number(text);
  return rate > 0 && rate < 50;
}
export const checkCashRate: Rule = (value: FieldValue): ValidationKey | null =>
  isEmpty(value) || isCashRate(value) ? null : 'cashRate';

/** One-time password: exactly OTP_LENGTH (6) digits. */
export const isOtp = (text: string): boolean => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(text);
export const checkOtp: Rule = formatRule(isOtp, 'otpFormat');

/**
 * File name (the base name a user renames a file to, without extension: the rule has no
 * dot): letters, digits, underscore or Chinese characters, 1 to 190 characters.
 */
export const isFileName = (text: string): boolean =>
  /^[\p{Script=Han}A-Za-z0-9_]+$/u.test(text) && charLength(text) <= 190;
export const checkFileName: Rule = formatRule(isFileName, 'fileName');
