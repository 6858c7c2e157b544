import { FIELD_MAX_LENGTH } from '@/shared/lib/validation';

/** Beneficial owners: at most 4, and the first one cannot be deleted (001 §9). */
export const MAX_BENEFICIARIES = 4;
/** Shareholders (stockholders): at most 50 (001 §9). */
export const MAX_SHAREHOLDERS = 50;

/** Field lengths of the identity-information form (001 §5, §9). */
export const IDENTITY_MAX_LENGTH = {
  /** ID number of a legal person or director. */
  personIdNo: FIELD_MAX_LENGTH.idNumber,
  /** ID number of a beneficiary or shareholder. */
  ownerIdNo: FIELD_MAX_LENGTH.idNumberOther,
  name: FIELD_MAX_LENGTH.personName,
  email: FIELD_MAX_LENGTH.kycEmail,
  phone: FIELD_MAX_LENGTH.phone,
  companyName: FIELD_MAX_LENGTH.companyOwnerName,
  /** A company owner's identification code: the registration-code limit for countries other than CHN (001 §9). */
  companyCode: 50,
} as const;

/** The position that excludes every other (001 §2.2 step 2: choosing NONE makes it the only position). */
export const POSITION_NONE = 'NONE';

/**
 * Document types the identity-information form offers: ID card, passport and other only
 * (001 §3, §9). The ID_TYPE dictionary holds more (travel permits); these are its params.
 */
export const IDENTITY_ID_TYPES = ['CREDENTIALS_ID', 'PASSPORT', 'OTHER'] as const;

/** Dictionary codes read by the form (entities/dictionary). */
export const DICTIONARY = { position: 'POSITION', idType: 'ID_TYPE', companyIdentType: 'COMPANY_IDENT_TYPE' } as const;

/**
 * Positions one kind of entry cannot hold: a mainland legal person is not offered
 * DIRECTOR, a director is not offered the legal person (001 §2.2 step 2, the same rule
 * as the authorised person's list).
 */
export const EXCLUDED_POSITIONS: Record<'legal' | 'director', readonly string[]> = {
  legal: ['DIRECTOR'],
  director: ['LEGAL', 'LEGAL_REPRESENTATIVE'],
};
