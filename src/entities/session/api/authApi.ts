import { dataShape, generatedApi, withOwnRequests, type ArgOfEndpoint, type DataOfEndpoint, type ResponseOfEndpoint, type WithResults } from '@/shared/api';
import { CHANNEL_LOGIN } from '@/shared/config';

/**
 * Sign-in calls of the single-sign-on service and the OTP calls (000 §7 "Sign-in and
 * account"). Passwords in these bodies are already RSA-encrypted by the caller
 * (shared/lib/crypto). Every form shows its own errors, so none of these toast.
 */
export type LoginResponse = ResponseOfEndpoint<'doLogin'>;
export type CurrentUser = NonNullable<DataOfEndpoint<'getCurrentUser'>>;

/** Every single-sign-on call names the portal's channel (000 §7). */
const ssoFields = <T extends object>(fields: T): T & { sysChannel: typeof CHANNEL_LOGIN } => ({ ...fields, sysChannel: CHANNEL_LOGIN });
/** A single-sign-on call that carries passwords also says they are encrypted. */
const encryptedSsoFields = <T extends object>(fields: T): T & { sysChannel: typeof CHANNEL_LOGIN; encrypt: true } => ({ ...ssoFields(fields), encrypt: true });

/** What a caller gives a single-sign-on call: the document's body without the fields the slice adds. */
type SsoArg<Name extends 'getLoginPublicKey' | 'doLogin' | 'initPassword' | 'resetPassword' | 'forgotPassword'> = Omit<ArgOfEndpoint<Name>, 'sysChannel' | 'encrypt'>;

/**
 * The single-sign-on calls take only what their callers decide; the channel (and, with
 * passwords, `encrypt`) is added here, once. checkLogin is asked at the single-sign-on host
 * the user came from (000 §7 `{from}/sso-web/checkLogin`): `from` is that origin, already
 * checked against the redirect allow-list; the portal's own API base otherwise.
 */
const ssoCalls = withOwnRequests<
  typeof generatedApi,
  {
    getLoginPublicKey: SsoArg<'getLoginPublicKey'>;
    doLogin: SsoArg<'doLogin'>;
    initPassword: SsoArg<'initPassword'>;
    resetPassword: SsoArg<'resetPassword'>;
    forgotPassword: SsoArg<'forgotPassword'>;
    logout: void;
    checkLogin: { from?: string | null } | void;
  }
>(generatedApi, {
  getLoginPublicKey: (fields, request) => request(ssoFields(fields)),
  doLogin: (fields, request) => request(encryptedSsoFields(fields)),
  initPassword: (fields, request) => request(ssoFields(fields)),
  resetPassword: (fields, request) => request(encryptedSsoFields(fields)),
  forgotPassword: (fields, request) => request(encryptedSsoFields(fields)),
  logout: (_none, request) => request(ssoFields({})),
  checkLogin: (args, request) => {
    const sent = request(ssoFields({}));
    return { ...sent, url: `${args?.from ?? ''}${sent.url}` };
  },
});

const silent = { handlesErrors: true } as const;
const done = { extraOptions: silent, transformResponse: () => undefined };

export const authApi = ssoCalls.enhanceEndpoints<
  never,
  WithResults<{
    getLoginPublicKey: string;
    getLegacyPublicKey: string;
    legacyInitPassword: void;
    initPassword: void;
    resetPassword: void;
    forgotPassword: void;
    sendForgotPasswordCode: void;
    logout: void;
    isOtpRequired: boolean;
    sendOtp: void;
    checkOtp: boolean;
    getCurrentUser: CurrentUser | null;
    checkLogin: string | null;
  }>
>({
  endpoints: {
    getLoginPublicKey: {
      extraOptions: { ...silent, data: dataShape<DataOfEndpoint<'getLoginPublicKey'>>('string') },
      transformResponse: (response: ResponseOfEndpoint<'getLoginPublicKey'>) => response.data ?? '',
    },
    /** Answers the envelope itself: the sign-in reads its code and switchCode (000 §4). */
    doLogin: { extraOptions: silent, invalidatesTags: ['Session'] },
    /**
     * The older login page's calls (PORTAL_LOGIN_VARIANT=legacy, 000 §7 "(old)"): one key for
     * every account, logon answering like doLogin, initPwd with the tokenUuid of logon's 30900.
     */
    getLegacyPublicKey: {
      extraOptions: { ...silent, data: dataShape<DataOfEndpoint<'getLegacyPublicKey'>>('string') },
      transformResponse: (response: ResponseOfEndpoint<'getLegacyPublicKey'>) => response.data ?? '',
    },
    legacyLogon: { extraOptions: silent, invalidatesTags: ['Session'] },
    legacyInitPassword: done,
    initPassword: done,
    resetPassword: done,
    forgotPassword: done,
    /** The e-mailed code of the forgotten password, to the address given. */
    sendForgotPasswordCode: done,
    logout: { ...done, invalidatesTags: ['Session'] },
    isOtpRequired: {
      extraOptions: { ...silent, data: dataShape<DataOfEndpoint<'isOtpRequired'>>('boolean') },
      transformResponse: (response: ResponseOfEndpoint<'isOtpRequired'>) => response.data === true,
    },
    sendOtp: done,
    /** True when the code is right; the server answers data false for a wrong one. */
    checkOtp: {
      extraOptions: { ...silent, data: dataShape<DataOfEndpoint<'checkOtp'>>('boolean') },
      transformResponse: (response: ResponseOfEndpoint<'checkOtp'>) => response.data === true,
    },
    getCurrentUser: {
      extraOptions: { data: dataShape<DataOfEndpoint<'getCurrentUser'>>('object') },
      transformResponse: (response: ResponseOfEndpoint<'getCurrentUser'>) => response.data ?? null,
      providesTags: ['Session'],
    },
    /** The auth code when a single-sign-on session exists, else null. */
    checkLogin: {
      extraOptions: { ...silent, data: dataShape<DataOfEndpoint<'checkLogin'>>('string') },
      transformResponse: (response: ResponseOfEndpoint<'checkLogin'>) => response.data ?? null,
    },
  },
});

export const {
  useGetLoginPublicKeyMutation,
  useDoLoginMutation,
  useInitPasswordMutation,
  useGetLegacyPublicKeyMutation,
  useLegacyLogonMutation,
  useLegacyInitPasswordMutation,
  useResetPasswordMutation,
  useForgotPasswordMutation,
  useSendForgotPasswordCodeMutation,
  useLogoutMutation,
  useIsOtpRequiredMutation,
  useSendOtpMutation,
  useCheckOtpMutation,
  useGetCurrentUserQuery,
  useCheckLoginMutation,
} = authApi;
