import { describe, expect, it } from '@rstest/core';
import { subscriptionUrl } from './subscription';

describe('the Subscribe QR code value (000 §2 "Product centre")', () => {
  it('is the deployment’s subscription address with the product and the enterprise as query', () => {
    expect(subscriptionUrl('EXPORT_DRAWBACK_PROD', '20001', 'https://subscribe.example.com/drawback')).toBe(
      'https://subscribe.example.com/drawback?productType=EXPORT_DRAWBACK_PROD&enterpriseId=20001',
    );
  });

  it('keeps a query the address already has', () => {
    expect(subscriptionUrl('EXPORT_DRAWBACK_TRADE', '20002', 'https://subscribe.example.com/drawback?channel=portal')).toBe(
      'https://subscribe.example.com/drawback?channel=portal&productType=EXPORT_DRAWBACK_TRADE&enterpriseId=20002',
    );
  });

  it('is null when the deployment has no subscription address', () => {
    expect(subscriptionUrl('EXPORT_DRAWBACK_PROD', '20001', null)).toBeNull();
  });

  it('reads the deployment setting by default (the tests build with the demo address)', () => {
    expect(subscriptionUrl('EXPORT_DRAWBACK_PROD', '20001')).toBe(
      'https://kj.example.com/subscribe/export-drawback?productType=EXPORT_DRAWBACK_PROD&enterpriseId=20001',
    );
  });
});
