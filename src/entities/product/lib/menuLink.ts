/**
 * The fields of a shell menu entry (entities/menu `MenuEntry`, built by `buildMenu` with
 * the link's menuKey/productType query) that product links need. Structural, so this
 * slice does not import the menu entity: pages pass the built menu in.
 */
export interface LinkedMenuEntry {
  menuCode: string;
  /** Route with the menu's query (menuKey, productType), or null; only a url that passed the link check. */
  link: string | null;
  /** An allow-listed address on another origin. */
  externalUrl: string | null;
  /** The server's url was refused by the link check: shown disabled, never followed. */
  linkRefused: boolean;
  productType: string | null;
  children: readonly LinkedMenuEntry[];
}

function findEntry(menu: readonly LinkedMenuEntry[], test: (entry: LinkedMenuEntry) => boolean): LinkedMenuEntry | null {
  for (const entry of menu) {
    if (test(entry) && entry.link) return entry;
    const below = findEntry(entry.children, test);
    if (below) return below;
  }
  return null;
}

/** The link of the menu entry with this code (any level), or null. */
export function menuLinkByCode(menu: readonly LinkedMenuEntry[], menuCode: string | null | undefined): string | null {
  return menuCode ? (findEntry(menu, (entry) => entry.menuCode === menuCode)?.link ?? null) : null;
}

/**
 * Where "Use now" of a product goes: its menu entry by menu code, else the first entry of
 * its product type, else null (the user's menu does not offer the product).
 */
export function productLinkOf(menu: readonly LinkedMenuEntry[], product: { menuCode?: string | null; productType: string }): string | null {
  return menuLinkByCode(menu, product.menuCode) ?? findEntry(menu, (entry) => entry.productType === product.productType)?.link ?? null;
}

/** Where a product entry leads: a portal route, an allow-listed address, or nowhere usable (shown disabled). */
export type EntryTarget = { kind: 'route'; path: string } | { kind: 'external'; url: string } | { kind: 'refused' };

/** The target of an entry whose server url was given, or null when it has none. */
export function entryTarget(entry: Pick<LinkedMenuEntry, 'link' | 'externalUrl' | 'linkRefused'>): EntryTarget | null {
  if (entry.link) return { kind: 'route', path: entry.link };
  if (entry.externalUrl) return { kind: 'external', url: entry.externalUrl };
  return entry.linkRefused ? { kind: 'refused' } : null;
}

/** The target of the menu entry with this code (any level, the first with a url), or null. */
export function menuTargetByCode(menu: readonly LinkedMenuEntry[], menuCode: string): EntryTarget | null {
  for (const entry of menu) {
    const target = entry.menuCode === menuCode ? entryTarget(entry) : null;
    if (target) return target;
    const below = menuTargetByCode(entry.children, menuCode);
    if (below) return below;
  }
  return null;
}
