import { describe, expect, it } from '@rstest/core';
import { ALL_PRODUCT_TYPES } from '@/entities/enterprise';
import { isOnlyPurchasePayment, listProductTypes, sessionPatchOf, toCurrentEnterprise } from './enterprise';

const dict = (dictParam: string, displayName = dictParam) => JSON.stringify({ dictParam, displayName });

describe('enterprise facts', () => {
  it('lists every product type unless the login URL names a known one', () => {
    expect(listProductTypes(null)).toEqual(ALL_PRODUCT_TYPES);
    expect(listProductTypes('NOT_A_PRODUCT')).toEqual(ALL_PRODUCT_TYPES);
    expect(listProductTypes('E_FINANCE')).toEqual(['E_FINANCE']);
  });

  it('derives the session values of a choice', () => {
    const item = {
      id: '11',
      enterpriseId: 'E11',
      companyName: 'Alpha Trading',
      companyIdentCode: '91310000MA1FL0001X',
      enterpriseRole: 'FUND',
      productType: dict('MARKET'),
      status: dict('ENDURANCE'),
      locationName: 'TERRITORY',
    };
    expect(sessionPatchOf(item)).toEqual({
      enterpriseId: 'E11',
      companyIdentCode: '91310000MA1FL0001X',
      companyName: 'Alpha Trading',
      enterpriseRole: 'FUND',
      enterpriseProductType: 'MARKET',
      location: 'TERRITORY',
    });
    expect(toCurrentEnterprise(item)).toMatchObject({ id: '11', enterpriseId: 'E11', companyName: 'Alpha Trading' });
  });

  it('falls back to id when the list has no enterpriseId', () => {
    expect(sessionPatchOf({ id: '5' }).enterpriseId).toBe('5');
  });

  it.each([
    [[], false],
    [[{ productType: dict('PURCHASE_PAYMENT') }], true],
    [[{ productType: dict('PURCHASE_PAYMENT') }, { productType: dict('PURCHASE_PAYMENT') }], true],
    [[{ productType: dict('PURCHASE_PAYMENT') }, { productType: dict('IDD') }], false],
    [[{ productType: 'PURCHASE_PAYMENT' }], true],
  ])('IS_ONLY_PURCHASE_PAYMENT of %j is %s', (products, expected) => {
    expect(isOnlyPurchasePayment(products)).toBe(expected);
  });
});
