export {
  sessionStores,
  sessionUpdated,
  sessionCleared,
  SESSION_KEYS,
  $enterpriseId,
  $enterpriseRole,
  $location,
  $authCode,
  $buttonPermissions,
  buttonPermissionsChanged,
  $currentPagePath,
  pagePathChanged,
  type SessionValues,
  type SessionKey,
} from './model/session';
export {
  authApi,
  useGetLoginPublicKeyMutation,
  useDoLoginMutation,
  useInitPasswordMutation,
  useResetPasswordMutation,
  useForgotPasswordMutation,
  useSendForgotPasswordCodeMutation,
  useCheckLoginMutation,
  useLogoutMutation,
  useIsOtpRequiredMutation,
  useSendOtpMutation,
  useCheckOtpMutation,
  useGetCurrentUserQuery,
  type LoginResponse,
  type CurrentUser,
  type ProductTypeCode,
} from './api/authApi';
export { useCurrentUserKept } from './model/currentUser';
export { captchaImageUrl } from './lib/captcha';
export { isButtonAllowed, showNoPermission, usePermission } from './lib/permission';
