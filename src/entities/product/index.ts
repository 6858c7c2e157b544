export {
  productApi,
  useListProductCentreQuery,
  useValidateProductKycMutation,
  type ProductCentreEntry,
} from './api/productApi';
export {
  decideCard,
  cardStatusOf,
  cardContextOf,
  productStatusOf,
  type ProductStatus,
  type CardEntry,
  type CardDecision,
  type CardStatus,
} from './lib/decideCard';
export { kycRouteOf } from './lib/kycRoute';
export { menuTargetByCode, productLinkOf } from './lib/menuLink';
export { topEntriesOf, type TopEntry } from './lib/topEntries';
export { subscriptionUrl } from './config/subscription';
export {
  DRAWBACK_MENU_CODES,
  DIGITAL_FINANCE_MENU_CODE,
  DIGITAL_TRADE_MENU_CODE,
} from './config/menuCodes';
export { DRAWBACK_PRODUCT_TYPES, PRODUCT_LIST_ORDER, isDrawbackProduct, type DrawbackProductType } from './config/productOrder';
