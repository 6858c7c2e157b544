export { agreementApi, useGetPlatformAgreementToSignMutation, useSignPlatformAgreementMutation } from './api/agreementApi';
