import type { Locale } from '@/shared/i18n';
import type { MenuEntry } from './menuTree';

/** Products whose sub-applications always run in English (000 §4 "Other transitions"). */
const ENGLISH_PRODUCTS = ['MARKET', 'PURCHASE_PAYMENT', 'DOC_EXCHANGE', 'GO_EARLY', 'DEFAULT_PRODUCT'] as const;
/** IDD runs in English only when its menu has at least this many children. */
const IDD_ENGLISH_MIN_CHILDREN = 3;

/**
 * 000 §4: switching product sets the sub-application language to English for
 * marketplace, purchase payment, document exchange, go-early, IDD with 3 or more children
 * and default products; other products follow the portal's language.
 */
export function childLocaleFor(entry: Pick<MenuEntry, 'productType' | 'children'>, appLocale: Locale): Locale {
  const product = entry.productType ?? '';
  if ((ENGLISH_PRODUCTS as readonly string[]).includes(product)) return 'en';
  if (product === 'IDD' && entry.children.length >= IDD_ENGLISH_MIN_CHILDREN) return 'en';
  return appLocale;
}

/**
 * The sub-application language for the product the user works in: the rule above, with the
 * product's menu entry (its children count for IDD); no product follows the portal.
 */
export function childLocaleOf(menu: readonly MenuEntry[], productType: string | null, appLocale: Locale): Locale {
  if (!productType) return appLocale;
  const entry = menu.find((candidate) => candidate.productType === productType);
  return childLocaleFor(entry ?? { productType, children: [] }, appLocale);
}
