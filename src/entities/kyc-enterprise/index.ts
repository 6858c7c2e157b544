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
  useLazyGetKycEnterpriseQuery,
  useSaveKycEnterpriseMutation,
  type EnterpriseKyc,
  type SaveKycEnterpriseArgs,
} from './api/kycEnterpriseApi';
export {
  kycManagerApi,
  useGetKycManagerQuery,
  useLazyGetKycManagerQuery,
  useSaveKycManagerMutation,
  type Manager,
  type SaveKycManagerArgs,
} from './api/kycManagerApi';
export {
  kycContactApi,
  useGetLegalPersonsQuery,
  useLazyGetLegalPersonsQuery,
  useSaveLegalPersonsMutation,
  useGetBeneficialOwnersQuery,
  useLazyGetBeneficialOwnersQuery,
  useSaveBeneficialOwnersMutation,
  type LegalPerson,
  type BeneficialOwner,
  type SaveLegalPersonsArgs,
  type SaveBeneficialOwnersArgs,
} from './api/kycContactApi';
export {
  kycFileApi,
  useGetKycFileEnterpriseQuery,
  useLazyGetKycFileEnterpriseQuery,
  useSaveKycFileEnterpriseMutation,
  useGetKycFileManagerQuery,
  useLazyGetKycFileManagerQuery,
  useSaveKycFileManagerMutation,
  useStageKycFileManagerMutation,
  useGetKycFileContactsQuery,
  useLazyGetKycFileContactsQuery,
  useSaveKycFileContactsMutation,
  useStageKycFileContactsMutation,
  useSubmitOpenAccountMutation,
  useSaveTransactionPasswordMutation,
  useDownloadExportAgreementMutation,
  type KycFileEnterprise,
  type KycFileManager,
  type KycFileContacts,
  type KycFileContactsBody,
  type OpenAccountBody,
  type TransactionPasswordBody,
} from './api/kycFileApi';
export { MAINLAND_LOCATION, PERENNIAL_EXPIRY, isKycReturned, isKycSubmitted, isMainland, isPerennial, kycStatusOf } from './lib/status';
export { positionsOf } from './lib/positions';
export { isManagerEntry, ownerRoleOf, splitManagerEntries, type OwnerRole } from './lib/entries';
