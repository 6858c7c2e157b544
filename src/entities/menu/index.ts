export { $drawbackMenus, drawbackMenusChanged, DRAWBACK_MENU_CODES, type DrawbackMenuEntry } from './model/drawbackMenus';
export { menuApi, useGetEnterpriseMenuQuery, useLazyGetEnterpriseMenuQuery, type MenuNode } from './api/menuApi';
