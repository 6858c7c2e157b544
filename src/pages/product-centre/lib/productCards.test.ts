import { describe, expect, it } from '@rstest/core';
import type { ProductCentreEntry } from '@/entities/product';
import { productCardsOf } from './productCards';

const dict = (dictParam: string, displayName = dictParam) => JSON.stringify({ dictParam, displayName });

const entry = (productType: string, productStatus: string, patch: Partial<ProductCentreEntry> = {}): ProductCentreEntry => ({
  productType: dict(productType, `${productType} (dict)`),
  productStatus: dict(productStatus),
  enterpriseStatus: dict('INIT'),
  msg: null,
  menuCode: `M_${productType}`,
  productName: `${productType}-zh`,
  productNameEn: `${productType}-en`,
  productDesc: `${productType} 描述`,
  productDescEn: `${productType} description`,
  orderNo: 1,
  ...patch,
});

describe('productCardsOf', () => {
  it('orders cards by the fixed product-list order (000 §6), unknown types last by orderNo', () => {
    const cards = productCardsOf(
      [entry('NEW_B', 'NOT_APPROVED', { orderNo: 9 }), entry('EXPORT_DRAWBACK_PROD', 'ACTIVATED'), entry('NEW_A', 'NOT_APPROVED', { orderNo: 2 }), entry('E_FINANCE', 'NOT_APPROVED'), entry('ACCOUNT', 'NOT_APPROVED')],
      { locale: 'en' },
    );
    expect(cards.map((card) => card.productType)).toEqual(['ACCOUNT', 'E_FINANCE', 'EXPORT_DRAWBACK_PROD', 'NEW_A', 'NEW_B']);
  });

  it('takes name and description in the current language, falling back to the other and the dictionary', () => {
    const [english] = productCardsOf([entry('IDD', 'NOT_APPROVED')], { locale: 'en' });
    expect(english).toMatchObject({ name: 'IDD-en', description: 'IDD description' });
    const [chinese] = productCardsOf([entry('IDD', 'NOT_APPROVED')], { locale: 'zh' });
    expect(chinese).toMatchObject({ name: 'IDD-zh', description: 'IDD 描述' });
    const [bare] = productCardsOf([entry('IDD', 'NOT_APPROVED', { productName: null, productNameEn: null, productDesc: null, productDescEn: null })], { locale: 'en' });
    expect(bare).toMatchObject({ name: 'IDD (dict)', description: '' });
  });

  it('keeps the server message of a FAILED product only', () => {
    const [failed, other] = productCardsOf([entry('ACCOUNT', 'FAILED', { msg: 'Rejected.' }), entry('IDD', 'NOT_APPROVED', { msg: 'ignored' })], { locale: 'en' });
    expect(failed?.failureMessage).toBe('Rejected.');
    expect(other?.failureMessage).toBeNull();
  });

  it('reads the enterprise status of the entry, else the current enterprise’s', () => {
    const [own] = productCardsOf([entry('IDD', 'NOT_APPROVED', { enterpriseStatus: dict('SUBMIT') })], { locale: 'en', enterpriseStatus: dict('INIT') });
    expect(own?.enterpriseStatus).toBe('SUBMIT');
    const [fallback] = productCardsOf([entry('IDD', 'NOT_APPROVED', { enterpriseStatus: null })], { locale: 'en', enterpriseStatus: dict('ENDURANCE') });
    expect(fallback?.enterpriseStatus).toBe('ENDURANCE');
  });

  it('keys every card uniquely, also when the product type is null or not JSON (issue 28 item 7)', () => {
    const cards = productCardsOf(
      [
        entry('IDD', 'NOT_APPROVED'),
        entry('X', 'NOT_APPROVED', { productType: null, menuCode: null }),
        entry('X', 'NOT_APPROVED', { productType: 'not json', menuCode: null }),
        entry('X', 'NOT_APPROVED', { productType: null, menuCode: null }),
        entry('X', 'NOT_APPROVED', { productType: null, menuCode: 'M_OWN' }),
      ],
      { locale: 'en' },
    );
    const keys = cards.map((card) => card.key);
    expect(new Set(keys).size).toBe(cards.length);
    // Stable: the same list gives the same keys.
    expect(productCardsOf([entry('IDD', 'NOT_APPROVED')], { locale: 'en' })[0]!.key).toBe('IDD');
  });
});
