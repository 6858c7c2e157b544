export {
  contractApi,
  useGetPlatformServiceContractQuery,
  useGetCfcaContractQuery,
  useSignDigipoContractMutation,
  useSignContractMutation,
} from './api/contractApi';
export { isWaitingToSign, WAITING_TO_SIGN } from './lib/status';
