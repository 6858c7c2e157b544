import { describe, expect, it } from '@rstest/core';
import { drawbackFieldError, drawbackTypeOf, missingFields, stepComplete, type DrawbackField, type DrawbackValues } from './rules';

const VALID: Required<DrawbackValues> = {
  companyName: '上海出口制造有限公司',
  companyIdentCode: '91310115MA1K4DEM05',
  productType: 'EXPORT_DRAWBACK_PROD',
  managerLastName: '王',
  mangerFirstName: '芳',
  managerEmail: 'wang.fang@example.com',
  managerPhone: '13800138000',
  managerIdentNo: '310101199001011234',
};

describe('export drawback rules (000 §5 steps 1 and 2)', () => {
  it.each<[DrawbackField, string | null, string | null]>([
    ['companyName', '', 'companyNameRequired'],
    ['companyName', '   ', 'companyNameRequired'],
    ['companyIdentCode', null, 'creditCodeRequired'],
    // Exactly 18, as company KYC step 1 asks of a mainland code (issue 28: 9-17 went through).
    ['companyIdentCode', '913101150000', 'creditCodeLength'],
    ['companyIdentCode', '91310115MA1K4DEM0', 'creditCodeLength'],
    ['companyIdentCode', '91310115MA1K4DEM05', null],
    ['productType', null, 'productTypeRequired'],
    ['productType', 'EXPORT_DRAWBACK_TRADE', null],
    ['managerLastName', '', 'lastNameRequired'],
    ['mangerFirstName', '', 'firstNameRequired'],
    ['managerEmail', '', 'emailAddressRequired'],
    ['managerEmail', 'wang.fang@', 'emailFormat'],
    ['managerEmail', `${'a'.repeat(190)}@example.com`, 'emailTooLong'],
    ['managerPhone', '', 'phoneRequired'],
    ['managerIdentNo', '', 'idNumberRequired'],
    ['managerIdentNo', '3101-0119', 'idNumberFormat'],
    ['managerIdentNo', 'X'.repeat(21), 'idNumberFormat'],
    ['managerIdentNo', 'E12345678', null],
  ])('%s = %j → %s', (field, value, message) => {
    expect(drawbackFieldError(field, { ...VALID, [field]: value })).toBe(message);
  });

  it('every field of a valid application passes', () => {
    for (const field of Object.keys(VALID) as DrawbackField[]) expect(drawbackFieldError(field, VALID)).toBeNull();
  });

  it("step 2's Next waits for every manager field to be filled and valid; step 1's fields do not count", () => {
    expect(stepComplete('manager', VALID)).toBe(true);
    expect(stepComplete('manager', { ...VALID, companyName: '' })).toBe(true);
    expect(stepComplete('manager', { ...VALID, managerEmail: 'not-an-address' })).toBe(false);
    expect(stepComplete('manager', { ...VALID, managerIdentNo: '31-01' })).toBe(false);
    expect(stepComplete('manager', { ...VALID, mangerFirstName: ' ' })).toBe(false);
    expect(stepComplete('company', { ...VALID, productType: null })).toBe(false);
  });
});

describe('the drawback type of the card clicked (000 §1, §2)', () => {
  it.each([
    ['EXPORT_DRAWBACK_PROD', 'EXPORT_DRAWBACK_PROD'],
    ['EXPORT_DRAWBACK_TRADE', 'EXPORT_DRAWBACK_TRADE'],
    ['DEFAULT_PRODUCT', null],
    ['export_drawback_prod', null],
    ['', null],
    [null, null],
  ])('%s → %s', (productType, type) => {
    expect(drawbackTypeOf(productType)).toBe(type);
  });
});

describe('what is still missing before Submit (000 §5 steps 1-2)', () => {
  it('nothing when both steps pass', () => {
    expect(missingFields(VALID)).toEqual([]);
  });

  it('each failing field with its step, in screen order (a skipped step 1 without its type)', () => {
    expect(missingFields({ ...VALID, productType: null, managerEmail: 'wang.fang@', managerIdentNo: '' })).toEqual([
      { step: 1, field: 'productType' },
      { step: 2, field: 'managerEmail' },
      { step: 2, field: 'managerIdentNo' },
    ]);
  });
});
