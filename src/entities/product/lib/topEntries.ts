import { HIDDEN_MENU_CODE, TOP_ENTRY_SORT_POINTS, type TopEntryCode } from '../config/topEntries';
import type { LinkedMenuEntry } from './menuLink';

export interface TopEntry {
  menuCode: TopEntryCode;
  link: string;
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
    if (code === HIDDEN_MENU_CODE || !isTopEntryCode(code) || entries.has(code) || !entry.link) continue;
    entries.set(code, { menuCode: code, link: entry.link, sortPoints: TOP_ENTRY_SORT_POINTS[code] });
  }
  return [...entries.values()].sort((a, b) => b.sortPoints - a.sortPoints);
}
