// The company-information form (001 §2.2 step 1, §5 "Company basics"): its fields and
// upload areas, their rules, and the mapping to and from the enterprise's KYC record
// (DESIGN §11), for the company KYC wizard and the KYC file wizard.
export { CompanyFields, type CompanyFieldsProps } from './ui/CompanyFields';
export { CompanyStepForm, type CompanyStepFormProps } from './ui/CompanyStepForm';
export { applyCompanyChange } from './lib/applyCompanyChange';
export { companyFieldError, companyMissing, companyUploadError, companyUploadSlots, companyUploadWarnings } from './lib/rules';
export { storedCompanyMissing, toCompanyValues, toEnterpriseWire, type EnterpriseKycLike } from './lib/mapping';
export { useStoredCompanyFiles } from './model/useStoredCompanyFiles';
export { COMPANY_CATEGORY, COMPANY_REQUIRED } from './config/limits';
export type { CompanyField, CompanyMessage, CompanyUploadKey, CompanyUploadSlot, CompanyValues } from './model/types';
