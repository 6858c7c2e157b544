import { findMenuEntry, type MenuEntry } from '@/entities/menu';

export interface RouteContext {
  /** The product the route belongs to (query productType, else its menu entry's); null: keep the current one. */
  productType: string | null;
  /** The route's button permissions (its menu node's sysSourceList, 000 §6); none off the menu. */
  permissions: string[];
}

/** What the shell derives from the current route and the menu (000 §2, §6). */
export function routeContext(pathname: string, search: string, menu: readonly MenuEntry[]): RouteContext {
  const query = new URLSearchParams(search);
  const entry = findMenuEntry(menu, pathname, query.get('menuKey'));
  return {
    productType: query.get('productType') || entry?.productType || null,
    permissions: entry?.permissions ?? [],
  };
}
