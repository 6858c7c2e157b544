export {
  sessionStores,
  sessionUpdated,
  sessionCleared,
  sessionValuesRewritten,
  $signedIn,
  SESSION_KEYS,
  $authCode,
  $buttonPermissions,
  buttonPermissionsChanged,
  $currentPagePath,
  pagePathChanged,
  type SessionValues,
  type SessionKey,
} from './model/session';
export {
  $chosenEnterprise,
  enterpriseChosen,
  locationSaved,
  $enterpriseId,
  $enterpriseRole,
  $enterpriseProductType,
  $location,
  sessionKeysOf,
  type ChosenEnterprise,
} from './model/enterprise';
export { signOut, loginRouteKeeping, type SignOutDeps } from './model/signOut';
export { $agreementUrl, agreementRequested, agreementDismissed, agreementSigned, checkPlatformAgreement } from './model/platformAgreement';
export { platformAgreementApi, useSignPlatformAgreementMutation } from './api/platformAgreementApi';
export {
  authApi,
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
  type LoginResponse,
  type CurrentUser,
} from './api/authApi';
export {
  userAccountApi,
  useValidateUserAssociationMutation,
  useEditManageUserMutation,
  type UserAssociationCheck,
  type ManageUserUpdate,
} from './api/userAccountApi';
export {
  useCurrentUserKept,
  userSignedIn,
  accountRead,
  $currentUser,
  $curLoginName,
  $currentUserId,
  type SignedInUser,
} from './model/currentUser';
export { usePageEnterprise, type PageEnterprise } from './model/pageEnterprise';
export { captchaImageUrl } from './lib/captcha';
export { setEnterpriseCookie } from './lib/enterpriseCookie';
export { isButtonAllowed, showNoPermission, usePermission } from './lib/permission';
