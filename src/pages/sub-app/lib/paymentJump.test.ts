import { describe, expect, it } from '@rstest/core';
import type { MenuEntry } from '@/entities/menu';
import { paymentJump } from './paymentJump';

function entry(patch: Partial<MenuEntry>): MenuEntry {
  return {
    key: patch.menuCode ?? 'k',
    menuCode: 'CODE',
    name: '名',
    nameEn: 'Name',
    link: null,
    externalUrl: null,
    linkRefused: false,
    path: null,
    icon: null,
    productType: null,
    projectCode: null,
    permissions: [],
    children: [],
    ...patch,
  };
}

describe('the payment jump a sub-application asks for (000 §8)', () => {
  it('leads to the purchase-payment product’s page, wherever the menu has it', () => {
    const menu = [entry({ menuCode: 'A', productType: 'ACCOUNT', link: '/child-accountSettingPortal/bindStore' }), entry({ menuCode: 'P', children: [entry({ menuCode: 'PP', productType: 'PURCHASE_PAYMENT', link: '/childUserPt/pay?menuKey=PAY' })] })];
    expect(paymentJump(menu)).toEqual({ kind: 'route', path: '/childUserPt/pay?menuKey=PAY' });
  });

  it('to its first child with a page, or to an allow-listed address', () => {
    expect(paymentJump([entry({ productType: 'PURCHASE_PAYMENT', children: [entry({ link: '/childUserPt/pay' })] })])).toEqual({ kind: 'route', path: '/childUserPt/pay' });
    expect(paymentJump([entry({ productType: 'PURCHASE_PAYMENT', externalUrl: 'https://pay.example.com/' })])).toEqual({ kind: 'external', url: 'https://pay.example.com/' });
  });

  it('cannot be built without a payment product, or when its link was refused: the portal alerts instead', () => {
    expect(paymentJump([])).toBeNull();
    expect(paymentJump([entry({ productType: 'ACCOUNT', link: '/child-accountSettingPortal/bindStore' })])).toBeNull();
    expect(paymentJump([entry({ productType: 'PURCHASE_PAYMENT', linkRefused: true })])).toBeNull();
  });
});
