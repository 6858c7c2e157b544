import { describe, expect, it } from '@rstest/core';
import { paymentJump } from './paymentJump';
import { menuEntry } from '@tests/support/menu';

describe('the payment jump a sub-application asks for (000 §8)', () => {
  it('leads to the purchase-payment product’s page, wherever the menu has it', () => {
    const menu = [menuEntry({ menuCode: 'A', productType: 'ACCOUNT', link: '/child-accountSettingPortal/bindStore' }), menuEntry({ menuCode: 'P', link: null, children: [menuEntry({ menuCode: 'PP', productType: 'PURCHASE_PAYMENT', link: '/childUserPt/pay?menuKey=PAY' })] })];
    expect(paymentJump(menu)).toEqual({ kind: 'route', path: '/childUserPt/pay?menuKey=PAY' });
  });

  it('to its first child with a page, or to an allow-listed address', () => {
    expect(paymentJump([menuEntry({ productType: 'PURCHASE_PAYMENT', link: null, children: [menuEntry({ link: '/childUserPt/pay' })] })])).toEqual({ kind: 'route', path: '/childUserPt/pay' });
    expect(paymentJump([menuEntry({ productType: 'PURCHASE_PAYMENT', link: null, externalUrl: 'https://pay.example.com/' })])).toEqual({ kind: 'external', url: 'https://pay.example.com/' });
  });

  it('cannot be built without a payment product, or when its link was refused: the portal alerts instead', () => {
    expect(paymentJump([])).toBeNull();
    expect(paymentJump([menuEntry({ productType: 'ACCOUNT', link: '/child-accountSettingPortal/bindStore' })])).toBeNull();
    expect(paymentJump([menuEntry({ productType: 'PURCHASE_PAYMENT', link: null, linkRefused: true })])).toBeNull();
  });
});
