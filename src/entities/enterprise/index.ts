export {
  enterpriseApi,
  useGetEnterprisesByTypeQuery,
  useLazyGetEnterprisesByTypeQuery,
  useSetOrganisationMutation,
  useListEnterpriseProductsQuery,
  useLazyListEnterpriseProductsQuery,
  useGetProductRedirectMutation,
  type EnterpriseListItem,
  type ProductStatusEntry,
} from './api/enterpriseApi';
export { enterpriseStatusColor } from './lib/statusTone';
