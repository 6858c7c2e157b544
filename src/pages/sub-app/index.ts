export { SubAppPage } from './ui/SubAppPage';
export { subAppPrefixOf } from './config/areas';
