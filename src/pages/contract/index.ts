export { ContractPage } from './ui/ContractPage';
