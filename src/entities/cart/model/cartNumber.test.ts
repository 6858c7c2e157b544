import { describe, expect, it } from '@rstest/core';
import { $cartNumber, cartNumberChanged, showsCart } from './cartNumber';

describe('cart number', () => {
  it.each([
    ['FUND', 'MARKET', true],
    ['FUND', 'IDD', false],
    ['SELLER', 'MARKET', false],
    [null, 'MARKET', false],
  ])('shows for role %s with product %s: %s', (role, product, expected) => {
    expect(showsCart(role, product)).toBe(expected);
  });

  it('keeps a non-negative whole count and stores it in session storage', () => {
    cartNumberChanged(3);
    expect($cartNumber.getState()).toBe(3);
    expect(sessionStorage.getItem('cartNumber')).toBe('3');
    cartNumberChanged(-2);
    expect($cartNumber.getState()).toBe(0);
    cartNumberChanged(Number.NaN);
    expect($cartNumber.getState()).toBe(0);
  });
});
