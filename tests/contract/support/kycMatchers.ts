import { MatchersV3 } from '@pact-foundation/pact';

const { like, regex } = MatchersV3;

/*
 * Matchers for the KYC records of both wizards (tests/support/kycSamples.ts): every field
 * by type, the constrained ones by their pattern (001 §3, §5).
 */

export const YES_NO = (example: 'Y' | 'N') => regex('^[YN]$', example);
export const DATE = (example: string) => regex('^\\d{4}-\\d{2}-\\d{2}$', example);

const likeFields = (sample: Record<string, unknown>) => Object.fromEntries(Object.entries(sample).map(([field, value]) => [field, like(value)]));

/** Company basics: Y/N flags and dates by pattern. */
export function companyMatcher<T extends { companyIdentStartTime: string; companyIdentExpirationTime: string; expirationPerennial: 'Y' | 'N' }>(
  company: T & { manageDetailIsRegisteredDetail?: 'Y' | 'N' },
) {
  return {
    ...likeFields(company),
    ...(company.manageDetailIsRegisteredDetail ? { manageDetailIsRegisteredDetail: YES_NO(company.manageDetailIsRegisteredDetail) } : {}),
    expirationPerennial: YES_NO(company.expirationPerennial),
    companyIdentStartTime: DATE(company.companyIdentStartTime),
    companyIdentExpirationTime: DATE(company.companyIdentExpirationTime),
  };
}

/** A person's identity: e-mail and digits-only phone by pattern. */
export function personMatcher<T extends { email: string; phone: string }>(person: T) {
  return { ...likeFields(person), email: regex('^[^@\\s]+@[^@\\s]+$', person.email), phone: regex('^\\d{1,20}$', person.phone) };
}

/** A personal owner: its kind, gender and birthday by pattern. */
export function ownerMatcher<T extends { contactRoleType: string; gender: string; birthday: string }>(owner: T) {
  return {
    ...likeFields(owner),
    contactRoleType: regex('^(COMPANY|PERSONAL)$', owner.contactRoleType),
    gender: regex('^(MALE|FEMALE)$', owner.gender),
    birthday: DATE(owner.birthday),
  };
}
