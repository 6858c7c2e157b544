export { EkycPortalPage } from './ui/EkycPortalPage';
