import type { UploadItem } from '@/entities/media-file';
import type { UploadRule, ValidationKey } from '@/shared/lib/validation';
import type { COMPANY_CATEGORY, COMPANY_REQUIRED } from '../config/limits';

export type CompanyUploadKey = keyof typeof COMPANY_CATEGORY;

/** The form's values. Dates are 'YYYY-MM-DD' strings; uploads by area. */
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
export type CompanyRequiredField = (typeof COMPANY_REQUIRED)[number];

/** A message of the form: an i18n key with its namespace. */
export type CompanyMessage =
  | `validation:${ValidationKey}`
  | `kyc:company.required.${CompanyRequiredField}`
  | `kyc:company.error.${'tooLong' | 'address' | 'endBeforeStart'}`
  | `kyc:company.fields.${CompanyField}`
  | `kyc:company.uploads.${CompanyUploadKey}`
  | `kyc:company.uploadRequired.${CompanyUploadKey}`;

/** One upload area of the form: what it stores and how strictly it is required. */
export interface CompanyUploadSlot {
  key: CompanyUploadKey;
  catgId: (typeof COMPANY_CATEGORY)[CompanyUploadKey];
  rule: UploadRule;
  /** The business licence is read by OCR (address and credit code). */
  ocr: boolean;
  /** 'error' blocks next with a field error; 'warning' also raises a warning (HKG, 001 §5); false is optional. */
  required: 'error' | 'warning' | false;
}
