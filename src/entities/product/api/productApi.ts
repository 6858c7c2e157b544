import { baseApi, dataShape, type BodyOf, type DataOf, type ResponseOf } from '@/shared/api';

/** The product-centre calls (000 §7 "Enterprise choice and routing", "Export drawback"). */
export type ProductCentreEntry = NonNullable<DataOf<'/kj-kyc/productEnterprise/listProductInfo', 'get'>>[number];
export type ValidateProductKycBody = BodyOf<'/kj-kyc/productEnterprise/validateProductKyc'>;

export const productApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The cards of the product centre: product status entries with their display texts. */
    listProductCentre: build.query<ProductCentreEntry[], { enterpriseId: string }>({
      query: ({ enterpriseId }) => ({ url: '/kj-kyc/productEnterprise/listProductInfo', method: 'GET', params: { enterpriseId } }),
      extraOptions: { data: dataShape<DataOf<'/kj-kyc/productEnterprise/listProductInfo', 'get'>>('array') },
      transformResponse: (response: ResponseOf<'/kj-kyc/productEnterprise/listProductInfo', 'get'>) => response.data ?? [],
      providesTags: ['ProductCentre'],
    }),
    /** Whether the KYC status allows starting the product's KYC (000 §8: false → warning). */
    validateProductKyc: build.mutation<boolean, ValidateProductKycBody>({
      query: (body) => ({ url: '/kj-kyc/productEnterprise/validateProductKyc', method: 'POST', body }),
      extraOptions: { data: dataShape<DataOf<'/kj-kyc/productEnterprise/validateProductKyc'>>('boolean') },
      transformResponse: (response: ResponseOf<'/kj-kyc/productEnterprise/validateProductKyc'>) => response.data === true,
    }),
  }),
});

export const { useListProductCentreQuery, useValidateProductKycMutation } = productApi;
