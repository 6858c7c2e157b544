export {
  menuApi,
  useIsEnterprisePermittedQuery,
  useShowsCommonMenuQuery,
  type MenuNode,
} from './api/menuApi';
export {
  buildMenu,
  flattenMenu,
  findMenuEntry,
  menuAncestry,
  type MenuEntry,
} from './lib/menuTree';
export {
  $currentProductType,
  productTypeSelected,
  iddHostMounted,
  iddHostUnmounted,
} from './model/currentProduct';
export { childLocaleOf } from './lib/childLocale';
export { useShellMenu } from './model/useShellMenu';
