export { SubAppPage } from './ui/SubAppPage';
