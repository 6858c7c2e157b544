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
export const DRAWBACK_PRODUCT_TYPES = ['EXPORT_DRAWBACK_PROD', 'EXPORT_DRAWBACK_TRADE'] as const;

/** Manufacturing (EXPORT_DRAWBACK_PROD) or trading (EXPORT_DRAWBACK_TRADE). */
export type DrawbackProductType = (typeof DRAWBACK_PRODUCT_TYPES)[number];

/** Whether a product type is an export drawback. */
export const isDrawbackProduct = (productType: string | null | undefined): productType is DrawbackProductType =>
  (DRAWBACK_PRODUCT_TYPES as readonly string[]).includes(productType ?? '');

/**
 * Financing products, which a seller reaches through pre-approval (001 §2.5, §2.6): until
 * activated their card also links to the two pre-approval pages.
 */
export const PRE_APPROVAL_PRODUCT_TYPES: readonly ProductTypeCode[] = ['E_FINANCE'];
