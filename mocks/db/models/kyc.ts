import { nullable, primaryKey } from '@mswjs/data';

/**
 * The company KYC of the seven-step wizard, steps 1-4 (001 §2.1, §3): the enterprise's KYC
 * details, its authorised person (manager), its legal persons or directors and its
 * beneficial owners, plus the country list of the address and issuing-place fields.
 *
 * Each row keeps the wire fields the portal sent as JSON text (`data`, an object of the
 * OpenAPI schema's fields, nothing else), so a save stores exactly what the next read
 * returns; the fields the server owns (status, location, the audit comment) stay out of
 * it and come from the enterprise row and the review.
 */
export const kycModels = {
  /** Step 1, keyed by the enterprise id. */
  kycEnterprise: {
    id: primaryKey(String),
    /** EnterpriseKyc fields the portal sends, as JSON text. */
    data: String,
    /** The review's comment on a returned (BACK) enterprise, in both languages (server text). */
    auditCommentEn: nullable(String),
    auditCommentZh: nullable(String),
  },
  /** Step 2, keyed by the enterprise id. */
  kycManager: {
    id: primaryKey(String),
    /** Manager fields, as JSON text; `id` inside is the manager's own id. */
    data: String,
  },
  /** Step 3: legal persons (mainland) or directors, in the order the portal sent them. */
  kycLegal: {
    id: primaryKey(String),
    enterpriseId: String,
    orderNo: Number,
    data: String,
  },
  /** Step 4: beneficial owners (at most 4), in the order the portal sent them. */
  kycBeneficiary: {
    id: primaryKey(String),
    enterpriseId: String,
    orderNo: Number,
    data: String,
  },
  /** The second-generation wizard's shareholders (001 §2.3; at most 50), in the order the portal sent them. */
  kycStockholder: {
    id: primaryKey(String),
    enterpriseId: String,
    orderNo: Number,
    data: String,
  },
  /**
   * A draft the second-generation wizard stores on "back" (stagedManager,
   * stagedEnterpriseContact), keyed `<enterpriseId>:<step>`; a later save of the step
   * removes it, so a draft that exists is newer than what was saved.
   */
  kycDraft: {
    id: primaryKey(String),
    enterpriseId: String,
    /** MANAGER or CONTACT. */
    step: String,
    data: String,
  },
  /** The open-account form of the second-generation wizard (step 4), keyed by the enterprise id. */
  kycOpenAccount: {
    id: primaryKey(String),
    serviceAgreement: String,
    mediaId: nullable(String),
    submittedAt: Number,
  },
  /** The enterprise's transaction password (step 5), hashed like account passwords, keyed by the enterprise id. */
  kycTransactionPassword: {
    id: primaryKey(String),
    salt: String,
    passwordHash: String,
    setAt: Number,
  },
  /** POST /kj-kyc/country/list (001 §3 "Country"). */
  country: {
    countryCode: primaryKey(String),
    id: String,
    countryName: String,
    countryNameEng: String,
    orderNo: Number,
  },
};
