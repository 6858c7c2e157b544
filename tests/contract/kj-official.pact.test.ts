import { afterEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { enterpriseApi } from '@/entities/enterprise';
import { configureApiBase, createApiStore, pactWith } from './support/consumer';
import { redirectConfigured } from './support/states';
import { JSON_RESPONSE_HEADERS, LOCALE_HEADERS } from './support/interactions';

const { like } = MatchersV3;

const provider = pactWith('kj-official');

describe('kj-official, as the portal uses it', () => {
  afterEach(() => configureApiBase(null));

  it('asks where a visitor for a product and scenario goes', async () => {
    await provider
      .addInteraction()
      .given(...redirectConfigured('MARKET', 'buy', '/child-marketplacePortal/buyCar'))
      .uponReceiving('a request for the redirect of MARKET and buy')
      .withRequest('GET', '/kj-official/potentialCust/redirect', (request) =>
        request.headers(LOCALE_HEADERS).query({ productType: like('MARKET'), scenario: like('buy') }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: like('/child-marketplacePortal/buyCar') }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const target = await createApiStore()
          .dispatch(enterpriseApi.endpoints.getProductRedirect.initiate({ productType: 'MARKET', scenario: 'buy' }))
          .unwrap();
        expect(target).toBe('/child-marketplacePortal/buyCar');
      });
  });
});
