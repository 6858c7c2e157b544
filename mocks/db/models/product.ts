import { nullable, primaryKey } from '@mswjs/data';

/**
 * Products of an enterprise (000 §3 "Product status entry", §4 "Product status"). The
 * enterprise status of an entry is the enterprise's own.
 */
export const productModels = {
  product: {
    id: primaryKey(String),
    enterpriseId: String,
    /** PRODUCT_TYPE dictParam. */
    productType: String,
    /** PRODUCT_STATUS dictParam: NOT_APPROVED, UNDER_REVIEW, ACTIVATED or FAILED. */
    productStatus: String,
    msg: nullable(String),
    orderNo: Number,
  },
  /** kj-official: where a visitor who came for a product and scenario is sent (000 §4). */
  productRedirect: {
    id: primaryKey(String),
    productType: String,
    scenario: String,
    url: String,
  },
};
