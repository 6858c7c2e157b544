export { ProductSwitch, type ProductSwitchProps } from './ui/ProductSwitch';
export { childLocaleFor, productEntries, productTarget, ACCOUNT_PAGE, DTT_PAGE } from './lib/productSwitch';
