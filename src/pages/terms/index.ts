export { TermsPage } from './ui/TermsPage';
