export {
  enterpriseApi,
  useGetEnterprisesByTypeQuery,
  useLazyGetEnterprisesByTypeQuery,
  useSetOrganisationMutation,
  useLazyListEnterpriseProductsQuery,
  useGetProductRedirectMutation,
  type EnterpriseListItem,
  type ProductStatusEntry,
} from './api/enterpriseApi';
