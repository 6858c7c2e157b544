export { agreementApi, useGetPlatformAgreementToSignMutation, useSignPlatformAgreementMutation } from './api/agreementApi';
export { $agreementUrl, agreementRequested, agreementDismissed, checkPlatformAgreement } from './model/agreement';
export { PlatformAgreementHost } from './ui/PlatformAgreementHost';
