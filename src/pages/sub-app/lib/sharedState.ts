import { childLocaleOf, flattenMenu, type MenuEntry } from '@/entities/menu';
import type { ChosenEnterprise } from '@/entities/session';
import type { Locale } from '@/shared/i18n';

/**
 * The global shared state of 000 §3, as the host hands it to every mounted sub-application
 * through qiankun's global state (README "Sub-application contract"). The portal owns each
 * value; a sub-application may change `cartNumber` only (the marketplace's cart, 000 §1),
 * and the host sets any other key a sub-application changes back to the portal's value.
 */
export interface PortalSharedState {
  /** The portal's language (000 §9). */
  locale: Locale;
  /** The language the sub-application should use (000 §4 "Switching product type"). */
  childLocale: Locale;
  /** Items in the marketplace cart (000 §1, §6). */
  cartNumber: number;
  /** The current route, e.g. /child-marketplacePortal/buyCar. */
  currentPagePath: string;
  /** The enterprise the user works for, plain codes. */
  enterprise: SharedEnterprise | null;
  /** The current page's button permissions (its menu node's sysSourceList, 000 §6). */
  buttonPermissions: string[];
  /** The export-drawback menu entries (000 §9 menu codes MEUCN9100, MEUCN9000) with their children. */
  exportDrawbackMenuList: SharedMenuEntry[];
}

type SharedEnterprise = Pick<
  ChosenEnterprise,
  'enterpriseId' | 'companyName' | 'companyNameCn' | 'companyIdentCode' | 'status' | 'productType' | 'enterpriseRole' | 'location'
>;

export interface SharedMenuEntry {
  menuCode: string;
  name: string;
  nameEn: string;
  /** The portal route (hash path with its menu query), or null. */
  link: string | null;
  productType: string | null;
  children: SharedMenuEntry[];
}

/** The keys a sub-application may set. */
const SUB_APP_WRITABLE_KEYS = ['cartNumber'] as const satisfies readonly (keyof PortalSharedState)[];

/** 000 §9: the export-drawback menu codes. */
const EXPORT_DRAWBACK_MENU_CODES = ['MEUCN9100', 'MEUCN9000'] as const;

const sharedEntry = (entry: MenuEntry): SharedMenuEntry => ({
  menuCode: entry.menuCode,
  name: entry.name,
  nameEn: entry.nameEn,
  link: entry.link,
  productType: entry.productType,
  children: entry.children.map(sharedEntry),
});

/** The export-drawback entries of the menu, wherever they sit in it. */
export function exportDrawbackMenuList(menu: readonly MenuEntry[]): SharedMenuEntry[] {
  return flattenMenu(menu)
    .filter((entry) => (EXPORT_DRAWBACK_MENU_CODES as readonly string[]).includes(entry.menuCode))
    .map(sharedEntry);
}

export interface PortalFacts {
  locale: Locale;
  /** The product the user works in (IDD while the IDD user portal is mounted). */
  productType: string | null;
  cartNumber: number;
  pagePath: string;
  enterprise: ChosenEnterprise | null;
  permissions: readonly string[];
  menu: readonly MenuEntry[];
}

/** The shared state for what the portal knows now. */
export function sharedStateOf(facts: PortalFacts): PortalSharedState {
  const { enterprise } = facts;
  return {
    locale: facts.locale,
    childLocale: childLocaleOf(facts.menu, facts.productType, facts.locale),
    cartNumber: facts.cartNumber,
    currentPagePath: facts.pagePath,
    enterprise: enterprise
      ? {
          enterpriseId: enterprise.enterpriseId,
          companyName: enterprise.companyName,
          companyNameCn: enterprise.companyNameCn,
          companyIdentCode: enterprise.companyIdentCode,
          status: enterprise.status,
          productType: enterprise.productType,
          enterpriseRole: enterprise.enterpriseRole,
          location: enterprise.location,
        }
      : null,
    buttonPermissions: [...facts.permissions],
    exportDrawbackMenuList: exportDrawbackMenuList(facts.menu),
  };
}

/**
 * What a sub-application's change means for the portal: the cart number it set (a count
 * that is not a number reads as 0, as the cart model has it), and whether it touched a key
 * that is not its to change (the host then sets the portal's values again).
 */
export function readSubAppChange(next: Partial<PortalSharedState>, portal: PortalSharedState): { cartNumber: number | null; foreignChange: boolean } {
  const cart = next.cartNumber;
  const cartNumber = cart !== undefined && cart !== portal.cartNumber ? Number(cart) : null;
  const foreignChange = (Object.keys(portal) as (keyof PortalSharedState)[]).some(
    (key) => !(SUB_APP_WRITABLE_KEYS as readonly string[]).includes(key) && key in next && JSON.stringify(next[key]) !== JSON.stringify(portal[key]),
  );
  return { cartNumber, foreignChange };
}
