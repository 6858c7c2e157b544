export {
  contractApi,
  useGetPlatformServiceContractQuery,
  useGetCfcaContractQuery,
  useSignDigipoContractMutation,
  useSignContractMutation,
  type ServiceContract,
  type SignDigipoContractBody,
  type DigipoServiceContract,
} from './api/contractApi';
export { isWaitingToSign, WAITING_TO_SIGN } from './lib/status';
