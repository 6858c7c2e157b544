import { dictDisplayNameOf, dictParamOf } from '@/entities/dictionary';
import { PRODUCT_LIST_ORDER, productStatusOf, type CardEntry, type ProductCentreEntry } from '@/entities/product';

/** A product-centre card's data in the current language. */
export interface ProductCard extends CardEntry {
  /**
   * The card's React key, unique in the list: its product type, else its menu code, else its
   * place in the server's list; a repeat gets its occurrence appended. The document allows a
   * null or non-JSON product type, and two such cards must not share a key.
   */
  key: string;
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
  const seen = new Map<string, number>();
  const uniqueKey = (base: string) => {
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}#${count}`;
  };
  return entries
    .map((entry, index): ProductCard => {
      const productType = dictParamOf(entry.productType);
      const productStatus = productStatusOf(dictParamOf(entry.productStatus));
      const name = (english ? entry.productNameEn : entry.productName) || entry.productName || entry.productNameEn || dictDisplayNameOf(entry.productType) || productType;
      const description = (english ? entry.productDescEn : entry.productDesc) || entry.productDesc || entry.productDescEn || '';
      return {
        key: uniqueKey(productType || entry.menuCode || `entry-${index}`),
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
