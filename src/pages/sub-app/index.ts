export { SubAppPage } from './ui/SubAppPage';
export { SUB_APP_AREAS, subAppPrefixOf, type SubAppPrefix } from './config/areas';
