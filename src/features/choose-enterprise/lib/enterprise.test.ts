import { describe, expect, it } from '@rstest/core';
import type { EnterpriseListItem } from '@/entities/enterprise';
import { chosenEnterpriseOf, isOnlyPurchasePayment } from './enterprise';

const dict = (dictParam: string, displayName = dictParam) => JSON.stringify({ dictParam, displayName });

describe('enterprise facts', () => {
  it('derives the chosen enterprise, with plain codes, from a list entry', () => {
    const item = {
      id: '11',
      enterpriseId: 'E11',
      companyName: 'Alpha Trading',
      companyNameCn: '阿尔法贸易',
      companyIdentCode: '91310000MA1FL0001X',
      enterpriseRole: 'FUND',
      productType: dict('MARKET'),
      status: dict('ENDURANCE'),
      locationName: 'TERRITORY',
      toPage: '/home',
    };
    expect(chosenEnterpriseOf(item)).toEqual({
      enterpriseId: 'E11',
      companyName: 'Alpha Trading',
      companyNameCn: '阿尔法贸易',
      companyIdentCode: '91310000MA1FL0001X',
      enterpriseRole: 'FUND',
      productType: 'MARKET',
      status: 'ENDURANCE',
      location: 'TERRITORY',
      toPage: '/home',
    });
  });

  it('falls back to id when a server leaves out enterpriseId (the document requires it)', () => {
    const outsideTheDocument = { id: '5' } as unknown as EnterpriseListItem;
    expect(chosenEnterpriseOf(outsideTheDocument)).toMatchObject({ enterpriseId: '5', companyName: '', status: null, productType: null });
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
