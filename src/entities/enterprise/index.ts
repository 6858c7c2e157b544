export {
  enterpriseApi,
  useGetEnterprisesByTypeQuery,
  useLazyGetEnterprisesByTypeQuery,
  useListEnterpriseProductsQuery,
  type EnterpriseListItem,
  type ProductStatusEntry,
} from './api/enterpriseApi';
export { enterpriseStatusColor } from './lib/statusTone';
