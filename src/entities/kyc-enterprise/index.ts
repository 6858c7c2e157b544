/*
 * The enterprise's company KYC data of the seven-step wizard, steps 1-4 (001 §2.1, §3, §7),
 * and the calls of the second-generation KYC file wizard over the same data (001 §2.2):
 * the company details, the authorised person (manager), the legal persons or directors
 * and the beneficial owners, each with its read and its save/next pair, and their wire
 * mappings. One slice: the steps' saves invalidate each other's reads (tag 'Kyc').
 */
export {
  kycEnterpriseApi,
  useGetKycEnterpriseQuery,
  useSaveKycEnterpriseMutation,
  useAdvanceKycEnterpriseMutation,
  type EnterpriseKyc,
} from './api/kycEnterpriseApi';
export {
  kycManagerApi,
  useGetKycManagerQuery,
  useSaveKycManagerMutation,
  useAdvanceKycManagerMutation,
  type Manager,
} from './api/kycManagerApi';
export {
  kycContactApi,
  useGetLegalPersonsQuery,
  useSaveLegalPersonsMutation,
  useAdvanceLegalPersonsMutation,
  useGetBeneficialOwnersQuery,
  useSaveBeneficialOwnersMutation,
  useAdvanceBeneficialOwnersMutation,
  type LegalPerson,
  type BeneficialOwner,
} from './api/kycContactApi';
export {
  kycFileApi,
  useGetKycFileEnterpriseQuery,
  useSaveKycFileEnterpriseMutation,
  useGetKycFileManagerQuery,
  useSaveKycFileManagerMutation,
  useStageKycFileManagerMutation,
  useGetKycFileContactsQuery,
  useSaveKycFileContactsMutation,
  useStageKycFileContactsMutation,
  useSubmitOpenAccountMutation,
  useSaveTransactionPasswordMutation,
  useDownloadExportAgreementMutation,
  type KycFileEnterprise,
  type KycFileContacts,
} from './api/kycFileApi';
export { MAINLAND_LOCATION, PERENNIAL_EXPIRY, isMainland, isPerennial, kycStatusOf } from './lib/status';
export { positionsOf } from './lib/positions';
