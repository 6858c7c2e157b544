export { isMockBackend, apiBaseUrl, redirectAllowList } from './env';
export * from './constants';
export { TERMS_DOCUMENTS, termsDocumentsBase, termsDocumentUrl, termsDocumentId, type TermsDocumentId } from './termsDocuments';
