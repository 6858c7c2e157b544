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
      signedOutIdle: false,
    });
  });

  it('reads the idle timeout\'s mark (reason=inactivity), and no other reason as it', () => {
    expect(readLoginQuery(new URLSearchParams('reason=inactivity&refer=%2FCommKycFile')).signedOutIdle).toBe(true);
    expect(readLoginQuery(new URLSearchParams('reason=other')).signedOutIdle).toBe(false);
  });
});
