import { describe, expect, it } from '@rstest/core';
import { kycRouteOf } from './kycRoute';

describe('kycRouteOf: where Verify starts KYC (000 §2, §4)', () => {
  it.each([
    ['E_FINANCE', 'INIT', '/childEkycPortal/efinKyc?id=20001&status=INIT'],
    ['DIGIPO', 'BACK', '/childEkycPortal/efinKyc?id=20001&status=BACK'],
    ['IDD', 'REJECT', '/kycFileCN?id=20001&status=REJECT'],
    ['ACCOUNT', 'INIT', '/CommKycFile?id=20001&status=INIT'],
    ['DEFAULT_PRODUCT', 'INIT', '/CommKycFile?id=20001&status=INIT'],
    ['EXPORT_DRAWBACK_PROD', 'INIT', '/exportDrawbackKyc?type=prefill&productType=EXPORT_DRAWBACK_PROD'],
    ['EXPORT_DRAWBACK_TRADE', 'BACK', '/exportDrawbackKyc?type=prefill&productType=EXPORT_DRAWBACK_TRADE'],
    ['DOC_EXCHANGE', 'BACK', '/CommKycFile?id=20001&status=BACK'],
  ])('%s (%s) → %s', (productType, status, route) => {
    expect(kycRouteOf(productType, { id: '20001', status })).toBe(route);
  });
});
