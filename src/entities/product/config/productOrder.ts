import type { ProductTypeCode } from '@/shared/api';

/**
 * The order of the product cards: the one thing the portal fixes itself (000 §6 "Nothing
 * is hard-coded apart from the product-list order"). It lists every product type; a type
 * the server adds later follows, by the server's orderNo.
 */
export const PRODUCT_LIST_ORDER: readonly ProductTypeCode[] = [
  'ACCOUNT',
  'E_FINANCE',
  'IDD',
  'DIGIPO',
  'MARKET',
  'DOC_EXCHANGE',
  'PURCHASE_PAYMENT',
  'EXPORT_DRAWBACK_PROD',
  'EXPORT_DRAWBACK_TRADE',
  'DEFAULT_PRODUCT',
];

/** Export-drawback products: free trial and subscription QR code once activated (000 §2). */
export const DRAWBACK_PRODUCT_TYPES: readonly string[] = ['EXPORT_DRAWBACK_PROD', 'EXPORT_DRAWBACK_TRADE'];
