import { dictParamOf } from '@/entities/dictionary';
import type { EnterpriseListItem, ProductStatusEntry } from '@/entities/enterprise';
import type { ChosenEnterprise } from '@/entities/session';

/** The enterprise's id as the server expects it back (orgId, menu, KYC routes). */
export function enterpriseIdOf(item: EnterpriseListItem): string {
  return String(item.enterpriseId ?? item.id ?? '');
}

/** The session's chosen enterprise from a list entry: plain codes for the dictionary fields (000 §3, §6). */
export function chosenEnterpriseOf(item: EnterpriseListItem): ChosenEnterprise {
  return {
    enterpriseId: enterpriseIdOf(item),
    companyName: item.companyName ?? '',
    companyNameCn: item.companyNameCn ?? null,
    companyIdentCode: item.companyIdentCode ?? null,
    status: dictParamOf(item.status) || null,
    productType: dictParamOf(item.productType) || null,
    enterpriseRole: item.enterpriseRole ?? null,
    location: item.locationName ?? null,
    toPage: item.toPage ?? null,
  };
}

/** 000 §4: the flag is set when every product of the enterprise is PURCHASE_PAYMENT. */
export function isOnlyPurchasePayment(products: readonly ProductStatusEntry[]): boolean {
  return products.length > 0 && products.every((product) => dictParamOf(product.productType) === 'PURCHASE_PAYMENT');
}
