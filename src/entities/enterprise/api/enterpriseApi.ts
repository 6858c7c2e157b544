import { baseApi, dataShape, ENTERPRISE_SCOPED_TAGS, type DataOf, type ProductTypeCode, type ResponseOf } from '@/shared/api';

/** Enterprise choice and routing calls (000 §7 "Enterprise choice and routing"); the DIGIPO contract lookup is entities/contract's. */
export type EnterpriseListItem = NonNullable<DataOf<'/kj-sys/kjEnterprise/getEnterpriseByType'>>[number];
export type ProductStatusEntry = NonNullable<DataOf<'/kj-kyc/product/listByEnterpriseIdByClient', 'get'>>[number];

/** Enterprise, menu and redirect errors show in a "Tips" alert by the caller (000 §8). */
const silent = { handlesErrors: true } as const;

export const enterpriseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEnterprisesByType: build.query<EnterpriseListItem[], ProductTypeCode[]>({
      query: (productType) => ({ url: '/kj-sys/kjEnterprise/getEnterpriseByType', method: 'POST', body: { productType } }),
      extraOptions: { ...silent, data: dataShape<DataOf<'/kj-sys/kjEnterprise/getEnterpriseByType'>>('array') },
      transformResponse: (response: ResponseOf<'/kj-sys/kjEnterprise/getEnterpriseByType'>) => response.data ?? [],
      providesTags: ['Enterprise'],
    }),
    /** Sets the chosen enterprise as the organisation context on the server. */
    setOrganisation: build.mutation<void, { orgId: string }>({
      query: ({ orgId }) => ({ url: '/kj-web/sys/setOrgId', method: 'GET', params: { orgId } }),
      extraOptions: silent,
      transformResponse: () => undefined,
      // Everything enterprise-scoped belongs to the previous enterprise now.
      invalidatesTags: [...ENTERPRISE_SCOPED_TAGS],
    }),
    listEnterpriseProducts: build.query<ProductStatusEntry[], { enterpriseId: string }>({
      query: ({ enterpriseId }) => ({ url: '/kj-kyc/product/listByEnterpriseIdByClient', method: 'GET', params: { enterpriseId } }),
      extraOptions: { data: dataShape<DataOf<'/kj-kyc/product/listByEnterpriseIdByClient', 'get'>>('array') },
      transformResponse: (response: ResponseOf<'/kj-kyc/product/listByEnterpriseIdByClient', 'get'>) => response.data ?? [],
      providesTags: ['Product'],
    }),
    /** Where the platform sends a visitor who came for a product and scenario; null if nowhere. */
    getProductRedirect: build.mutation<string | null, { productType: string; scenario: string }>({
      query: (params) => ({ url: '/kj-official/potentialCust/redirect', method: 'GET', params }),
      extraOptions: { ...silent, data: dataShape<DataOf<'/kj-official/potentialCust/redirect', 'get'>>('string') },
      transformResponse: (response: ResponseOf<'/kj-official/potentialCust/redirect', 'get'>) => response.data ?? null,
    }),
  }),
});

export const {
  useGetEnterprisesByTypeQuery,
  useLazyGetEnterprisesByTypeQuery,
  useListEnterpriseProductsQuery,
} = enterpriseApi;
