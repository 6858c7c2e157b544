import { dataShape, generatedApi, type DataOfEndpoint, type ResponseOfEndpoint, type WithResults } from '@/shared/api';
import { kycTag } from './kycTag';

/** The enterprise as the company KYC wizard edits it (001 §3 "Enterprise (KYC)"), with status, audit comment and location. */
export type EnterpriseKyc = NonNullable<DataOfEndpoint<'getKycEnterprise'>>;

/** The names and registration code also show in the enterprise lists. */
const savedEnterprise = (_result: unknown, error: unknown, enterprise: EnterpriseKyc) => (error ? [] : [kycTag(enterprise.id), 'Enterprise' as const]);

/**
 * Step 1 of the company KYC wizard (001 §2.1, §7), read by the enterprise id: save keeps the
 * record (updateInPortal), advance is next (handleAfterUpdateInPortal: the server checks the
 * required fields). Errors go through the base query's default: a failed save or next shows
 * the server's message (001 §4, §8), and the mutation rejects so the step stays.
 */
export const kycEnterpriseApi = generatedApi.enhanceEndpoints<never, WithResults<{ getKycEnterprise: EnterpriseKyc | null; saveKycEnterprise: void; advanceKycEnterprise: void }>>({
  endpoints: {
    getKycEnterprise: {
      extraOptions: { data: dataShape<DataOfEndpoint<'getKycEnterprise'>>('object') },
      transformResponse: (response: ResponseOfEndpoint<'getKycEnterprise'>) => response.data ?? null,
      providesTags: (_result, _error, enterpriseId) => [kycTag(enterpriseId)],
    },
    saveKycEnterprise: { transformResponse: () => undefined, invalidatesTags: savedEnterprise },
    advanceKycEnterprise: { transformResponse: () => undefined, invalidatesTags: savedEnterprise },
  },
});

export const { useGetKycEnterpriseQuery, useSaveKycEnterpriseMutation, useAdvanceKycEnterpriseMutation } = kycEnterpriseApi;
