/*
 * Input normalisers the specification names ("keeps digits only", "only letters and digits
 * kept", "inputs are trimmed"). They rewrite what the user typed, so they suit a form
 * field's `normalize`; they never report errors.
 */

/** Cuts to at most `maxLength` characters; Infinity keeps everything. */
const cut = (text: string, maxLength: number) => (Number.isFinite(maxLength) ? text.slice(0, maxLength) : text);

/** Keeps ASCII digits only (full-width digits are dropped, not converted). */
export function keepDigits(value: string | null | undefined, maxLength = Infinity): string {
  return cut((value ?? '').replace(/[^0-9]/g, ''), maxLength);
}

/** Keeps ASCII letters and digits only. */
export function keepAlphanumeric(value: string | null | undefined, maxLength = Infinity): string {
  return cut((value ?? '').replace(/[^A-Za-z0-9]/g, ''), maxLength);
}

/** Removes leading and trailing whitespace; anything but a string (null, undefined, a form's odd value) becomes ''. */
export function trimInput(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Phone numbers (registration, export drawback, KYC): digits, at most 20. */
export const sanitisePhone = (value: string | null | undefined): string => keepDigits(value, 20);

/** Unified social credit code (export drawback step 1): letters and digits, at most 18. */
export const sanitiseUscc = (value: string | null | undefined): string => keepAlphanumeric(value, 18);

/** ID number: letters and digits, at most 20 (legal person or director) or 50 (others). */
export const sanitiseIdNumber = (value: string | null | undefined, maxLength = 20): string =>
  keepAlphanumeric(value, maxLength);
