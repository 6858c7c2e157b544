import { redirectAllowList } from '@/shared/config';
import { checkLinkTarget } from '@/shared/lib/safe-redirect';
import type { MenuNode } from '../api/menuApi';

/** 000 §3: menus nest up to 4 levels; deeper nodes are ignored. */
const MENU_MAX_DEPTH = 4;
/** 000 §2: BIG_HOME entries are hidden from the menu and the product centre. */
const HIDDEN_MENU_CODES = ['BIG_HOME'] as const;

/** A menu entry ready to show: names in both languages, the link with its query, children sorted. */
export interface MenuEntry {
  /**
   * Unique within the menu for any data the document allows (ids may be null or repeat):
   * the entry's position in the server's tree, e.g. "2.0".
   */
  key: string;
  menuCode: string;
  name: string;
  nameEn: string;
  /**
   * The portal route with the query menuKey (projectCode) and productType
   * (menuProductType), 000 §2; only a url that passed the link check (checkLinkTarget).
   */
  link: string | null;
  /** An allow-listed address on another origin (DESIGN §6), opened as a plain link. */
  externalUrl: string | null;
  /** The server gave a url the link check refused: the entry shows disabled, never followed. */
  linkRefused: boolean;
  /** The route without its query (to match the current location). */
  path: string | null;
  icon: string | null;
  productType: string | null;
  projectCode: string | null;
  /** Button codes of sysSourceList (000 §6). */
  permissions: string[];
  children: MenuEntry[];
}

function orderOf(node: MenuNode): number {
  if (node.orderNo === null || node.orderNo === undefined || node.orderNo === '') return Number.MAX_SAFE_INTEGER;
  const value = Number(node.orderNo);
  return Number.isFinite(value) ? value : Number.MAX_SAFE_INTEGER;
}

function permissionsOf(node: MenuNode): string[] {
  return (node.sysSourceList ?? [])
    .map((source) => (typeof source === 'string' ? source : source.sourceCode))
    .filter((code): code is string => Boolean(code));
}

/** 000 §2: the e-finance design page takes projectCode, appCode, appVersion and menuCode in its query. */
const DESIGN_PAGE = '/child-efinancePortal/page';

/**
 * The menu link of 000 §2: the url plus menuKey (a project code) and, when set,
 * productType; `design` adds the design page's query values that are set.
 */
export function menuLink(
  url: string | null | undefined,
  projectCode?: string | null,
  productType?: string | null,
  design: Record<string, string | null | undefined> = {},
): string | null {
  if (!url) return null;
  const [path = '', existing = ''] = url.split('?');
  const query = new URLSearchParams(existing);
  if (projectCode) query.set('menuKey', projectCode);
  if (productType) query.set('productType', productType);
  for (const [name, value] of Object.entries(design)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Where server-supplied links may lead: our origin and the configured allow list. */
export interface LinkPolicy {
  origin: string;
  allowList: readonly string[];
}

const defaultPolicy = (): LinkPolicy => ({ origin: window.location.origin, allowList: redirectAllowList });

function toEntry(node: MenuNode, key: string, depth: number, inherited: Inherited, policy: LinkPolicy): MenuEntry {
  const url = (node.url ?? node.menuUrl ?? '').trim() || null;
  const target = url ? checkLinkTarget(url, policy) : null;
  const route = target?.kind === 'route' ? target.path : null;
  const productType = node.menuProductType ?? inherited.productType;
  const projectCode = node.projectCode ?? inherited.projectCode;
  const children = depth < MENU_MAX_DEPTH ? buildMenuLevel(node.children ?? [], key, depth + 1, { productType, projectCode }, policy) : [];
  const path = route ? (route.split('?')[0] ?? null) : null;
  const design = path === DESIGN_PAGE ? { projectCode, appCode: node.appCode, appVersion: node.appVersion, menuCode: node.menuCode } : {};
  return {
    key,
    menuCode: node.menuCode ?? '',
    name: node.menuName ?? node.name ?? '',
    nameEn: node.menuEnName ?? node.nameEn ?? node.menuName ?? node.name ?? '',
    link: menuLink(route, projectCode, productType, design),
    externalUrl: target?.kind === 'external' ? target.url : null,
    linkRefused: url !== null && target === null,
    path,
    icon: node.icon ?? null,
    productType,
    projectCode,
    permissions: permissionsOf(node),
    children,
  };
}

/** A child belongs to its parent's product area: the same menuKey and productType unless it names its own. */
interface Inherited {
  productType: string | null;
  projectCode: string | null;
}

function buildMenuLevel(nodes: MenuNode[], parentKey: string | null, depth: number, inherited: Inherited, policy: LinkPolicy): MenuEntry[] {
  return nodes
    .map((node, index) => ({ node, index }))
    .filter(({ node }) => !(HIDDEN_MENU_CODES as readonly string[]).includes(node.menuCode ?? ''))
    // Stable: equal orderNo keeps the server's order.
    .sort((a, b) => orderOf(a.node) - orderOf(b.node) || a.index - b.index)
    .map(({ node, index }) => toEntry(node, parentKey === null ? String(index) : `${parentKey}.${index}`, depth, inherited, policy));
}

/**
 * The shell menu from the server's tree (000 §2, §3): siblings sorted by orderNo, BIG_HOME
 * hidden, at most 4 levels, children inherit their parent's menuKey and product type, and
 * every url checked like a redirect target (DESIGN §6) before it becomes a link.
 */
export function buildMenu(nodes: readonly MenuNode[], policy: LinkPolicy = defaultPolicy()): MenuEntry[] {
  return buildMenuLevel([...nodes], null, 1, { productType: null, projectCode: null }, policy);
}

/** Every entry, depth first. */
export function flattenMenu(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => [entry, ...flattenMenu(entry.children)]);
}

/**
 * The entry the current route belongs to: the deepest entry whose path equals the route's
 * path (the menu key breaks ties between entries sharing a url).
 */
export function findMenuEntry(entries: readonly MenuEntry[], pathname: string, menuKey?: string | null): MenuEntry | null {
  const matches = flattenMenu(entries).filter((entry) => entry.path === pathname);
  if (matches.length === 0) return null;
  const byKey = menuKey ? matches.filter((entry) => entry.projectCode === menuKey) : [];
  const pool = byKey.length > 0 ? byKey : matches;
  // The last match is the deepest (children come after their parent).
  return pool[pool.length - 1] ?? null;
}

/** The keys from the top level down to the entry (to open the side menu's groups). */
export function menuAncestry(entries: readonly MenuEntry[], key: string): string[] {
  for (const entry of entries) {
    if (entry.key === key) return [entry.key];
    const below = menuAncestry(entry.children, key);
    if (below.length > 0) return [entry.key, ...below];
  }
  return [];
}
