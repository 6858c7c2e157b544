export {
  preApprovalProgressApi,
  useGetCorpInfoQuery,
  usePageAuthorizedStoresQuery,
  type CorpInfo,
  type AuthorizedStore,
} from './api/progressApi';
export { ALL_STORES } from './config/stores';
export { companySaved } from './lib/companyDetails';
export { isGlobalMarketplace, storedFileCount, type StoreFacts } from './lib/platform';
export { decideStage, type Stage } from './lib/stage';
export { useBigDataToken } from './model/useBigDataToken';
