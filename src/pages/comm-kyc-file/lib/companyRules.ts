import { isMainland, isPerennial, PERENNIAL_EXPIRY } from '@/entities/kyc-enterprise';
import { doneCount, MEDIA_CATEGORY, type UploadItem } from '@/entities/media-file';
import {
  charLength,
  checkCompanyNameEn,
  checkRegistrationCode,
  FIELD_MAX_LENGTH,
  isEmpty,
  UPLOAD_RULES,
  type UploadRule,
  type ValidationKey,
} from '@/shared/lib/validation';

/*
 * Company information (step 1 of the company KYC wizard): the field rules of 001 §2.2
 * step 1 and §5 "Company basics", free of React and antd, so the form, the save and the
 * missing list of step 6 judge with the same rules.
 */

export const CHINA = 'CHN';
export const HONG_KONG = 'HKG';
export const COMPANY_TYPES = ['GENERAL_TAXPAYER', 'SMALL_SCALE'] as const;

/** The step's upload areas and their document categories (001 §3); articles of organisation are the constitution. */
export const COMPANY_CATEGORY = {
  businessLicence: MEDIA_CATEGORY.businessLicence,
  registration: MEDIA_CATEGORY.registrationCertificate,
  business: MEDIA_CATEGORY.business,
  equity: MEDIA_CATEGORY.equity,
  annualReport: MEDIA_CATEGORY.annualReport,
  articles: MEDIA_CATEGORY.constitution,
} as const;

export type CompanyUploadKey = keyof typeof COMPANY_CATEGORY;

/** The step's form values. Dates are 'YYYY-MM-DD' strings; uploads by area. */
export interface CompanyValues {
  registeredAreaCode?: string | null;
  registeredDetail?: string | null;
  manageCountryCode?: string | null;
  manageDetail?: string | null;
  sameAsRegistered?: boolean;
  companyNameCn?: string | null;
  companyName?: string | null;
  companyIdentCode?: string | null;
  companyIdentStartTime?: string | null;
  companyIdentExpirationTime?: string | null;
  perennial?: boolean;
  certIssueCode?: string | null;
  companyType?: string | null;
  files?: Partial<Record<CompanyUploadKey, readonly UploadItem[] | undefined>>;
}

export type CompanyField = Exclude<keyof CompanyValues, 'files' | 'sameAsRegistered' | 'perennial'>;

/** Required fields of 001 §5 "Company basics", in the order the form shows them. */
export const COMPANY_REQUIRED = [
  'registeredAreaCode',
  'registeredDetail',
  'manageCountryCode',
  'manageDetail',
  'companyNameCn',
  'companyName',
  'companyIdentCode',
  'companyIdentStartTime',
  'companyIdentExpirationTime',
  'certIssueCode',
] as const satisfies readonly CompanyField[];
export type CompanyRequiredField = (typeof COMPANY_REQUIRED)[number];

/** A message of steps 1 and 2: an i18n key with its namespace. */
export type MessageRef =
  | `validation:${ValidationKey}`
  | `kyc:company.required.${CompanyRequiredField}`
  | `kyc:company.error.${'tooLong' | 'address' | 'endBeforeStart'}`
  | `kyc:company.fields.${CompanyField}`
  | `kyc:company.uploads.${CompanyUploadKey}`
  | `kyc:company.uploadRequired.${CompanyUploadKey}`
  | `kyc:manager.required.${'position' | 'certificateIssuingPlaceCode' | 'identType' | 'identNo' | 'lastName' | 'firstName'}`
  | 'kyc:manager.error.tooLong'
  | `kyc:manager.fields.${'position' | 'certificateIssuingPlaceCode' | 'identType' | 'identNo' | 'lastName' | 'firstName' | 'phoneAreaCode' | 'phone'}`
  | `kyc:manager.uploads.${'idFront' | 'idBack'}`
  | `kyc:manager.uploadRequired.${'idFront' | 'idBack'}`;

const isRequired = (field: CompanyField): field is CompanyRequiredField => (COMPANY_REQUIRED as readonly CompanyField[]).includes(field);

/** Maximum lengths of the step's text inputs (001 §9). */
export const COMPANY_MAX_LENGTH = {
  registeredDetail: FIELD_MAX_LENGTH.address,
  manageDetail: FIELD_MAX_LENGTH.address,
  companyNameCn: FIELD_MAX_LENGTH.chineseCompanyName,
  companyName: FIELD_MAX_LENGTH.englishCompanyName,
} as const;

/** Addresses: letters (Chinese characters too), digits, punctuation, maths and currency signs and spaces; no emoji or line breaks (001 §5). */
const ADDRESS = /^[\p{L}\p{M}\p{N}\p{P}\p{Sm}\p{Sc} ]+$/u;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The registered country as the rules see it: China for a mainland enterprise (001 §2.2). */
export function registeredCountry(values: CompanyValues, location: string | null): string {
  return isMainland(location) ? CHINA : text(values.registeredAreaCode);
}

/**
 * The registration document type that goes with the registered country (001 §2.2 step 1:
 * a mainland enterprise's document is the business licence): China the business licence,
 * Hong Kong the business registration, anywhere else the certificate of incorporation.
 * The codes are those of the COMPANY_IDENT_TYPE dictionary (assumed, 001 does not show them).
 */
export function companyIdentTypeFor(country: string): string | null {
  if (country === '') return null;
  if (country === CHINA) return 'BUSINESS_LICENCE';
  return country === HONG_KONG ? 'BUSINESS_REGISTRATION' : 'CERTIFICATE_OF_INCORPORATION';
}

/** Company type is asked only of a company registered in China (001 §2.2 step 1). */
export const showsCompanyType = (values: CompanyValues, location: string | null): boolean =>
  registeredCountry(values, location) === CHINA;

/**
 * The first problem of one field, or null. Values are judged trimmed, as they are sent
 * (001 §5 "inputs are trimmed").
 */
export function companyFieldError(field: CompanyField, values: CompanyValues, location: string | null): MessageRef | null {
  const value = text(values[field]);
  if (!isRequired(field)) return null;
  if (field === 'registeredAreaCode' && isMainland(location)) return null;
  if (isEmpty(value)) return `kyc:company.required.${field}`;
  switch (field) {
    case 'registeredDetail':
    case 'manageDetail':
      if (charLength(value) > COMPANY_MAX_LENGTH[field]) return 'kyc:company.error.tooLong';
      return ADDRESS.test(value) ? null : 'kyc:company.error.address';
    case 'companyNameCn':
      return charLength(value) > COMPANY_MAX_LENGTH.companyNameCn ? 'kyc:company.error.tooLong' : null;
    case 'companyName': {
      const key = checkCompanyNameEn(value);
      return key ? `validation:${key}` : null;
    }
    case 'companyIdentCode': {
      const key = checkRegistrationCode(value, registeredCountry(values, location));
      return key ? `validation:${key}` : null;
    }
    case 'companyIdentExpirationTime': {
      const start = text(values.companyIdentStartTime);
      return !values.perennial && start !== '' && value < start ? 'kyc:company.error.endBeforeStart' : null;
    }
    default:
      return null;
  }
}

/** One upload area of the step: what it stores and how strictly it is required. */
export interface CompanyUploadSlot {
  key: CompanyUploadKey;
  catgId: (typeof COMPANY_CATEGORY)[CompanyUploadKey];
  rule: UploadRule;
  /** The business licence is read by OCR (address and credit code). */
  ocr: boolean;
  /** 'error' blocks next with a field error; 'warning' also raises a warning (HKG, 001 §5); false is optional. */
  required: 'error' | 'warning' | false;
}

/**
 * The upload areas for the registered country (001 §2.2 step 1): China (and every mainland
 * enterprise) the business licence with OCR; Hong Kong the business registration /
 * certificate of incorporation / incorporation form, with the annual report and the
 * business file required (warnings) and the equity file marked required; any other
 * country the certificate of incorporation. Articles of organisation are optional, up to 10.
 */
export function companyUploadSlots(values: CompanyValues, location: string | null): CompanyUploadSlot[] {
  const country = registeredCountry(values, location);
  const slot = (key: CompanyUploadKey, rule: UploadRule, required: CompanyUploadSlot['required'], ocr = false): CompanyUploadSlot => ({
    key,
    catgId: COMPANY_CATEGORY[key],
    rule,
    ocr,
    required,
  });
  const articles = slot('articles', UPLOAD_RULES.articlesOfOrganisation, false);
  if (country === CHINA) return [slot('businessLicence', UPLOAD_RULES.businessLicence, 'error', true), articles];
  if (country === HONG_KONG) {
    return [
      slot('registration', UPLOAD_RULES.other, 'error'),
      slot('annualReport', UPLOAD_RULES.other, 'warning'),
      slot('business', UPLOAD_RULES.other, 'warning'),
      slot('equity', UPLOAD_RULES.other, 'error'),
      articles,
    ];
  }
  return [slot('registration', UPLOAD_RULES.other, 'error'), articles];
}

/** The message of a required upload area without a finished file, or null. */
export function companyUploadError(slot: CompanyUploadSlot, files: readonly UploadItem[] | undefined): MessageRef | null {
  return slot.required && doneCount(files) === 0 ? `kyc:company.uploadRequired.${slot.key}` : null;
}

/**
 * Everything still wrong with the step, in form order: field labels (i18n keys) for step
 * 6's list. Uploads are judged only when `files` is given (the list may not know them).
 */
export function companyMissing(values: CompanyValues, location: string | null): { field: string; label: MessageRef }[] {
  const missing: { field: string; label: MessageRef }[] = COMPANY_REQUIRED
    .filter((field) => companyFieldError(field, values, location) !== null)
    .map((field) => ({ field, label: `kyc:company.fields.${field}` }));
  if (values.files) {
    for (const slot of companyUploadSlots(values, location)) {
      if (companyUploadError(slot, values.files[slot.key])) missing.push({ field: `files.${slot.key}`, label: `kyc:company.uploads.${slot.key}` });
    }
  }
  return missing;
}

/**
 * What a change of the form implies for other fields (001 §2.2 step 1):
 * - 'same as registered' copies the registered country and address into the operating ones
 *   (the form locks them while it is ticked);
 * - editing the registered country or address so they differ from the operating ones unticks it;
 * - long-term sets the expiry to 9999-12-31; unticking clears it;
 * - the company type is dropped when the company is no longer registered in China.
 */
export function companyChangePatch(changed: CompanyValues, all: CompanyValues, location: string | null): Partial<CompanyValues> {
  const patch: Partial<CompanyValues> = {};
  if ('sameAsRegistered' in changed && changed.sameAsRegistered) {
    patch.manageCountryCode = registeredCountry(all, location) || null;
    patch.manageDetail = all.registeredDetail ?? null;
  }
  if (('registeredAreaCode' in changed || 'registeredDetail' in changed) && all.sameAsRegistered) {
    const differs =
      (registeredCountry(all, location) || null) !== (all.manageCountryCode || null) ||
      text(all.registeredDetail) !== text(all.manageDetail);
    if (differs) patch.sameAsRegistered = false;
  }
  if ('perennial' in changed) patch.companyIdentExpirationTime = changed.perennial ? PERENNIAL_EXPIRY : null;
  if ('registeredAreaCode' in changed && !showsCompanyType(all, location) && all.companyType) patch.companyType = null;
  return patch;
}

/** Form values from the enterprise's stored KYC record (a mainland one is in China). */
export function toCompanyValues(enterprise: EnterpriseKycLike, location: string | null): CompanyValues {
  const registeredAreaCode = isMainland(location) ? CHINA : (enterprise.registeredAreaCode ?? null);
  return {
    registeredAreaCode,
    registeredDetail: enterprise.registeredDetail ?? null,
    manageCountryCode: enterprise.manageCountryCode ?? null,
    manageDetail: enterprise.manageDetail ?? null,
    sameAsRegistered: enterprise.manageDetailIsRegisteredDetail === 'Y',
    companyNameCn: enterprise.companyNameCn ?? null,
    companyName: enterprise.companyName ?? null,
    companyIdentCode: enterprise.companyIdentCode ?? null,
    companyIdentStartTime: enterprise.companyIdentStartTime ?? null,
    companyIdentExpirationTime: enterprise.companyIdentExpirationTime ?? null,
    perennial: isPerennial(enterprise),
    certIssueCode: enterprise.certIssueCode ?? null,
    companyType: enterprise.companyType ?? null,
  };
}

/** The enterprise fields this step owns (a subset of the wire's EnterpriseKyc). */
export interface EnterpriseKycLike {
  id?: unknown;
  status?: string | null;
  location?: string | null;
  registeredArea?: string | null;
  registeredAreaCode?: string | null;
  registeredDetail?: string | null;
  manageCountry?: string | null;
  manageCountryCode?: string | null;
  manageDetail?: string | null;
  manageDetailIsRegisteredDetail?: 'Y' | 'N' | null;
  companyNameCn?: string | null;
  companyName?: string | null;
  companyIdentType?: string | null;
  companyIdentCode?: string | null;
  companyIdentStartTime?: string | null;
  companyIdentExpirationTime?: string | null;
  expirationPerennial?: 'Y' | 'N' | null;
  certIssueCode?: string | null;
  companyType?: 'GENERAL_TAXPAYER' | 'SMALL_SCALE' | null;
  mediaId?: string | null;
}

const orNull = (value: unknown): string | null => {
  const trimmed = text(value);
  return trimmed === '' ? null : trimmed;
};

/**
 * The record to save: the stored one with the step's fields replaced, trimmed (001 §5).
 * `countryName` gives a country code's display name for the name fields next to the codes.
 */
export function toEnterpriseWire<E extends EnterpriseKycLike>(
  values: CompanyValues,
  stored: E,
  { location, mediaId, countryName }: { location: string | null; mediaId: string; countryName: (code: string | null) => string | null },
): E & EnterpriseKycLike {
  const registeredAreaCode = orNull(registeredCountry(values, location));
  const manageCountryCode = orNull(values.manageCountryCode);
  const companyType = showsCompanyType(values, location) ? orNull(values.companyType) : null;
  return {
    ...stored,
    registeredAreaCode,
    registeredArea: countryName(registeredAreaCode),
    registeredDetail: orNull(values.registeredDetail),
    manageCountryCode,
    manageCountry: countryName(manageCountryCode),
    manageDetail: orNull(values.manageDetail),
    manageDetailIsRegisteredDetail: values.sameAsRegistered ? 'Y' : 'N',
    companyNameCn: orNull(values.companyNameCn),
    companyName: orNull(values.companyName),
    companyIdentType: companyIdentTypeFor(registeredAreaCode ?? ''),
    companyIdentCode: orNull(values.companyIdentCode),
    companyIdentStartTime: orNull(values.companyIdentStartTime),
    companyIdentExpirationTime: values.perennial ? PERENNIAL_EXPIRY : orNull(values.companyIdentExpirationTime),
    expirationPerennial: values.perennial ? 'Y' : 'N',
    certIssueCode: orNull(values.certIssueCode),
    companyType: companyType as EnterpriseKycLike['companyType'],
    mediaId,
  };
}
