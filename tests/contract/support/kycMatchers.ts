import { MatchersV3 } from '@pact-foundation/pact';
import { IDENTITY_ID_TYPES } from '@/widgets/identity-form/config/limits';

const { like, regex } = MatchersV3;

/*
 * Matchers for the KYC records of both wizards (tests/support/kycSamples.ts): every field
 * by type, the constrained ones by their pattern (001 §3, §5).
 */

export const YES_NO = (example: 'Y' | 'N') => regex('^[YN]$', example);
const DATE = (example: string) => regex('^\\d{4}-\\d{2}-\\d{2}$', example);
/** A country by its three-letter code (ISO 3166-1 alpha-3). */
const COUNTRY = (example: string) => regex('^[A-Z]{3}$', example);
/** A document type the identity form accepts: it refuses a stored one outside these. */
const ID_TYPE = (example: string) => regex(`^(${IDENTITY_ID_TYPES.join('|')})$`, example);
/** A position: a param of the POSITION dictionary. */
export const POSITION = (example: string) => regex('^[A-Z_]+$', example);

/** Where a sample has them: the document type and the country that issued it. */
const documentFields = (sample: { identType?: string; certificateIssuingPlaceCode?: string }) => ({
  ...(sample.identType ? { identType: ID_TYPE(sample.identType) } : {}),
  ...(sample.certificateIssuingPlaceCode ? { certificateIssuingPlaceCode: COUNTRY(sample.certificateIssuingPlaceCode) } : {}),
});

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

/** A person's identity: e-mail, digits-only phone, document type and issuing country by pattern. */
export function personMatcher<T extends { email: string; phone: string; identType?: string; certificateIssuingPlaceCode?: string }>(person: T) {
  return { ...likeFields(person), ...documentFields(person), email: regex('^[^@\\s]+@[^@\\s]+$', person.email), phone: regex('^\\d{1,20}$', person.phone) };
}

/** A personal owner: its kind, gender, birthday, document type and issuing country by pattern. */
export function ownerMatcher<T extends { contactRoleType: string; gender: string; birthday: string; identType?: string; certificateIssuingPlaceCode?: string }>(owner: T) {
  return {
    ...likeFields(owner),
    ...documentFields(owner),
    contactRoleType: regex('^(COMPANY|PERSONAL)$', owner.contactRoleType),
    gender: regex('^(MALE|FEMALE)$', owner.gender),
    birthday: DATE(owner.birthday),
  };
}
