import { charLength, isEmpty } from './required';
import type { ValidationKey } from './types';

/** E-mail length limits: registration and export drawback 200, KYC identity forms 255. */
export const EMAIL_MAX_LENGTH = { registration: 200, kyc: 255 } as const;

/*
 * A general address pattern, deliberately not full RFC 5322: a dot-atom local part (the
 * printable specials RFC 5321 allows, no leading, trailing or double dots), then a domain
 * of at least two labels whose last one is 2+ letters. Quoted local parts and IP-literal
 * domains are refused: no business mailbox uses them and the backend would not either.
 */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`);

/** Whether the text is an address of the general pattern within `maxLength` characters. */
export function isEmail(text: string, maxLength: number = EMAIL_MAX_LENGTH.kyc): boolean {
  return charLength(text) <= maxLength && EMAIL.test(text);
}

/**
 * E-mail rule: empty passes (pair with `required('emailAddressRequired')` or the form's own
 * message), too long gives emailTooLong, otherwise the spec's "Email format error".
 */
export function checkEmail(value: string | null | undefined, maxLength: number): ValidationKey | null {
  if (isEmpty(value)) return null;
  if (charLength(value) > maxLength) return 'emailTooLong';
  return EMAIL.test(value) ? null : 'emailFormat';
}

/** Ready-made rules for the two limits the specification uses. */
export const checkRegistrationEmail = (value: string | null | undefined) =>
  checkEmail(value, EMAIL_MAX_LENGTH.registration);
export const checkKycEmail = (value: string | null | undefined) => checkEmail(value, EMAIL_MAX_LENGTH.kyc);
