export { isMockBackend, apiBaseUrl, redirectAllowList } from './env';
export { drawbackSubscriptionUrl } from './drawbackSubscription';
export * from './constants';
export { TERMS_DOCUMENTS, termsDocumentsBase, termsDocumentUrl, termsDocumentId, type TermsDocumentId } from './termsDocuments';
export { EKYC_PORTAL_PREFIX, SUB_APP_PREFIXES, isShellSubApp, type ShellSubAppPrefix, type SubAppPrefix } from './subApps';
