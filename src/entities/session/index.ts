export {
  sessionStores,
  sessionUpdated,
  sessionCleared,
  sessionValuesRewritten,
  $signedIn,
  $buttonPermissions,
  buttonPermissionsChanged,
  $currentPagePath,
  pagePathChanged,
} from './model/session';
export {
  $chosenEnterprise,
  enterpriseChosen,
  locationSaved,
  $enterpriseId,
  $enterpriseRole,
  $enterpriseProductType,
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
} from './api/userAccountApi';
export {
  useCurrentUserKept,
  userSignedIn,
  $currentUserId,
} from './model/currentUser';
export { usePageEnterprise } from './model/pageEnterprise';
export { captchaImageUrl } from './lib/captcha';
export { setEnterpriseCookie } from './lib/enterpriseCookie';
export { showNoPermission } from './lib/permission';
