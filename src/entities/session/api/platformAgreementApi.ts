import { baseApi, dataShape, type ResponseOf, type DataOf } from '@/shared/api';

/** Platform agreement (000 §2 "platform agreement dialog", §7 "Contracts"). */
export const platformAgreementApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The agreement PDF's address when the user still has to sign it, else null. */
    getPlatformAgreementToSign: build.mutation<string | null, void>({
      query: () => ({ url: '/kj-idd/home/queryPlatformAgreementSignStatus', method: 'POST' }),
      extraOptions: { handlesErrors: true, data: dataShape<DataOf<'/kj-idd/home/queryPlatformAgreementSignStatus'>>('string') },
      transformResponse: (response: ResponseOf<'/kj-idd/home/queryPlatformAgreementSignStatus'>) => response.data || null,
    }),
    signPlatformAgreement: build.mutation<void, void>({
      query: () => ({ url: '/kj-idd/home/signPlatformAgreement', method: 'POST' }),
      transformResponse: () => undefined,
    }),
  }),
});

export const { useSignPlatformAgreementMutation } = platformAgreementApi;
