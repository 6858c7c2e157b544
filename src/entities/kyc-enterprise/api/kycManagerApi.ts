import { baseApi, dataShape, type BodyOf, type DataOf, type ResponseOf } from '@/shared/api';
import { kycTag } from './kycTag';

/** The authorised person (manager) of an enterprise (001 §3 "Manager"). */
export type Manager = NonNullable<DataOf<'/kj-kyc/enterprise/getManagerByEnterpriseId', 'get'>>;

export interface SaveKycManagerArgs {
  /** Carries its enterpriseId. */
  manager: BodyOf<'/kj-kyc/enterprise/updateManagerInPortal'>;
  /** false: save (updateManagerInPortal); true: next (handleAfterUpdateManagerInPortal). */
  advance: boolean;
}

/** Step 2 of the company KYC wizard (001 §2.1, §7); failures show the server's message (001 §8). */
export const kycManagerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getKycManager: build.query<Manager | null, string>({
      query: (enterpriseId) => ({ url: '/kj-kyc/enterprise/getManagerByEnterpriseId', method: 'GET', params: { enterpriseId } }),
      extraOptions: { data: dataShape<DataOf<'/kj-kyc/enterprise/getManagerByEnterpriseId', 'get'>>('object') },
      transformResponse: (response: ResponseOf<'/kj-kyc/enterprise/getManagerByEnterpriseId', 'get'>) => response.data ?? null,
      providesTags: (_result, _error, enterpriseId) => [kycTag(enterpriseId)],
    }),
    saveKycManager: build.mutation<void, SaveKycManagerArgs>({
      query: ({ manager, advance }) => ({
        url: advance ? '/kj-kyc/enterprise/handleAfterUpdateManagerInPortal' : '/kj-kyc/enterprise/updateManagerInPortal',
        method: 'POST',
        body: manager,
      }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, error, { manager }) => (error ? [] : [kycTag(manager.enterpriseId)]),
    }),
  }),
});

export const { useGetKycManagerQuery, useSaveKycManagerMutation } = kycManagerApi;
