import { nullable, primaryKey } from '@mswjs/data';

/**
 * Enterprises and who belongs to them (000 §3 "Enterprise (lists)", §6). `status` and
 * `productType` hold the dictParam; handlers serve them as localised dictionary JSON.
 */
export const enterpriseModels = {
  enterprise: {
    id: primaryKey(String),
    companyIdentCode: nullable(String),
    companyName: String,
    companyNameCn: nullable(String),
    /** ENTERPRISE_STATUS dictParam: INIT, BACK, SUBMIT, REJECT or ENDURANCE. */
    status: String,
    /** PRODUCT_TYPE dictParam. */
    productType: String,
    enterpriseRole: nullable(String),
    mediaId: nullable(String),
    locationName: nullable(String),
    toPage: nullable(String),
    jumpFlag: nullable(String),
  },
  /** An account's membership of an enterprise; `position` orders the account's list. */
  membership: {
    id: primaryKey(String),
    accountId: String,
    enterpriseId: String,
    position: Number,
  },
};
