import { findMenuEntry, menuAncestry, type MenuEntry } from '@/entities/menu';
import { isDrawbackProduct, type DrawbackProductType } from '@/entities/product';

/** 001 §2.7: an account-type entry goes to the account page. */
export const ACCOUNT_PAGE = '/child-accountSettingPortal/bindStore';
/**
 * 001 §2.7: the entry with code DTT goes to DTT (the digital trade tool). Its route is not
 * shown; the portal hosts it in the childUserPt area.
 */
export const DTT_PAGE = '/childUserPt/dtt';

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

/** Where choosing an entry goes: a portal route, an allow-listed address, or nowhere (the entry is disabled). */
export function productDestination(entry: MenuEntry): { kind: 'route'; path: string } | { kind: 'external'; url: string } | null {
  const route = productTarget(entry);
  if (route) return { kind: 'route', path: route };
  return entry.externalUrl ? { kind: 'external', url: entry.externalUrl } : null;
}

/** What the switch names as the product the user is in: a drawback product by its own name, or a menu entry. */
export type CurrentProduct = { kind: 'drawback'; productType: DrawbackProductType; entry: MenuEntry | null } | { kind: 'entry'; entry: MenuEntry } | null;

/**
 * The product the switch names (000 §1 products, §4 "Switching product type"):
 * - an export-drawback product (manufacturing or trading, the card the user came from):
 *   that product, by its own name; the entry of the open route, if any, is the one marked;
 * - otherwise the switch's entry whose area the open route is in (its path, the query
 *   menuKey breaking ties);
 * - otherwise the one entry of the current product type. Several entries may share a type
 *   (DEFAULT_PRODUCT groups products, 000 §1), and then the type names none of them.
 */
export function currentProduct(
  entries: readonly MenuEntry[],
  { productType, pathname, menuKey }: { productType: string | null; pathname: string; menuKey: string | null },
): CurrentProduct {
  const routeEntry = findMenuEntry(entries, pathname, menuKey);
  const [topKey] = routeEntry ? menuAncestry(entries, routeEntry.key) : [];
  const byRoute = entries.find((entry) => entry.key === topKey) ?? null;
  if (isDrawbackProduct(productType)) return { kind: 'drawback', productType, entry: byRoute };
  if (byRoute) return { kind: 'entry', entry: byRoute };
  const byType = productType ? entries.filter((entry) => entry.productType === productType) : [];
  return byType.length === 1 ? { kind: 'entry', entry: byType[0]! } : null;
}
