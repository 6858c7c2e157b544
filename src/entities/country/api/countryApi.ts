import { dataShape, generatedApi, type DataOfEndpoint, type ResponseOfEndpoint, type WithResults } from '@/shared/api';

/** Phone area codes of the registration and identity forms (000 §3, 001 §3). */
export type PhoneAreaCode = NonNullable<DataOfEndpoint<'listPhoneAreaCodes'>>[number];
/** A country of the address and issuing-place fields (001 §3 "Country"). */
export type Country = NonNullable<DataOfEndpoint<'listCountries'>>[number];

/** Reference lists: the same for every user and enterprise, so cached once (no tags). */
export const countryApi = generatedApi.enhanceEndpoints<never, WithResults<{ listPhoneAreaCodes: PhoneAreaCode[]; listCountries: Country[] }>>({
  endpoints: {
    listPhoneAreaCodes: {
      extraOptions: { data: dataShape<DataOfEndpoint<'listPhoneAreaCodes'>>('array') },
      transformResponse: (response: ResponseOfEndpoint<'listPhoneAreaCodes'>) => response.data ?? [],
    },
    listCountries: {
      extraOptions: { data: dataShape<DataOfEndpoint<'listCountries'>>('array') },
      transformResponse: (response: ResponseOfEndpoint<'listCountries'>) => response.data ?? [],
    },
  },
});

export const { useListPhoneAreaCodesQuery, useListCountriesQuery } = countryApi;
