/** Media model codes (001 §3 "Document categories"; 000 §9): enterprise documents, a person's, and contracts. */
export const MEDIA_MODEL = { enterprise: 'MKJ01ENT', contact: 'MKJ02CONTACT', contract: 'MKJ03CONTRACT' } as const;

/** Document categories (001 §3): which upload area a file belongs to. */
export const MEDIA_CATEGORY = {
  /** Business licence, mainland (CHN) enterprises. */
  businessLicence: 'CENT005',
  registrationCertificate: 'CENT002',
  equity: 'CENT004',
  business: 'CENT001',
  financial: 'CENT008',
  sales: 'CENT009',
  other: 'CENT011',
  /** Articles of organisation (constitution), up to 10 files. */
  constitution: 'CENT010',
  annualReport: 'CENT019',
  idFront: 'CCONTACT001',
  idBack: 'CCONTACT002',
  companyFile: 'CCONTACT003',
  /** An authorisation letter (000 §9, model MKJ03CONTRACT): the export-drawback wizard's step 3. */
  authorisationLetter: 'CCONTRACT001',
  /** A signed service contract (000 §9, model MKJ03CONTRACT): the KYC file wizard's open-account form. */
  signedContract: 'CCONTRACT012',
} as const;

/**
 * What a category's document is called in a file name the server is sent when the user's own
 * name leaves nothing (storableFileName: '---.pdf' → 'business_licence_20261128.pdf'): the
 * category's name above in snake case, or 'document' for a category not listed.
 */
export function documentKindOf(catgId: string): string {
  const key = Object.entries(MEDIA_CATEGORY).find(([, code]) => code === catgId)?.[0];
  return key ? key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) : 'document';
}

/** The areas whose upload goes through OCR (001 §7): the business licence and both ID images. */
export const OCR_CATEGORIES: readonly string[] = [MEDIA_CATEGORY.businessLicence, MEDIA_CATEGORY.idFront, MEDIA_CATEGORY.idBack];

/** Where a file is stored: model, category and business key (the entry's mediaId). */
export interface MediaArea {
  modelCode: string;
  catgId: string;
  busiKey: string;
}
