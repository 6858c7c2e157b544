import { afterEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { menuApi } from '@/entities/menu';
import { configureApiBase, createApiStore, pactWith } from './support/consumer';
import { signedInOf } from './support/states';
import { JSON_RESPONSE_HEADERS, LOCALE_HEADERS } from './support/interactions';

const { eachLike, integer, like } = MatchersV3;

const provider = pactWith('agw-web');

describe('agw-web, as the portal uses it', () => {
  afterEach(() => configureApiBase(null));

  it('loads the menu of the chosen enterprise', async () => {
    await provider
      .addInteraction()
      .given(...signedInOf('demo.many', '20011'))
      .uponReceiving('a request for the menu of one of the user’s enterprises')
      .withRequest('POST', '/agw-web/sys/getMenuByEnterprise', (request) =>
        // Pinned: the menu channel is kj_my (000 §9).
        request.headers(LOCALE_HEADERS).jsonBody({ sysChannel: 'kj_my', enterpriseId: like('20011'), loginName: like('demo.many') }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: eachLike({
            id: like('20011004'),
            menuCode: like('MORE10000'),
            menuName: like('产品中心'),
            menuEnName: like('Product centre'),
            url: like('/main-productCenter'),
            orderNo: integer(10),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const menu = await createApiStore()
          .dispatch(menuApi.endpoints.getEnterpriseMenu.initiate({ enterpriseId: '20011', loginName: 'demo.many' }))
          .unwrap();
        expect(menu[0]).toMatchObject({ menuCode: 'MORE10000', url: '/main-productCenter' });
      });
  });
});
