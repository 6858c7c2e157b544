export { isMockBackend, apiBaseUrl, redirectAllowList, idleTimeoutMinutes, loginVariant, rebrandBannerShown, type LoginVariant } from './env';
export { drawbackSubscriptionUrl } from './drawbackSubscription';
export { captchaAddress } from './captchaAddress';
export { LOGIN_FRAME_IDS, LOGIN_FRAME_ATTRIBUTES, type LoginFrameIntent } from './loginFrame';
export * from './constants';
export { ROUTES, LOGIN_ROUTES, SIGN_IN_STEP_ROUTES, SIGNED_OUT_ROUTES, ONBOARDING_ROUTES, loginRoute, LOGIN_REASON_QUERY, LOGIN_REASONS, type LoginReason } from './routes';
export { TERMS_DOCUMENTS, termsDocumentsBase, termsDocumentUrl, termsDocumentId, type TermsDocumentId } from './termsDocuments';
export { EKYC_PORTAL_PREFIX, SUB_APP_PREFIXES, isShellSubApp, subAppPrefixOf, type SubAppPrefix } from './subApps';
export { BRAND_COLOR, PHONE_BELOW_PX, STYLESHEET_ONLY_MAX_WIDTHS_PX } from './theme';
