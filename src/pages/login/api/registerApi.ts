import { dataShape, generatedApi, type ArgOfEndpoint, type DataOfEndpoint, type ResponseOfEndpoint, type WithResults } from '@/shared/api';

/** Registration calls (000 §7 "Registration"). The form shows its own errors. */
export type EnrollPublicKey = NonNullable<DataOfEndpoint<'getEnrollPublicKey'>>;
export type EnrollBody = ArgOfEndpoint<'enroll'>;

const silent = { handlesErrors: true } as const;

export const registerApi = generatedApi.enhanceEndpoints<never, WithResults<{ getEnrollPublicKey: EnrollPublicKey; sendEnrollCode: void; enroll: void }>>({
  endpoints: {
    /** Public key and its serial number (asked for the channel 'account'); the serial goes back with the registration. */
    getEnrollPublicKey: {
      extraOptions: { ...silent, data: dataShape<DataOfEndpoint<'getEnrollPublicKey'>>('object') },
      transformResponse: (response: ResponseOfEndpoint<'getEnrollPublicKey'>) => response.data ?? { publicKey: '', serialNo: '' },
    },
    sendEnrollCode: { extraOptions: silent, transformResponse: () => undefined },
    enroll: { extraOptions: silent, transformResponse: () => undefined },
  },
});

export const { useGetEnrollPublicKeyMutation, useSendEnrollCodeMutation, useEnrollMutation } = registerApi;
