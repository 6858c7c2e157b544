export { TermsPage, type TermsPageProps } from './ui/TermsPage';
