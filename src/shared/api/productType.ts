import type { components } from './schema.gen';

/** A product type code, as the OpenAPI document's ProductType enum lists them (000 §1, §7). */
export type ProductTypeCode = components['schemas']['ProductType'];

/**
 * Every product type the portal serves, in the document's order (the enum of
 * getEnterpriseByType). The check below fails the type-check when the document gains a
 * type this list lacks.
 */
export const PRODUCT_TYPES = [
  'IDD',
  'DOC_EXCHANGE',
  'PURCHASE_PAYMENT',
  'E_FINANCE',
  'MARKET',
  'DIGIPO',
  'EXPORT_DRAWBACK_PROD',
  'EXPORT_DRAWBACK_TRADE',
  'DEFAULT_PRODUCT',
  'ACCOUNT',
] as const satisfies readonly ProductTypeCode[];

type Unlisted = Exclude<ProductTypeCode, (typeof PRODUCT_TYPES)[number]>;
const everyTypeListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyTypeListed;

export function isProductType(value: unknown): value is ProductTypeCode {
  return typeof value === 'string' && (PRODUCT_TYPES as readonly string[]).includes(value);
}

/**
 * The product types a call is about: the one a URL names when it is a known type, else all
 * of them (000 §7 getEnterpriseByType and getIsOTPByType take "productType as a list").
 */
export function productTypesOrAll(value: string | null | undefined): ProductTypeCode[] {
  return isProductType(value) ? [value] : [...PRODUCT_TYPES];
}
