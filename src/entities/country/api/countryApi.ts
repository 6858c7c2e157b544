import { baseApi, dataShape, type DataOf, type ResponseOf } from '@/shared/api';

/** Phone area codes of the registration and identity forms (000 §3, 001 §3). */
export type PhoneAreaCode = NonNullable<DataOf<'/kj-kyc/country/listPhoneAreaCode', 'get'>>[number];
/** A country of the address and issuing-place fields (001 §3 "Country"). */
export type Country = NonNullable<DataOf<'/kj-kyc/country/list'>>[number];

/** Reference lists: the same for every user and enterprise, so cached once (no tags). */
export const countryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listPhoneAreaCodes: build.query<PhoneAreaCode[], void>({
      query: () => ({ url: '/kj-kyc/country/listPhoneAreaCode', method: 'GET' }),
      extraOptions: { data: dataShape<DataOf<'/kj-kyc/country/listPhoneAreaCode', 'get'>>('array') },
      transformResponse: (response: ResponseOf<'/kj-kyc/country/listPhoneAreaCode', 'get'>) => response.data ?? [],
    }),
    /** POST /kj-kyc/country/list (001 §7, "getCountry"): no body. */
    listCountries: build.query<Country[], void>({
      query: () => ({ url: '/kj-kyc/country/list', method: 'POST' }),
      extraOptions: { data: dataShape<DataOf<'/kj-kyc/country/list'>>('array') },
      transformResponse: (response: ResponseOf<'/kj-kyc/country/list'>) => response.data ?? [],
    }),
  }),
});

export const { useListPhoneAreaCodesQuery, useListCountriesQuery } = countryApi;
