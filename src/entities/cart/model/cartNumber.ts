import { createEvent, createStore, sample } from 'effector';
import { $enterpriseId } from '@/entities/session/@x/cart';
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
// The count is the chosen company's: another company (or none, after a sign-out) starts at
// 0 until its count is set (the marketplace sub-application sets it again). A reload keeps
// it: the chosen company is restored before this is wired, and chooses nothing.
$cartNumber.reset($enterpriseId.updates);
persist($cartNumber, { area: 'session', key: 'cartNumber' });

/** 000 §1, §6: the cart count shows only for enterpriseRole FUND with product MARKET. */
export function showsCart(enterpriseRole: string | null | undefined, productType: string | null | undefined): boolean {
  return enterpriseRole === 'FUND' && productType === 'MARKET';
}
