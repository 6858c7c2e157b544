import { describe, expect, it } from '@rstest/core';
import { isProductType, PRODUCT_TYPES, productTypesOrAll } from './productType';

describe('product types', () => {
  it('lists every type once', () => {
    expect(new Set(PRODUCT_TYPES).size).toBe(PRODUCT_TYPES.length);
    expect(PRODUCT_TYPES).toHaveLength(10);
  });

  it.each([
    ['IDD', true],
    ['EXPORT_DRAWBACK_TRADE', true],
    ['idd', false],
    ['', false],
    [null, false],
    [42, false],
  ])('isProductType(%j) → %s', (value, expected) => {
    expect(isProductType(value)).toBe(expected);
  });

  it("narrows to the URL's type when it is known, else all", () => {
    expect(productTypesOrAll('MARKET')).toEqual(['MARKET']);
    expect(productTypesOrAll('NOPE')).toEqual([...PRODUCT_TYPES]);
    expect(productTypesOrAll(null)).toEqual([...PRODUCT_TYPES]);
    expect(productTypesOrAll(undefined)).not.toBe(PRODUCT_TYPES);
  });
});
