export {
  enterpriseApi,
  useGetEnterprisesByTypeQuery,
  useLazyGetEnterprisesByTypeQuery,
  useSetOrganisationMutation,
  useLazyListEnterpriseProductsQuery,
  useGetProductRedirectMutation,
  useGetDigipoServiceContractMutation,
  type EnterpriseListItem,
  type ProductStatusEntry,
  type DigipoServiceContract,
} from './api/enterpriseApi';
