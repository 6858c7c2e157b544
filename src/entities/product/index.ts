export {
  productApi,
  useListProductCentreQuery,
  useValidateProductKycMutation,
  type ProductCentreEntry,
  type ValidateProductKycBody,
} from './api/productApi';
export {
  decideCard,
  cardStatusOf,
  cardContextOf,
  productStatusOf,
  type ProductStatus,
  type CardEntry,
  type CardContext,
  type CardAction,
  type CardDecision,
  type CardStatus,
} from './lib/decideCard';
export { kycRouteOf } from './lib/kycRoute';
export { entryTarget, menuLinkByCode, menuTargetByCode, productLinkOf, type EntryTarget, type LinkedMenuEntry } from './lib/menuLink';
export { topEntriesOf, type TopEntry } from './lib/topEntries';
export { subscriptionUrl } from './config/subscription';
export {
  DRAWBACK_MENU_CODES,
  DIGITAL_FINANCE_MENU_CODE,
  DIGITAL_TRADE_MENU_CODE,
  PRODUCT_CENTRE_MENU_CODE,
  type TopEntryCode,
} from './config/menuCodes';
export { DRAWBACK_PRODUCT_TYPES, PRE_APPROVAL_PRODUCT_TYPES, PRODUCT_LIST_ORDER, isDrawbackProduct, type DrawbackProductType } from './config/productOrder';
