import { isMainland, PERENNIAL_EXPIRY } from '@/entities/kyc-enterprise';
import { doneCount, type UploadItem } from '@/entities/media-file';
import { charLength, checkCompanyNameEn, checkRegistrationCode, isEmpty, trimInput, UPLOAD_RULES, type UploadRule } from '@/shared/lib/validation';
import { CHINA, COMPANY_CATEGORY, COMPANY_MAX_LENGTH, COMPANY_REQUIRED, HONG_KONG } from '../config/limits';
import type { CompanyField, CompanyMessage, CompanyRequiredField, CompanyUploadKey, CompanyUploadSlot, CompanyValues } from '../model/types';

/*
 * Company information (step 1 of the company KYC wizard, basics info of the KYC file
 * wizard): the field rules of 001 §2.2 step 1 and §5 "Company basics", free of React and
 * antd, so the form, the save and the missing list judge with the same rules.
 */

const isRequired = (field: CompanyField): field is CompanyRequiredField => (COMPANY_REQUIRED as readonly CompanyField[]).includes(field);

/** Addresses: letters (Chinese characters too), digits, punctuation, maths and currency signs and spaces; no emoji or line breaks (001 §5). */
const ADDRESS = /^[\p{L}\p{M}\p{N}\p{P}\p{Sm}\p{Sc} ]+$/u;

/** The registered country as the rules see it: China for a mainland enterprise (001 §2.2). */
export function registeredCountry(values: CompanyValues, location: string | null): string {
  return isMainland(location) ? CHINA : trimInput(values.registeredAreaCode);
}

/** Company type is asked only of a company registered in China (001 §2.2 step 1). */
export const showsCompanyType = (values: CompanyValues, location: string | null): boolean =>
  registeredCountry(values, location) === CHINA;

/**
 * The first problem of one field, or null. Values are judged trimmed, as they are sent
 * (001 §5 "inputs are trimmed").
 */
export function companyFieldError(field: CompanyField, values: CompanyValues, location: string | null): CompanyMessage | null {
  const value = trimInput(values[field]);
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
      const start = trimInput(values.companyIdentStartTime);
      return !values.perennial && start !== '' && value < start ? 'kyc:company.error.endBeforeStart' : null;
    }
    default:
      return null;
  }
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
export function companyUploadError(slot: CompanyUploadSlot, files: readonly UploadItem[] | undefined): CompanyMessage | null {
  return slot.required && doneCount(files) === 0 ? `kyc:company.uploadRequired.${slot.key}` : null;
}

/**
 * The warnings a refused next raises besides the field errors: Hong Kong's annual report
 * and business file (001 §5, §8), for the areas that lack a finished file.
 */
export function companyUploadWarnings(values: CompanyValues, location: string | null): CompanyMessage[] {
  return companyUploadSlots(values, location).flatMap((slot) => {
    const error = slot.required === 'warning' ? companyUploadError(slot, values.files?.[slot.key]) : null;
    return error ? [error] : [];
  });
}

/**
 * Everything still wrong with the form, in form order: field labels (i18n keys) for a
 * wizard's missing list. Uploads are judged only when `files` is given (the list may not know them).
 */
export function companyMissing(values: CompanyValues, location: string | null): { field: string; label: CompanyMessage }[] {
  const missing: { field: string; label: CompanyMessage }[] = COMPANY_REQUIRED
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
      trimInput(all.registeredDetail) !== trimInput(all.manageDetail);
    if (differs) patch.sameAsRegistered = false;
  }
  if ('perennial' in changed) patch.companyIdentExpirationTime = changed.perennial ? PERENNIAL_EXPIRY : null;
  if ('registeredAreaCode' in changed && !showsCompanyType(all, location) && all.companyType) patch.companyType = null;
  return patch;
}
