import { baseApi, dataShape, type DataOf, type ResponseOf } from '@/shared/api';

/** Phone area codes for the registration and identity forms (000 §3, 001 §3). */
export type PhoneAreaCode = NonNullable<DataOf<'/kj-kyc/country/listPhoneAreaCode', 'get'>>[number];

export const countryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listPhoneAreaCodes: build.query<PhoneAreaCode[], void>({
      query: () => ({ url: '/kj-kyc/country/listPhoneAreaCode', method: 'GET' }),
      extraOptions: { data: dataShape<DataOf<'/kj-kyc/country/listPhoneAreaCode', 'get'>>('array') },
      transformResponse: (response: ResponseOf<'/kj-kyc/country/listPhoneAreaCode', 'get'>) => response.data ?? [],
    }),
  }),
});

export const { useListPhoneAreaCodesQuery } = countryApi;
