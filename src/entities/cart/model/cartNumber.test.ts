import { describe, expect, it } from '@rstest/core';
import { chooseForTest } from '@tests/support/session';
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

  it('belongs to the company: a switch resets it until the new company’s count is set (000 §3)', () => {
    chooseForTest('20015', { companyName: 'Epsilon Market Ltd.' });
    cartNumberChanged(2);
    // The same company chosen again (the chooser after "Login Again") keeps its count.
    chooseForTest('20015', { companyName: 'Epsilon Market Ltd.' });
    expect($cartNumber.getState()).toBe(2);
    chooseForTest('20020', { companyName: 'Kappa Market Ltd.' });
    expect($cartNumber.getState()).toBe(0);
    expect(sessionStorage.getItem('cartNumber')).toBe('0');
    cartNumberChanged(1);
    expect($cartNumber.getState()).toBe(1);
  });
});
