export { CompanyChoosePage } from './ui/CompanyChoosePage';
