import type { MenuEntry } from '@/entities/menu';
import type { Locale } from '@/shared/i18n';

/** 001 §2.7: an account-type entry goes to the account page. */
export const ACCOUNT_PAGE = '/child-accountSettingPortal/bindStore';
/**
 * 001 §2.7: the entry with code DTT goes to DTT (the digital trade tool). Its route is not
 * shown; the portal hosts it in the childUserPt area.
 */
export const DTT_PAGE = '/childUserPt/dtt';

/** Products whose sub-applications always run in English (000 §4 "Other transitions"). */
const ENGLISH_PRODUCTS = ['MARKET', 'PURCHASE_PAYMENT', 'DOC_EXCHANGE', 'GO_EARLY', 'DEFAULT_PRODUCT'] as const;
/** IDD runs in English only when its menu has at least this many children. */
const IDD_ENGLISH_MIN_CHILDREN = 3;

/**
 * The product-switch entries: the menu's top-level entries that lead somewhere, and those
 * whose server url the link check refused (shown disabled, DESIGN §6).
 */
export function productEntries(menu: readonly MenuEntry[]): MenuEntry[] {
  return menu.filter((entry) => entry.link !== null || entry.externalUrl !== null || entry.linkRefused || entry.children.length > 0);
}

/** Where choosing an entry goes inside the portal (001 §2.7), with the menu query (000 §2). */
export function productTarget(entry: MenuEntry): string | null {
  if (entry.menuCode === 'DTT' || entry.projectCode === 'DTT') return DTT_PAGE;
  if (entry.productType === 'ACCOUNT') return `${ACCOUNT_PAGE}?${new URLSearchParams({ menuKey: entry.projectCode ?? 'ACCOUNT', productType: 'ACCOUNT' })}`;
  return entry.link ?? entry.children.find((child) => child.link)?.link ?? null;
}

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

/** Where choosing an entry goes: a portal route, an allow-listed address, or nowhere (the entry is disabled). */
export function productDestination(entry: MenuEntry): { kind: 'route'; path: string } | { kind: 'external'; url: string } | null {
  const route = productTarget(entry);
  if (route) return { kind: 'route', path: route };
  return entry.externalUrl ? { kind: 'external', url: entry.externalUrl } : null;
}
