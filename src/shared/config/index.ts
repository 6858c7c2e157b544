export { isMockBackend, apiBaseUrl, redirectAllowList } from './env';
export * from './constants';
export { TERMS_DOCUMENTS, termsDocumentsBase, termsDocumentUrl, termsDocumentId, type TermsDocumentId } from './termsDocuments';
export { SUB_APP_PREFIXES, type SubAppPrefix } from './subApps';
