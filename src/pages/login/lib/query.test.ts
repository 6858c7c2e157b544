import { describe, expect, it } from '@rstest/core';
import { readLoginQuery } from './query';

describe('login query', () => {
  it('reads the parameters, blank ones as missing', () => {
    expect(readLoginQuery(new URLSearchParams('userName=%20a%40b.c%20&action=register&productType=MARKET&scenario=buy&channelId=&isReFlag=1'))).toEqual({
      userName: 'a@b.c',
      action: 'register',
      productType: 'MARKET',
      scenario: 'buy',
      channelId: null,
      isReFlag: '1',
      reason: null,
    });
  });

  it('reads the reason a sign-out sent the user here (inactivity, emptyMenu), and no other', () => {
    expect(readLoginQuery(new URLSearchParams('reason=inactivity&refer=%2FCommKycFile')).reason).toBe('inactivity');
    expect(readLoginQuery(new URLSearchParams('productType=MARKET&reason=emptyMenu')).reason).toBe('emptyMenu');
    expect(readLoginQuery(new URLSearchParams('reason=other')).reason).toBeNull();
  });
});
