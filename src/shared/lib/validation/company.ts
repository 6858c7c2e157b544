import { charLength, formatRule, isEmpty } from './required';
import type { Rule, ValidationKey } from './types';

/* Company identifiers (000 §5 shared rules, 001 §5 company basics). */

/** Unified social credit code: 18 letters or digits (the spec keeps only those on input). */
export const isSocialCreditCode = (text: string): boolean => /^[A-Za-z0-9]{18}$/.test(text);
export const checkSocialCreditCode: Rule = formatRule(isSocialCreditCode, 'socialCreditCode');

/** Business licence number (pre-2015 registration number): 15 letters or digits. */
export const isBusinessLicence = (text: string): boolean => /^[A-Za-z0-9]{15}$/.test(text);
export const checkBusinessLicence: Rule = formatRule(isBusinessLicence, 'businessLicence');

/** Organisation code: 8 letters or digits, a hyphen, then 1 letter or digit (the check character). */
export const isOrganisationCode = (text: string): boolean => /^[A-Za-z0-9]{8}-[A-Za-z0-9]$/.test(text);
export const checkOrganisationCode: Rule = formatRule(isOrganisationCode, 'organisationCode');

/** English company name: 4 to 140 characters of letters, digits, space and - / ? : ( ) . , + */
export const isCompanyNameEn = (text: string): boolean =>
  /^[A-Za-z0-9 \-/?:().,+]+$/.test(text) && charLength(text) >= 4 && charLength(text) <= 140;
export const checkCompanyNameEn: Rule = formatRule(isCompanyNameEn, 'companyNameEn');

/** Registration code input limit: 18 for mainland China (CHN), 50 for anywhere else. */
export const registrationCodeMaxLength = (country: string | null | undefined): number =>
  country === 'CHN' ? 18 : 50;

/**
 * Registration code of the company-basics step: letters, digits and - / ? : ( ) . , ' +
 * and space; exactly 18 for CHN, at least 8 for HKG, at most 50 otherwise.
 */
export function checkRegistrationCode(
  value: string | null | undefined,
  country: string | null | undefined,
): ValidationKey | null {
  if (isEmpty(value)) return null;
  if (!/^[A-Za-z0-9 \-/?:().,'+]+$/.test(value)) return 'registrationCodeFormat';
  if (country === 'CHN' && value.length !== 18) return 'registrationCodeLengthChn';
  if (country === 'HKG' && value.length < 8) return 'registrationCodeLengthHkg';
  if (value.length > registrationCodeMaxLength(country)) return 'registrationCodeTooLong';
  return null;
}
