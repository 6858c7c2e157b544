import { baseApi, dataShape, type BodyOf, type DataOf, type QueryOf, type ResponseOf } from '@/shared/api';

const TOKEN = '/kj-bigdata/clientAuthInfo/getTokenByEnterpriseId';
const CORP_INFO = '/kj-bigdata/preApproval/getCorpInfo';
const STORES = '/kj-bigdata/enterpriseAccess/pageAuthorizedStores';

/** The pre-approval company's details (001 §3 "Pre-approval company"). */
export type CorpInfo = NonNullable<DataOf<typeof CORP_INFO>>;
/** An authorised store, a row of the stage 2 and 3 tables (001 §3 "Table row"). */
export type AuthorizedStore = NonNullable<NonNullable<DataOf<typeof STORES>>['records']>[number];
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
export const preApprovalProgressApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTokenByEnterpriseId: build.query<string | null, string>({
      query: (enterpriseId) => ({ url: TOKEN, method: 'GET', params: { enterpriseId } satisfies QueryOf<typeof TOKEN, 'get'> }),
      extraOptions: { data: dataShape<DataOf<typeof TOKEN, 'get'>>('string') },
      transformResponse: (response: ResponseOf<typeof TOKEN, 'get'>) => response.data ?? null,
    }),

    getCorpInfo: build.query<CorpInfo | null, string>({
      query: (enterpriseId) => ({ url: CORP_INFO, method: 'POST', body: { enterpriseId } satisfies BodyOf<typeof CORP_INFO> }),
      extraOptions: { data: dataShape<DataOf<typeof CORP_INFO>>('object') },
      transformResponse: (response: ResponseOf<typeof CORP_INFO>) => response.data ?? null,
      providesTags: ['CorpInfo'],
    }),

    /** A page of the enterprise's authorised stores; `ALL_STORES` reads every one (stage choice, submit check). */
    pageAuthorizedStores: build.query<AuthorizedStorePage, { current: number; size: number }>({
      query: ({ current, size }) => ({ url: STORES, method: 'POST', body: { current, size } satisfies BodyOf<typeof STORES> }),
      extraOptions: { data: dataShape<DataOf<typeof STORES>>('object') },
      transformResponse: (response: ResponseOf<typeof STORES>): AuthorizedStorePage => ({
        records: response.data?.records ?? [],
        total: response.data?.total ?? 0,
      }),
      providesTags: ['PreApprovalStore'],
    }),
  }),
});

export const { useGetTokenByEnterpriseIdQuery, useGetCorpInfoQuery, usePageAuthorizedStoresQuery } = preApprovalProgressApi;
