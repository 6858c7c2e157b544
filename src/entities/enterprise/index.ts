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
export { enterpriseStatusTone, type StatusTone } from './lib/statusTone';
