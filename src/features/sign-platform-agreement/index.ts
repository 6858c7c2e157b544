export { PlatformAgreementHost } from './ui/PlatformAgreementHost';
