import { primaryKey } from '@mswjs/data';

/**
 * Export-drawback applications (000 §3 drawbackFrom, §4 "Export-drawback wizard"), one per
 * enterprise and product type, keyed `<enterpriseId>:<productType>`.
 */
export const drawbackModels = {
  drawbackApplication: {
    id: primaryKey(String),
    enterpriseId: String,
    /** EXPORT_DRAWBACK_PROD or EXPORT_DRAWBACK_TRADE. */
    productType: String,
    /** The drawbackForm fields as applied, as JSON text. */
    data: String,
    submittedAt: Number,
  },
};
