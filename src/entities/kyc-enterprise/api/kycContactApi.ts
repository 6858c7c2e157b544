import { baseApi, dataShape, type BodyOf, type DataOf, type ResponseOf } from '@/shared/api';
import { kycTag } from './kycTag';

/** A legal person (mainland) or director of the seven-step wizard (001 §2.3, §3). */
export type LegalPerson = NonNullable<DataOf<'/kj-kyc/enterprise/listLegalByEnterpriseId', 'get'>>[number];
/** A beneficial owner of the seven-step wizard (001 §2.3, §3); at most 4. */
export type BeneficialOwner = NonNullable<DataOf<'/kj-kyc/enterprise/listBeneficiaryByEnterpriseId', 'get'>>[number];

export interface SaveLegalPersonsArgs {
  enterpriseId: string;
  /** The list as the step shows it; the authorised person's own entry (managerPerson Y) may stay in it. */
  legals: BodyOf<'/kj-kyc/enterprise/updateLegalInPortal'>;
  /** false: save (updateLegalInPortal); true: next (handleAfterUpdateLegalInPortal). */
  advance: boolean;
}

export interface SaveBeneficialOwnersArgs {
  enterpriseId: string;
  owners: BodyOf<'/kj-kyc/enterprise/updateBeneficiary'>;
  /** false: save (updateBeneficiary); true: next (handleAfterUpdateBeneficiaryInPortal). */
  advance: boolean;
}

/** Every entry names its enterprise: the server stores the list under it. */
const ofEnterprise = <T extends { enterpriseId?: string | null }>(entries: readonly T[], enterpriseId: string): T[] =>
  entries.map((entry) => ({ ...entry, enterpriseId }));

/**
 * Steps 3 and 4 of the company KYC wizard (001 §2.1, §7); failures show the server's
 * message (001 §8).
 */
export const kycContactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** With containsManager=true: the authorised person comes first (managerPerson Y) when they hold the role. */
    getLegalPersons: build.query<LegalPerson[], string>({
      query: (enterpriseId) => ({
        url: '/kj-kyc/enterprise/listLegalByEnterpriseId',
        method: 'GET',
        params: { enterpriseId, containsManager: true },
      }),
      extraOptions: { data: dataShape<DataOf<'/kj-kyc/enterprise/listLegalByEnterpriseId', 'get'>>('array') },
      transformResponse: (response: ResponseOf<'/kj-kyc/enterprise/listLegalByEnterpriseId', 'get'>) => response.data ?? [],
      providesTags: (_result, _error, enterpriseId) => [kycTag(enterpriseId)],
    }),
    saveLegalPersons: build.mutation<void, SaveLegalPersonsArgs>({
      query: ({ enterpriseId, legals, advance }) => ({
        url: advance ? '/kj-kyc/enterprise/handleAfterUpdateLegalInPortal' : '/kj-kyc/enterprise/updateLegalInPortal',
        method: 'POST',
        body: ofEnterprise(legals, enterpriseId),
      }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, error, { enterpriseId }) => (error ? [] : [kycTag(enterpriseId)]),
    }),
    getBeneficialOwners: build.query<BeneficialOwner[], string>({
      query: (enterpriseId) => ({ url: '/kj-kyc/enterprise/listBeneficiaryByEnterpriseId', method: 'GET', params: { enterpriseId } }),
      extraOptions: { data: dataShape<DataOf<'/kj-kyc/enterprise/listBeneficiaryByEnterpriseId', 'get'>>('array') },
      transformResponse: (response: ResponseOf<'/kj-kyc/enterprise/listBeneficiaryByEnterpriseId', 'get'>) => response.data ?? [],
      providesTags: (_result, _error, enterpriseId) => [kycTag(enterpriseId)],
    }),
    saveBeneficialOwners: build.mutation<void, SaveBeneficialOwnersArgs>({
      query: ({ enterpriseId, owners, advance }) => ({
        url: advance ? '/kj-kyc/enterprise/handleAfterUpdateBeneficiaryInPortal' : '/kj-kyc/enterprise/updateBeneficiary',
        method: 'POST',
        body: ofEnterprise(owners, enterpriseId),
      }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, error, { enterpriseId }) => (error ? [] : [kycTag(enterpriseId)]),
    }),
  }),
});

export const {
  useGetLegalPersonsQuery,
  useSaveLegalPersonsMutation,
  useGetBeneficialOwnersQuery,
  useSaveBeneficialOwnersMutation,
} = kycContactApi;
