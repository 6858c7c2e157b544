import { baseApi, dataShape, type BodyOf, type DataOf, type ProductTypeCode, type QueryOf, type ResponseOf } from '@/shared/api';
import { CHANNEL_LOGIN } from '@/shared/config';

/**
 * Sign-in calls of the single-sign-on service and the OTP calls (000 §7 "Sign-in and
 * account"). Passwords in these bodies are already RSA-encrypted by the caller
 * (shared/lib/crypto). Every form shows its own errors, so none of these toast.
 */
export type LoginResponse = ResponseOf<'/sso-web/opera/doLogin'>;
type LoginBody = BodyOf<'/sso-web/opera/doLogin'>;
type InitBody = BodyOf<'/sso-web/opera/initPasswd'>;
type ResetBody = BodyOf<'/sso-web/opera/resetPasswd'>;
type ForgotBody = BodyOf<'/sso-web/opera/forgetPasswdForDigipo'>;
type LegacyLogonBody = BodyOf<'/kj-sso/account/logon'>;
type LegacyInitQuery = QueryOf<'/kj-sso/account/initPwd'>;
export type CurrentUser = NonNullable<DataOf<'/kj-web/sys/getCurSysUser'>>;

const silent = { handlesErrors: true } as const;

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLoginPublicKey: build.mutation<string, { loginName: string }>({
      query: ({ loginName }) => ({
        url: '/sso-web/code/getLoginPublicKey',
        method: 'POST',
        body: { loginName, sysChannel: CHANNEL_LOGIN } satisfies BodyOf<'/sso-web/code/getLoginPublicKey'>,
      }),
      extraOptions: { ...silent, data: dataShape<DataOf<'/sso-web/code/getLoginPublicKey'>>('string') },
      transformResponse: (response: ResponseOf<'/sso-web/code/getLoginPublicKey'>) => response.data ?? '',
    }),
    doLogin: build.mutation<LoginResponse, Omit<LoginBody, 'sysChannel' | 'encrypt' | 'ifRemember'>>({
      query: (body) => ({
        url: '/sso-web/opera/doLogin',
        method: 'POST',
        body: { ...body, encrypt: true, sysChannel: CHANNEL_LOGIN, ifRemember: false } satisfies LoginBody,
      }),
      extraOptions: silent,
      invalidatesTags: ['Session'],
    }),
    /**
     * The older login page's calls (PORTAL_LOGIN_VARIANT=legacy, 000 §7 "(old)"): one key for
     * every account, logon answering like doLogin, initPwd with the tokenUuid of logon's 30900.
     */
    getLegacyPublicKey: build.mutation<string, void>({
      query: () => ({ url: '/kj-sso/account/getPublicKey', method: 'POST' }),
      extraOptions: { ...silent, data: dataShape<DataOf<'/kj-sso/account/getPublicKey'>>('string') },
      transformResponse: (response: ResponseOf<'/kj-sso/account/getPublicKey'>) => response.data ?? '',
    }),
    legacyLogon: build.mutation<LoginResponse, LegacyLogonBody>({
      query: (body) => ({ url: '/kj-sso/account/logon', method: 'POST', body }),
      extraOptions: silent,
      invalidatesTags: ['Session'],
    }),
    legacyInitPassword: build.mutation<void, LegacyInitQuery>({
      query: (params) => ({ url: '/kj-sso/account/initPwd', method: 'POST', params }),
      extraOptions: silent,
      transformResponse: () => undefined,
    }),
    initPassword: build.mutation<void, Omit<InitBody, 'sysChannel'>>({
      query: (body) => ({ url: '/sso-web/opera/initPasswd', method: 'POST', body: { ...body, sysChannel: CHANNEL_LOGIN } }),
      extraOptions: silent,
      transformResponse: () => undefined,
    }),
    resetPassword: build.mutation<void, Omit<ResetBody, 'sysChannel' | 'encrypt'>>({
      query: (body) => ({
        url: '/sso-web/opera/resetPasswd',
        method: 'POST',
        body: { ...body, encrypt: true, sysChannel: CHANNEL_LOGIN },
      }),
      extraOptions: silent,
      transformResponse: () => undefined,
    }),
    forgotPassword: build.mutation<void, Omit<ForgotBody, 'sysChannel' | 'encrypt'>>({
      query: (body) => ({
        url: '/sso-web/opera/forgetPasswdForDigipo',
        method: 'POST',
        body: { ...body, encrypt: true, sysChannel: CHANNEL_LOGIN },
      }),
      extraOptions: silent,
      transformResponse: () => undefined,
    }),
    sendForgotPasswordCode: build.mutation<void, { email: string }>({
      query: ({ email }) => ({ url: '/kj-sys/setting/sendForgetPwdCodeForDigipo', method: 'GET', params: { email } }),
      extraOptions: silent,
      transformResponse: () => undefined,
    }),
    /**
     * Resolves with the auth code when a single-sign-on session exists, else null. `from`
     * is the origin of the single-sign-on host the user came from (000 §7
     * `{from}/sso-web/checkLogin`), already checked against the redirect allow-list; the
     * portal's own API base otherwise.
     */
    checkLogin: build.mutation<string | null, { from?: string | null } | void>({
      query: (args) => ({ url: `${args?.from ?? ''}/sso-web/checkLogin`, method: 'POST', body: { sysChannel: CHANNEL_LOGIN } }),
      extraOptions: { ...silent, data: dataShape<DataOf<'/sso-web/checkLogin'>>('string') },
      transformResponse: (response: ResponseOf<'/sso-web/checkLogin'>) => response.data ?? null,
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/sso-web/opera/logout', method: 'POST', body: { sysChannel: CHANNEL_LOGIN } }),
      extraOptions: silent,
      transformResponse: () => undefined,
      invalidatesTags: ['Session'],
    }),
    isOtpRequired: build.mutation<boolean, ProductTypeCode[]>({
      query: (productType) => ({ url: '/kj-sys/kjEnterprise/getIsOTPByType', method: 'POST', body: { productType } }),
      extraOptions: { ...silent, data: dataShape<DataOf<'/kj-sys/kjEnterprise/getIsOTPByType'>>('boolean') },
      transformResponse: (response: ResponseOf<'/kj-sys/kjEnterprise/getIsOTPByType'>) => response.data === true,
    }),
    sendOtp: build.mutation<void, void>({
      query: () => ({ url: '/kj-sys/basecode/sendCode', method: 'POST' }),
      extraOptions: silent,
      transformResponse: () => undefined,
    }),
    /** True when the code is right; the server answers data false for a wrong one. */
    checkOtp: build.mutation<boolean, { code: string }>({
      query: ({ code }) => ({ url: '/kj-sys/basecode/checkCode', method: 'POST', params: { code } }),
      extraOptions: { ...silent, data: dataShape<DataOf<'/kj-sys/basecode/checkCode'>>('boolean') },
      transformResponse: (response: ResponseOf<'/kj-sys/basecode/checkCode'>) => response.data === true,
    }),
    getCurrentUser: build.query<CurrentUser | null, void>({
      query: () => ({ url: '/kj-web/sys/getCurSysUser', method: 'POST' }),
      extraOptions: { data: dataShape<DataOf<'/kj-web/sys/getCurSysUser'>>('object') },
      transformResponse: (response: ResponseOf<'/kj-web/sys/getCurSysUser'>) => response.data ?? null,
      providesTags: ['Session'],
    }),
  }),
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
  useCheckLoginMutation,
  useLogoutMutation,
  useIsOtpRequiredMutation,
  useSendOtpMutation,
  useCheckOtpMutation,
  useGetCurrentUserQuery,
} = authApi;
