export { ExportDrawbackKycPage } from './ui/ExportDrawbackKycPage';
