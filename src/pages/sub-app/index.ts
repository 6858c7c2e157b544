export { SubAppPage, SubAppFullPage } from './ui/SubAppPage';
export { subAppPrefixOf } from './config/areas';
