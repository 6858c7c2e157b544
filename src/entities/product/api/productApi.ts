import { dataShape, generatedApi, type DataOfEndpoint, type ResponseOfEndpoint, type WithResults } from '@/shared/api';

/** The product-centre calls (000 §7 "Enterprise choice and routing", "Export drawback"). */
export type ProductCentreEntry = NonNullable<DataOfEndpoint<'listProductCentre'>>[number];

export const productApi = generatedApi.enhanceEndpoints<never, WithResults<{ listProductCentre: ProductCentreEntry[]; validateProductKyc: boolean }>>({
  endpoints: {
    /** The cards of the product centre (the chosen enterprise's id): product status entries with their display texts. */
    listProductCentre: {
      extraOptions: { data: dataShape<DataOfEndpoint<'listProductCentre'>>('array') },
      transformResponse: (response: ResponseOfEndpoint<'listProductCentre'>) => response.data ?? [],
      providesTags: ['ProductCentre'],
    },
    /** Whether the KYC status allows starting the product's KYC (000 §8: false → warning). */
    validateProductKyc: {
      extraOptions: { data: dataShape<DataOfEndpoint<'validateProductKyc'>>('boolean') },
      transformResponse: (response: ResponseOfEndpoint<'validateProductKyc'>) => response.data === true,
    },
  },
});

export const { useListProductCentreQuery, useValidateProductKycMutation } = productApi;
