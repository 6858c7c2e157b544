import { createEvent, createStore, sample } from 'effector';
import { persist } from '@/shared/lib/storage';

/** Menu codes of the export-drawback entries (000 §9). */
export const DRAWBACK_MENU_CODES = ['MEUCN9100', 'MEUCN9000'] as const;

export interface DrawbackMenuEntry {
  menuCode: string;
  menuName: string;
  menuEnName?: string | null;
  url?: string | null;
}

/** The export-drawback menu list the product centre and shell share (000 §3). */
export const $drawbackMenus = createStore<DrawbackMenuEntry[]>([], { name: 'drawbackMenus' });
export const drawbackMenusChanged = createEvent<DrawbackMenuEntry[]>();
sample({ clock: drawbackMenusChanged, target: $drawbackMenus });
persist($drawbackMenus, { area: 'session', key: 'drawbackMenus' });
