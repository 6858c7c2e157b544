export {
  $currentEnterprise,
  enterpriseChosen,
  enterpriseForgotten,
  type CurrentEnterprise,
} from './model/currentEnterprise';
export {
  enterpriseApi,
  ALL_PRODUCT_TYPES,
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
