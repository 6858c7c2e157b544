export { LogoutPage } from './ui/LogoutPage';
