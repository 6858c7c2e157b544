import { combine, createEvent, createStore, sample } from 'effector';
import { persist } from '@/shared/lib/storage';

/**
 * The product the user works in (000 §4 "Switching product type"): the product switch and
 * the menu links (query productType) set it. While the #/childiDDUserPortal host is
 * mounted the product is IDD whatever was selected (000 §2).
 */
export const productTypeSelected = createEvent<string | null>();
const $selectedProductType = createStore<string | null>(null, { name: 'selectedProductType', skipVoid: false });
sample({ clock: productTypeSelected, target: $selectedProductType });
persist($selectedProductType, { area: 'session', key: 'currentProductType' });

export const iddHostMounted = createEvent();
export const iddHostUnmounted = createEvent();
const $iddHostMounted = createStore(false, { name: 'iddHostMounted' })
  .on(iddHostMounted, () => true)
  .on(iddHostUnmounted, () => false);

export const $currentProductType = combine($selectedProductType, $iddHostMounted, (selected, idd) => (idd ? 'IDD' : selected));
