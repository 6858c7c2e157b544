import { dataShape, ENTERPRISE_SCOPED_TAGS, generatedApi, type DataOfEndpoint, type ResponseOfEndpoint, type WithResults } from '@/shared/api';

/** Enterprise choice and routing calls (000 §7 "Enterprise choice and routing"); the DIGIPO contract lookup is entities/contract's. */
export type EnterpriseListItem = NonNullable<DataOfEndpoint<'getEnterprisesByType'>>[number];
export type ProductStatusEntry = NonNullable<DataOfEndpoint<'listEnterpriseProducts'>>[number];

/** Enterprise, menu and redirect errors show in a "Tips" alert by the caller (000 §8). */
const silent = { handlesErrors: true } as const;

export const enterpriseApi = generatedApi.enhanceEndpoints<
  never,
  WithResults<{ getEnterprisesByType: EnterpriseListItem[]; setOrganisation: void; listEnterpriseProducts: ProductStatusEntry[]; getProductRedirect: string | null }>
>({
  endpoints: {
    /** The enterprises of the signed-in user for the given product types. */
    getEnterprisesByType: {
      extraOptions: { ...silent, data: dataShape<DataOfEndpoint<'getEnterprisesByType'>>('array') },
      transformResponse: (response: ResponseOfEndpoint<'getEnterprisesByType'>) => response.data ?? [],
      providesTags: ['Enterprise'],
    },
    /** Sets the chosen enterprise (its id) as the organisation context on the server. */
    setOrganisation: {
      extraOptions: silent,
      transformResponse: () => undefined,
      // Everything enterprise-scoped belongs to the previous enterprise now.
      invalidatesTags: [...ENTERPRISE_SCOPED_TAGS],
    },
    /** The enterprise's product statuses (asked with its id). */
    listEnterpriseProducts: {
      extraOptions: { data: dataShape<DataOfEndpoint<'listEnterpriseProducts'>>('array') },
      transformResponse: (response: ResponseOfEndpoint<'listEnterpriseProducts'>) => response.data ?? [],
      providesTags: ['Product'],
    },
    /** Where the platform sends a visitor who came for a product and scenario; null if nowhere. */
    getProductRedirect: {
      extraOptions: { ...silent, data: dataShape<DataOfEndpoint<'getProductRedirect'>>('string') },
      transformResponse: (response: ResponseOfEndpoint<'getProductRedirect'>) => response.data ?? null,
    },
  },
});

export const {
  useGetEnterprisesByTypeQuery,
  useLazyGetEnterprisesByTypeQuery,
  useListEnterpriseProductsQuery,
} = enterpriseApi;
