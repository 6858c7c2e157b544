export { isMockBackend, apiBaseUrl, redirectAllowList } from './env';
export * from './constants';
export { TERMS_DOCUMENTS, termsDocumentsBase, termsDocumentUrl, termsDocumentId, type TermsDocumentId } from './termsDocuments';
export { EKYC_PORTAL_PREFIX, SHELL_SUB_APP_PREFIXES, SUB_APP_PREFIXES, type ShellSubAppPrefix, type SubAppPrefix } from './subApps';
