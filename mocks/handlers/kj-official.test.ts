import { describe, expect, it } from '@rstest/core';
import { get } from '../testing/client';

describe('kj-official: product redirect', () => {
  it('sends MARKET + buy to the marketplace cart, and nowhere else', async () => {
    expect(await get('/kj-official/potentialCust/redirect', { productType: 'MARKET', scenario: 'buy' })).toMatchObject({
      code: '200',
      data: '/child-marketplacePortal/buyCar',
    });
    expect((await get('/kj-official/potentialCust/redirect', { productType: 'MARKET', scenario: 'sell' })).data).toBeNull();
    expect((await get('/kj-official/potentialCust/redirect', { productType: 'IDD', scenario: 'buy' })).data).toBeNull();
  });
});
