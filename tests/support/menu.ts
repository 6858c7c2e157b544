import type { MenuEntry } from '@/entities/menu';

/** A menu entry as the menu tree builds it (entities/menu), with `patch` over plain defaults: a page link, no product, no children. */
export function menuEntry(patch: Partial<MenuEntry> = {}): MenuEntry {
  return {
    key: patch.menuCode ?? 'k',
    menuCode: 'CODE',
    name: '名',
    nameEn: 'Name',
    link: '/x',
    externalUrl: null,
    linkRefused: false,
    path: '/x',
    icon: null,
    productType: null,
    projectCode: null,
    permissions: [],
    children: [],
    ...patch,
  };
}

/** `count` child entries. */
export const menuChildren = (count: number): MenuEntry[] => Array.from({ length: count }, (_, index) => menuEntry({ menuCode: `C${index}` }));
