export { CommKycFilePage } from './ui/CommKycFilePage';
