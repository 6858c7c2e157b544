export { $drawbackMenus, drawbackMenusChanged, DRAWBACK_MENU_CODES, type DrawbackMenuEntry } from './model/drawbackMenus';
