/**
 * Maximum lengths of text fields (000 §9, 001 §9), for inputs' `maxLength` so the user
 * cannot type past them; the format rules then only judge content.
 */
export const FIELD_MAX_LENGTH = {
  companyName: 140,
  contactName: 100,
  phone: 20,
  registrationEmail: 200,
  kycEmail: 255,
  uscc: 18,
  personName: 50,
  /** Legal person or director. */
  idNumber: 20,
  /** Beneficial owners, shareholders and other persons. */
  idNumberOther: 50,
  chineseCompanyName: 200,
  englishCompanyName: 140,
  address: 180,
  companyOwnerName: 250,
  accountCode: 30,
  passport: 30,
  fileName: 190,
} as const;
