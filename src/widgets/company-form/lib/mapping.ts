import { isMainland, isPerennial, PERENNIAL_EXPIRY } from '@/entities/kyc-enterprise';
import type { UploadItem } from '@/entities/media-file';
import { trimInput } from '@/shared/lib/validation';
import { CHINA, HONG_KONG } from '../config/limits';
import type { CompanyMessage, CompanyUploadKey, CompanyValues } from '../model/types';
import { companyMissing, registeredCountry, showsCompanyType } from './rules';

/*
 * The company-information form to and from the enterprise's KYC record (001 §3
 * enterprise): the fields the form owns, trimmed on the way out (001 §5).
 */

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

/** The enterprise fields the form owns (a subset of the wire's EnterpriseKyc). */
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
  const text = trimInput(value);
  return text === '' ? null : text;
};

/**
 * The record to save: the stored one with the form's fields replaced, trimmed (001 §5).
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

/**
 * What a stored record still lacks, for a wizard's missing list: its fields and, when
 * known, the stored files of its upload areas, judged by the form's own rules.
 */
export function storedCompanyMissing(
  stored: EnterpriseKycLike,
  files: Partial<Record<CompanyUploadKey, readonly UploadItem[]>> | undefined,
): { field: string; label: CompanyMessage }[] {
  const location = stored.location ?? null;
  return companyMissing({ ...toCompanyValues(stored, location), files }, location);
}
