import { dictParamOf } from '@/entities/dictionary';
import { ALL_PRODUCT_TYPES, type CurrentEnterprise, type EnterpriseListItem, type ProductStatusEntry } from '@/entities/enterprise';
import type { ProductTypeCode, SessionValues } from '@/entities/session';

/** The enterprise's id as the server expects it back (orgId, menu, KYC routes). */
export function enterpriseIdOf(item: EnterpriseListItem): string {
  return String(item.enterpriseId ?? item.id ?? '');
}

/**
 * Product types of the enterprise list (000 §7 getEnterpriseByType): the product the
 * visitor came for when the login URL names a known one, else every product.
 */
export function listProductTypes(entryProductType: string | null | undefined): ProductTypeCode[] {
  const entry = ALL_PRODUCT_TYPES.find((type) => type === entryProductType);
  return entry ? [entry] : [...ALL_PRODUCT_TYPES];
}

export function toCurrentEnterprise(item: EnterpriseListItem): CurrentEnterprise {
  const enterpriseId = enterpriseIdOf(item);
  return {
    id: String(item.id ?? enterpriseId),
    enterpriseId,
    companyName: item.companyName ?? '',
    companyNameCn: item.companyNameCn ?? null,
    companyIdentCode: item.companyIdentCode ?? null,
    status: item.status ?? null,
    productType: item.productType ?? null,
    enterpriseRole: item.enterpriseRole ?? null,
    toPage: item.toPage ?? null,
  };
}

/** The session values a choice sets (000 §3 "Session values kept", §6). */
export function sessionPatchOf(item: EnterpriseListItem): Partial<SessionValues> {
  return {
    enterpriseId: enterpriseIdOf(item),
    companyIdentCode: item.companyIdentCode ?? null,
    companyName: item.companyName ?? null,
    enterpriseRole: item.enterpriseRole ?? null,
    enterpriseProductType: dictParamOf(item.productType) || null,
    location: item.locationName ?? null,
  };
}

/** 000 §4: the flag is set when every product of the enterprise is PURCHASE_PAYMENT. */
export function isOnlyPurchasePayment(products: readonly ProductStatusEntry[]): boolean {
  return products.length > 0 && products.every((product) => dictParamOf(product.productType) === 'PURCHASE_PAYMENT');
}
