import { describe, expect, it } from '@rstest/core';
import { ALL_PRODUCT_TYPES } from '@/entities/enterprise';
import { otpProductTypes, readLoginQuery } from './query';

describe('login query', () => {
  it('reads the parameters, blank ones as missing', () => {
    expect(readLoginQuery(new URLSearchParams('userName=%20a%40b.c%20&action=register&productType=MARKET&scenario=buy&channelId='))).toEqual({
      userName: 'a@b.c',
      action: 'register',
      productType: 'MARKET',
      scenario: 'buy',
      channelId: null,
    });
  });

  it('asks about OTP for the URL product type, else for every product type', () => {
    expect(otpProductTypes('E_FINANCE')).toEqual(['E_FINANCE']);
    expect(otpProductTypes(null)).toEqual(ALL_PRODUCT_TYPES);
    expect(otpProductTypes('NOT_A_PRODUCT')).toEqual(ALL_PRODUCT_TYPES);
  });
});
