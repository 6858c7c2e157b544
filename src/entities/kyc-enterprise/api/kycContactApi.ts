import { dataShape, generatedApi, withOwnRequests, type DataOfEndpoint, type ResponseOfEndpoint, type WithResults } from '@/shared/api';
import { kycTag } from './kycTag';

/** A legal person (mainland) or director of the seven-step wizard (001 §2.3, §3). */
export type LegalPerson = NonNullable<DataOfEndpoint<'getLegalPersons'>>[number];
/** A beneficial owner of the seven-step wizard (001 §2.3, §3); at most 4. */
export type BeneficialOwner = NonNullable<DataOfEndpoint<'getBeneficialOwners'>>[number];

/** The legal persons are read by the enterprise's id, with containsManager: the authorised person comes first (managerPerson Y) when they hold the role. */
const legalPersonCalls = withOwnRequests<typeof generatedApi, { getLegalPersons: string }>(generatedApi, {
  getLegalPersons: (enterpriseId, request) => request({ enterpriseId, containsManager: true }),
});

/**
 * A saved list invalidates the KYC data of the enterprise its entries name (the server
 * stores the list under it); an empty list names none, so every enterprise's is read again.
 */
const savedList = (_result: unknown, error: unknown, entries: readonly { enterpriseId?: string | null }[]) => {
  if (error) return [];
  const ids = [...new Set(entries.map((entry) => entry.enterpriseId).filter((id): id is string => typeof id === 'string'))];
  return ids.length ? ids.map(kycTag) : ['Kyc' as const];
};

/**
 * Steps 3 and 4 of the company KYC wizard (001 §2.1, §7): save keeps the list (updateLegalInPortal,
 * updateBeneficiary), advance is next (handleAfterUpdateLegalInPortal,
 * handleAfterUpdateBeneficiaryInPortal); every entry names its enterprise. Failures show
 * the server's message (001 §8).
 */
export const kycContactApi = legalPersonCalls.enhanceEndpoints<
  never,
  WithResults<{
    getLegalPersons: LegalPerson[];
    saveLegalPersons: void;
    advanceLegalPersons: void;
    getBeneficialOwners: BeneficialOwner[];
    saveBeneficialOwners: void;
    advanceBeneficialOwners: void;
  }>
>({
  endpoints: {
    getLegalPersons: {
      extraOptions: { data: dataShape<DataOfEndpoint<'getLegalPersons'>>('array') },
      transformResponse: (response: ResponseOfEndpoint<'getLegalPersons'>) => response.data ?? [],
      providesTags: (_result, _error, enterpriseId) => [kycTag(enterpriseId)],
    },
    saveLegalPersons: { transformResponse: () => undefined, invalidatesTags: savedList },
    advanceLegalPersons: { transformResponse: () => undefined, invalidatesTags: savedList },
    getBeneficialOwners: {
      extraOptions: { data: dataShape<DataOfEndpoint<'getBeneficialOwners'>>('array') },
      transformResponse: (response: ResponseOfEndpoint<'getBeneficialOwners'>) => response.data ?? [],
      providesTags: (_result, _error, enterpriseId) => [kycTag(enterpriseId)],
    },
    saveBeneficialOwners: { transformResponse: () => undefined, invalidatesTags: savedList },
    advanceBeneficialOwners: { transformResponse: () => undefined, invalidatesTags: savedList },
  },
});

export const {
  useGetLegalPersonsQuery,
  useSaveLegalPersonsMutation,
  useAdvanceLegalPersonsMutation,
  useGetBeneficialOwnersQuery,
  useSaveBeneficialOwnersMutation,
  useAdvanceBeneficialOwnersMutation,
} = kycContactApi;
