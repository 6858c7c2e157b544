import { baseApi, dataShape, type BodyOf, type DataOf, type ResponseOf } from '@/shared/api';
import { kycTag } from './kycTag';

/** The enterprise as the company KYC wizard edits it (001 §3 "Enterprise (KYC)"), with status, audit comment and location. */
export type EnterpriseKyc = NonNullable<DataOf<'/kj-kyc/enterprise/getByEnterpriseIdClient', 'get'>>;

export interface SaveKycEnterpriseArgs {
  enterprise: BodyOf<'/kj-kyc/enterprise/updateInPortal'>;
  /** false: save (updateInPortal); true: next (handleAfterUpdateInPortal, the server checks the required fields). */
  advance: boolean;
}

/**
 * Step 1 of the company KYC wizard (001 §2.1, §7). Errors go through the base query's
 * default: a failed save or next shows the server's message (001 §4, §8), and the
 * mutation rejects so the step stays.
 */
export const kycEnterpriseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getKycEnterprise: build.query<EnterpriseKyc | null, string>({
      query: (enterpriseId) => ({ url: '/kj-kyc/enterprise/getByEnterpriseIdClient', method: 'GET', params: { enterpriseId } }),
      extraOptions: { data: dataShape<DataOf<'/kj-kyc/enterprise/getByEnterpriseIdClient', 'get'>>('object') },
      transformResponse: (response: ResponseOf<'/kj-kyc/enterprise/getByEnterpriseIdClient', 'get'>) => response.data ?? null,
      providesTags: (_result, _error, enterpriseId) => [kycTag(enterpriseId)],
    }),
    saveKycEnterprise: build.mutation<void, SaveKycEnterpriseArgs>({
      query: ({ enterprise, advance }) => ({
        url: advance ? '/kj-kyc/enterprise/handleAfterUpdateInPortal' : '/kj-kyc/enterprise/updateInPortal',
        method: 'POST',
        body: enterprise,
      }),
      transformResponse: () => undefined,
      // The names and registration code also show in the enterprise lists.
      invalidatesTags: (_result, error, { enterprise }) => (error ? [] : [kycTag(enterprise.id), 'Enterprise']),
    }),
  }),
});

export const { useGetKycEnterpriseQuery, useSaveKycEnterpriseMutation } = kycEnterpriseApi;
