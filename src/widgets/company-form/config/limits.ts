import { MEDIA_CATEGORY } from '@/entities/media-file';
import { FIELD_MAX_LENGTH } from '@/shared/lib/validation';
import type { CompanyField } from '../model/types';

/*
 * The fixed facts of the company-information form (001 §2.2 step 1, §3, §5, §9): the
 * countries with their own documents, the company types, the upload categories, the
 * required fields and the text limits.
 */

export const CHINA = 'CHN';
export const HONG_KONG = 'HKG';
export const COMPANY_TYPES = ['GENERAL_TAXPAYER', 'SMALL_SCALE'] as const;

/** The form's upload areas and their document categories (001 §3); articles of organisation are the constitution. */
export const COMPANY_CATEGORY = {
  businessLicence: MEDIA_CATEGORY.businessLicence,
  registration: MEDIA_CATEGORY.registrationCertificate,
  business: MEDIA_CATEGORY.business,
  equity: MEDIA_CATEGORY.equity,
  annualReport: MEDIA_CATEGORY.annualReport,
  articles: MEDIA_CATEGORY.constitution,
} as const;

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

/** Maximum lengths of the form's text inputs (001 §9). */
export const COMPANY_MAX_LENGTH = {
  registeredDetail: FIELD_MAX_LENGTH.address,
  manageDetail: FIELD_MAX_LENGTH.address,
  companyNameCn: FIELD_MAX_LENGTH.chineseCompanyName,
  companyName: FIELD_MAX_LENGTH.englishCompanyName,
} as const;
