/**
 * The six service-terms documents of the terms page (000 §2 "Terms page"), in tab order.
 * The specification does not show their addresses, so they are configuration:
 * - demo and dev builds (in-browser mock): the sample PDFs of mocks/public/demo-files/,
 *   copied next to index.html by the demo build;
 * - production: `./terms/<file>` next to index.html, so whoever deploys the static build
 *   drops the approved PDFs into a `terms/` folder (no server route is assumed).
 * Titles live in the `terms` i18n namespace under `documents.<id>`.
 */
export const TERMS_DOCUMENTS = [
  { id: 'ecommercePayment', file: 'terms-ecommerce-payment.pdf' },
  { id: 'accountServicesEn', file: 'terms-account-services-en.pdf' },
  { id: 'accountServicesZh', file: 'terms-account-services-zh.pdf' },
  { id: 'platformAgreementEn', file: 'terms-platform-agreement-en.pdf' },
  { id: 'platformAgreementZh', file: 'terms-platform-agreement-zh.pdf' },
  { id: 'scfSchedule', file: 'terms-scf-schedule.pdf' },
] as const;

export type TermsDocumentId = (typeof TERMS_DOCUMENTS)[number]['id'];

/**
 * Where the terms PDFs are served from, relative to index.html (see above). Pass
 * `isMockBackend`; this module stays free of build-time switches so that the PDF
 * generator script (mocks/scripts) can read the list under plain Node.
 */
export function termsDocumentsBase(mockBackend: boolean): string {
  return mockBackend ? './demo-files/' : './terms/';
}

/** The address of one terms document under `base`. */
export function termsDocumentUrl(id: TermsDocumentId, base: string): string {
  const document = TERMS_DOCUMENTS.find((entry) => entry.id === id);
  if (!document) throw new Error(`Unknown terms document: ${id}`);
  return `${base.endsWith('/') ? base : `${base}/`}${document.file}`;
}

/** The document a `doc` query names, or the first one for anything else. */
export function termsDocumentId(value: string | null | undefined): TermsDocumentId {
  return TERMS_DOCUMENTS.find((entry) => entry.id === value)?.id ?? TERMS_DOCUMENTS[0].id;
}
