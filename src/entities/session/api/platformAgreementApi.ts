import { dataShape, generatedApi, type DataOfEndpoint, type ResponseOfEndpoint, type WithResults } from '@/shared/api';

/** Platform agreement (000 §2 "platform agreement dialog", §7 "Contracts"). */
export const platformAgreementApi = generatedApi.enhanceEndpoints<never, WithResults<{ getPlatformAgreementToSign: string | null; signPlatformAgreement: void }>>({
  endpoints: {
    /** The agreement PDF's address when the user still has to sign it, else null. */
    getPlatformAgreementToSign: {
      extraOptions: { handlesErrors: true, data: dataShape<DataOfEndpoint<'getPlatformAgreementToSign'>>('string') },
      transformResponse: (response: ResponseOfEndpoint<'getPlatformAgreementToSign'>) => response.data || null,
    },
    signPlatformAgreement: { transformResponse: () => undefined },
  },
});

export const { useSignPlatformAgreementMutation } = platformAgreementApi;
