export { StoreConnectionPage } from './ui/StoreConnectionPage';
export { PreApprovalApplyPage } from './ui/apply/PreApprovalApplyPage';
