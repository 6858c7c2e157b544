import { afterEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { contractApi } from '@/entities/contract';
import { configureApiBase, createApiStore, pactWith } from './support/consumer';
import { digipoWaiting, signedInChose } from './support/states';
import { JSON_RESPONSE_HEADERS, LOCALE_HEADERS } from './support/interactions';

const { like } = MatchersV3;

const provider = pactWith('kj-contract');

describe('kj-contract, as the portal uses it', () => {
  afterEach(() => configureApiBase(null));

  it('fetches the DIGIPO service contract of the chosen enterprise', async () => {
    await provider
      .addInteraction()
      .given(...signedInChose('demo.digipo', '20009'))
      .given(...digipoWaiting('20009', 'MEDIA20009'))
      .uponReceiving('a request for the DIGIPO service contract')
      .withRequest('POST', '/kj-contract/contractInfo/getDigipoServiceContractClient', (request) => request.headers(LOCALE_HEADERS))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          // The portal routes to /contract?mediaId&contractTypeDz with these two (000 §4); the
          // contract page acts on the type, so it is pinned.
          data: { mediaId: like('MEDIA20009'), contractType: 'DIGIPO_SERVICE' },
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const contract = await createApiStore().dispatch(contractApi.endpoints.getDigipoServiceContract.initiate()).unwrap();
        expect(contract).toMatchObject({ mediaId: 'MEDIA20009', contractType: 'DIGIPO_SERVICE' });
      });
  });
});
