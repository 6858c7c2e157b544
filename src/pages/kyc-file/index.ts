export { EfinKycPage, KycFileCnPage } from './ui/KycFilePage';
