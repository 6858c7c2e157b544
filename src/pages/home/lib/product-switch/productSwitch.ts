import type { MenuEntry } from '@/entities/menu';

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
