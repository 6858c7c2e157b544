// The company-information form (001 §2.2 step 1, §5 "Company basics"): its fields and
// upload areas, their rules, and the mapping to and from the enterprise's KYC record
// (DESIGN §11), for the company KYC wizard and the KYC file wizard.
export { CompanyStepForm } from './ui/CompanyStepForm';
export { companyUploadWarnings } from './lib/rules';
export { storedCompanyMissing, toCompanyValues, toEnterpriseWire } from './lib/mapping';
export { useStoredCompanyFiles } from './model/useStoredCompanyFiles';
export type { CompanyValues } from './model/types';
