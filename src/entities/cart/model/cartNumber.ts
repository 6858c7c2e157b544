import { createEvent, createStore, sample } from 'effector';
import { persist } from '@/shared/lib/storage';

/** Items in the marketplace cart, shown in the shell for FUND users of MARKET (000 §6). */
export const $cartNumber = createStore(0, { name: 'cartNumber' });
export const cartNumberChanged = createEvent<number>();

sample({
  clock: cartNumberChanged,
  // A count from a sub-application may arrive as anything; never show a negative or NaN.
  fn: (count) => (Number.isFinite(count) && count > 0 ? Math.floor(count) : 0),
  target: $cartNumber,
});
persist($cartNumber, { area: 'session', key: 'cartNumber' });

/** 000 §1, §6: the cart count shows only for enterpriseRole FUND with product MARKET. */
export function showsCart(enterpriseRole: string | null | undefined, productType: string | null | undefined): boolean {
  return enterpriseRole === 'FUND' && productType === 'MARKET';
}
