import { dictDisplayNameOf, dictParamOf } from '@/entities/dictionary';
import { PRODUCT_LIST_ORDER, productStatusOf, type CardEntry, type ProductCentreEntry } from '@/entities/product';

/** A product-centre card's data in the current language. */
export interface ProductCard extends CardEntry {
  menuCode: string | null;
  name: string;
  description: string;
  /** Server message of a FAILED product, shown as text. */
  failureMessage: string | null;
  orderNo: number;
}

const rankOf = (productType: string) => {
  const index = (PRODUCT_LIST_ORDER as readonly string[]).indexOf(productType);
  return index === -1 ? PRODUCT_LIST_ORDER.length : index;
};

/**
 * Reads the server's entries into cards in the fixed product-list order (000 §6); the
 * enterprise status of an entry falls back to the current enterprise's.
 */
export function productCardsOf(
  entries: readonly ProductCentreEntry[],
  options: { locale: 'zh' | 'en'; enterpriseStatus?: string | null },
): ProductCard[] {
  const english = options.locale === 'en';
  return entries
    .map((entry): ProductCard => {
      const productType = dictParamOf(entry.productType);
      const productStatus = productStatusOf(dictParamOf(entry.productStatus));
      const name = (english ? entry.productNameEn : entry.productName) || entry.productName || entry.productNameEn || dictDisplayNameOf(entry.productType) || productType;
      const description = (english ? entry.productDescEn : entry.productDesc) || entry.productDesc || entry.productDescEn || '';
      return {
        productType,
        productStatus,
        enterpriseStatus: dictParamOf(entry.enterpriseStatus) || dictParamOf(options.enterpriseStatus),
        menuCode: entry.menuCode ?? null,
        name,
        description,
        failureMessage: productStatus === 'FAILED' ? (entry.msg ?? null) : null,
        orderNo: entry.orderNo ?? Number.MAX_SAFE_INTEGER,
      };
    })
    .sort((a, b) => rankOf(a.productType) - rankOf(b.productType) || a.orderNo - b.orderNo);
}
