import { EMPTY_DISPLAY } from './empty';

/*
 * Money is rounded on the decimal text rather than with floating point, so 1.005 shows
 * 1.01 (half away from zero, as a person rounds) and large amounts keep every digit.
 */

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Sign, integer digits and fraction digits of a decimal text, exponent applied. */
function splitDecimal(text: string): { negative: boolean; integer: string; fraction: string } | null {
  const m = DECIMAL.exec(text);
  if (m === null) return null;
  const [, sign = '', intPart = '', fracPart = '', exp = '0'] = m;
  if (intPart === '' && fracPart === '') return null;
  const digits = intPart + fracPart;
  // Position of the decimal point within `digits`, moved by the exponent.
  const point = intPart.length + Number(exp);
  if (!Number.isSafeInteger(point) || Math.abs(point) > 400) return null;
  const padded = point < 0 ? '0'.repeat(-point) + digits : digits.padEnd(point, '0');
  const at = Math.max(point, 0);
  return { negative: sign === '-', integer: padded.slice(0, at), fraction: padded.slice(at) };
}

/** Adds one to a string of decimal digits ("199" → "200", "99" → "100"). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] === '9') {
      out[i] = '0';
    } else {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
  }
  return `1${out.join('')}`;
}

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Money for display: 2 decimals and comma thousands ("1234.5" → "1,234.50", -1234.5 →
 * "-1,234.50"). Takes a number or a numeric string; null, undefined, '', NaN, Infinity and
 * non-numeric text show "-".
 */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_DISPLAY;
  if (typeof value === 'number' && !Number.isFinite(value)) return EMPTY_DISPLAY;
  // String(number) gives the shortest text that reads back as the same number.
  const parts = splitDecimal(String(value).trim());
  if (parts === null) return EMPTY_DISPLAY;
  const fraction = parts.fraction.padEnd(3, '0');
  let cents = (parts.integer.replace(/^0+/, '') || '0') + fraction.slice(0, 2);
  if (Number(fraction[2]) >= 5) cents = incrementDigits(cents);
  cents = cents.replace(/^0+(?=\d{3})/, '');
  const integer = cents.slice(0, -2);
  const isZero = /^0+$/.test(cents);
  // -0.001 rounds to zero: show "0.00", not "-0.00".
  return `${parts.negative && !isZero ? '-' : ''}${group(integer)}.${cents.slice(-2)}`;
}
