export {
  menuApi,
  useGetEnterpriseMenuQuery,
  useLazyGetEnterpriseMenuQuery,
  useIsEnterprisePermittedQuery,
  useShowsCommonMenuQuery,
  type MenuNode,
} from './api/menuApi';
export {
  buildMenu,
  flattenMenu,
  findMenuEntry,
  menuAncestry,
  menuLink,
  MENU_MAX_DEPTH,
  HIDDEN_MENU_CODES,
  type MenuEntry,
} from './lib/menuTree';
export {
  $currentProductType,
  $selectedProductType,
  productTypeSelected,
  iddHostMounted,
  iddHostUnmounted,
} from './model/currentProduct';
export { childLocaleFor, childLocaleOf } from './lib/childLocale';
export { useShellMenu } from './model/useShellMenu';
