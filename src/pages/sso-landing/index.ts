export { SsoLandingPage } from './ui/SsoLandingPage';
