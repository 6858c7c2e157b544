export { KycFileCnPage } from './ui/KycFileCnPage';
