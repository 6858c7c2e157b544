import { dataShape, generatedApi, type DataOfEndpoint, type ResponseOfEndpoint, type WithResults } from '@/shared/api';

/** The pre-approval company's details (001 §3 "Pre-approval company"). */
export type CorpInfo = NonNullable<DataOfEndpoint<'getCorpInfo'>>;
/** An authorised store, a row of the stage 2 and 3 tables (001 §3 "Table row"). */
export type AuthorizedStore = NonNullable<NonNullable<DataOfEndpoint<'pageAuthorizedStores'>>['records']>[number];
export interface AuthorizedStorePage {
  records: AuthorizedStore[];
  total: number;
}

/**
 * What the portal reads of an enterprise's pre-approval (001 §2.5, §2.6, §4, §7
 * "Pre-approval"; 000 §7 getTokenByEnterpriseId): its big-data token, its company details
 * and its authorised stores with their settlement files. The pre-approval pages and the
 * e-finance page read them; the pre-approval page's own calls (authorising, uploading,
 * saving the details) stay in its slice. Stores are tagged 'PreApprovalStore' and the
 * company details 'CorpInfo', both enterprise-scoped.
 */
export const preApprovalProgressApi = generatedApi.enhanceEndpoints<
  never,
  WithResults<{ getTokenByEnterpriseId: string | null; getCorpInfo: CorpInfo | null; pageAuthorizedStores: AuthorizedStorePage }>
>({
  endpoints: {
    getTokenByEnterpriseId: {
      extraOptions: { data: dataShape<DataOfEndpoint<'getTokenByEnterpriseId'>>('string') },
      transformResponse: (response: ResponseOfEndpoint<'getTokenByEnterpriseId'>) => response.data ?? null,
    },
    getCorpInfo: {
      extraOptions: { data: dataShape<DataOfEndpoint<'getCorpInfo'>>('object') },
      transformResponse: (response: ResponseOfEndpoint<'getCorpInfo'>) => response.data ?? null,
      providesTags: ['CorpInfo'],
    },
    /** A page of the enterprise's authorised stores; `ALL_STORES` reads every one (stage choice, submit check). */
    pageAuthorizedStores: {
      extraOptions: { data: dataShape<DataOfEndpoint<'pageAuthorizedStores'>>('object') },
      transformResponse: (response: ResponseOfEndpoint<'pageAuthorizedStores'>): AuthorizedStorePage => ({
        records: response.data?.records ?? [],
        total: response.data?.total ?? 0,
      }),
      providesTags: ['PreApprovalStore'],
    },
  },
});

export const { useGetTokenByEnterpriseIdQuery, useGetCorpInfoQuery, usePageAuthorizedStoresQuery } = preApprovalProgressApi;
