import { HIDDEN_MENU_CODE, TOP_ENTRY_SORT_POINTS, type TopEntryCode } from '../config/menuCodes';
import { entryTarget, type EntryTarget, type LinkedMenuEntry } from './menuLink';

export interface TopEntry {
  menuCode: TopEntryCode;
  /** A refused server url stays in the list, shown disabled (DESIGN §6). */
  target: EntryTarget;
  sortPoints: number;
}

const isTopEntryCode = (code: string): code is TopEntryCode => Object.prototype.hasOwnProperty.call(TOP_ENTRY_SORT_POINTS, code);

/**
 * The product centre's top entries (000 §2): the top-level menu entries whose menu code
 * has a row in the table (so nothing shows that the server's menu does not offer),
 * BIG_HOME never, highest sort points first, each code once.
 */
export function topEntriesOf(menu: readonly LinkedMenuEntry[]): TopEntry[] {
  const entries = new Map<TopEntryCode, TopEntry>();
  for (const entry of menu) {
    const code = entry.menuCode;
    const target = entryTarget(entry);
    if (code === HIDDEN_MENU_CODE || !isTopEntryCode(code) || entries.has(code) || !target) continue;
    entries.set(code, { menuCode: code, target, sortPoints: TOP_ENTRY_SORT_POINTS[code] });
  }
  return [...entries.values()].sort((a, b) => b.sortPoints - a.sortPoints);
}
