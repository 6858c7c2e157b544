import { baseApi, dataShape, type BodyOf, type DataOf, type ResponseOf } from '@/shared/api';

/** Registration calls (000 §7 "Registration"). The form shows its own errors. */
export type EnrollPublicKey = NonNullable<DataOf<'/kj-web/public/getPublicKey'>>;
export type EnrollBody = BodyOf<'/kj-kyc/userEnroll/enroll'>;

const silent = { handlesErrors: true } as const;

export const registerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Public key and its serial number; the serial goes back with the registration. */
    getEnrollPublicKey: build.mutation<EnrollPublicKey, void>({
      query: () => ({ url: '/kj-web/public/getPublicKey', method: 'POST', params: { channel: 'account' } }),
      extraOptions: { ...silent, data: dataShape<DataOf<'/kj-web/public/getPublicKey'>>('object') },
      transformResponse: (response: ResponseOf<'/kj-web/public/getPublicKey'>) => response.data ?? { publicKey: '', serialNo: '' },
    }),
    sendEnrollCode: build.mutation<void, { email: string }>({
      query: (body) => ({ url: '/kj-kyc/userEnroll/sendVerificationCode', method: 'POST', body }),
      extraOptions: silent,
      transformResponse: () => undefined,
    }),
    enroll: build.mutation<void, EnrollBody>({
      query: (body) => ({ url: '/kj-kyc/userEnroll/enroll', method: 'POST', body }),
      extraOptions: silent,
      transformResponse: () => undefined,
    }),
  }),
});

export const { useGetEnrollPublicKeyMutation, useSendEnrollCodeMutation, useEnrollMutation } = registerApi;
