import { describe, expect, it } from '@rstest/core';
import type { ChosenEnterprise } from '@/entities/session';
import { initialDrawbackValues } from './prefill';

const ENTERPRISE: ChosenEnterprise = {
  enterpriseId: '20001',
  companyName: 'One Trade Co., Ltd.',
  companyNameCn: '壹号贸易有限公司',
  companyIdentCode: '9131-0115MA1K4DEM05',
  status: 'INIT',
  productType: 'DEFAULT_PRODUCT',
  enterpriseRole: null,
  location: 'TERRITORY',
  toPage: null,
};

describe('the export-drawback application on arrival (000 §2 type=prefill)', () => {
  it('prefill: the Chinese name, the credit code letters and digits only, the KYC manager with the enterprise manager as fallback', () => {
    expect(
      initialDrawbackValues({
        record: null,
        prefill: true,
        enterprise: ENTERPRISE,
        kycManager: { firstName: ' 芳 ', lastName: '王', identNo: '310101199001011234', email: null, phone: null },
        enterpriseManager: { id: 'M1', email: 'wang.fang@example.com', phone: '138-0013-8000', remark: 'KJCH20001' },
      }),
    ).toEqual({
      companyName: '壹号贸易有限公司',
      companyIdentCode: '91310115MA1K4DEM05',
      productType: null,
      managerLastName: '王',
      mangerFirstName: '芳',
      managerEmail: 'wang.fang@example.com',
      managerPhone: '13800138000',
      managerIdentNo: '310101199001011234',
    });
  });

  it('a stored application wins; without prefill and without one, the form starts empty', () => {
    const record = {
      companyName: '已存企业',
      companyIdentCode: '91310115MA1K4DEM05',
      productType: 'EXPORT_DRAWBACK_TRADE' as const,
      managerLastName: '李',
      mangerFirstName: '雷',
      managerEmail: 'li@example.com',
      managerPhone: '13900139000',
      managerIdentNo: 'E1234567',
      enterpriseId: '20001',
      channelId: 'KJCH20001',
    };
    expect(initialDrawbackValues({ record, prefill: true, enterprise: ENTERPRISE, kycManager: null, enterpriseManager: null })).toMatchObject({ companyName: '已存企业', productType: 'EXPORT_DRAWBACK_TRADE' });
    expect(initialDrawbackValues({ record: null, prefill: false, enterprise: ENTERPRISE, kycManager: null, enterpriseManager: null })).toEqual({});
  });

  it('the card’s product is the type: over the prefill, over a stored application, and without prefill', () => {
    const base = { enterprise: ENTERPRISE, kycManager: null, enterpriseManager: null, cardProduct: 'EXPORT_DRAWBACK_PROD' as const };
    expect(initialDrawbackValues({ ...base, record: null, prefill: true })).toMatchObject({ companyName: '壹号贸易有限公司', productType: 'EXPORT_DRAWBACK_PROD' });
    const record = {
      companyName: '已存企业', companyIdentCode: '91310115MA1K4DEM05', productType: 'EXPORT_DRAWBACK_TRADE' as const, managerLastName: '李', mangerFirstName: '雷',
      managerEmail: 'li@example.com', managerPhone: '13900139000', managerIdentNo: 'E1234567', enterpriseId: '20001', channelId: 'KJCH20001',
    };
    expect(initialDrawbackValues({ ...base, record, prefill: true })).toMatchObject({ companyName: '已存企业', productType: 'EXPORT_DRAWBACK_PROD' });
    expect(initialDrawbackValues({ ...base, record: null, prefill: false })).toEqual({ productType: 'EXPORT_DRAWBACK_PROD' });
  });
});
