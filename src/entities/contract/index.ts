export {
  contractApi,
  useGetPlatformServiceContractQuery,
  useGetCfcaContractQuery,
  useSignDigipoContractMutation,
  useSignContractMutation,
} from './api/contractApi';
