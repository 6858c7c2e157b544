import { dataShape, generatedApi, type DataOfEndpoint, type ResponseOfEndpoint, type WithResults } from '@/shared/api';
import { kycTag } from './kycTag';

/** The authorised person (manager) of an enterprise (001 §3 "Manager"). */
export type Manager = NonNullable<DataOfEndpoint<'getKycManager'>>;

/** The manager carries its enterpriseId. */
const savedManager = (_result: unknown, error: unknown, manager: Manager) => (error ? [] : [kycTag(manager.enterpriseId)]);

/**
 * Step 2 of the company KYC wizard (001 §2.1, §7), read by the enterprise id: save keeps the
 * manager (updateManagerInPortal), advance is next (handleAfterUpdateManagerInPortal);
 * failures show the server's message (001 §8).
 */
export const kycManagerApi = generatedApi.enhanceEndpoints<never, WithResults<{ getKycManager: Manager | null; saveKycManager: void; advanceKycManager: void }>>({
  endpoints: {
    getKycManager: {
      extraOptions: { data: dataShape<DataOfEndpoint<'getKycManager'>>('object') },
      transformResponse: (response: ResponseOfEndpoint<'getKycManager'>) => response.data ?? null,
      providesTags: (_result, _error, enterpriseId) => [kycTag(enterpriseId)],
    },
    saveKycManager: { transformResponse: () => undefined, invalidatesTags: savedManager },
    advanceKycManager: { transformResponse: () => undefined, invalidatesTags: savedManager },
  },
});

export const { useGetKycManagerQuery, useSaveKycManagerMutation, useAdvanceKycManagerMutation } = kycManagerApi;
