import { afterEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { contractApi } from '@/entities/contract';
import { configureApiBase, createApiStore, pactWith } from './support/consumer';
import { digipoSigned, digipoWaiting, digipoWithCa, platformWaiting, signedCopyUploaded, signedInChose } from './support/states';
import { JSON_RESPONSE_HEADERS, LOCALE_HEADERS, REFUSED } from './support/interactions';

const { like } = MatchersV3;

/**
 * The contract screen (/contract, 000 §2 "Contract screen", §4 "DIGIPO contract screen",
 * §7 "Contracts"): the platform service contract and its status, the CA-certified contract,
 * signing both kinds, a refused sign, and the DIGIPO contract gone from routing once signed.
 * Merged into pacts/kj-portal-web-kj-contract.json with the other kj-contract interactions.
 */
const provider = pactWith('kj-contract');

/** Zeta Digipo 20016 (demo.many): its platform service contract 420016 waits, with no CA-certified contract. */
const ZETA_USER = signedInChose('demo.many', '20016');
const ZETA = platformWaiting('20016', '420016', 'MEDIAP20016');
/** demo.digipo's 20009: its DIGIPO service contract waits, with a CA-certified contract. */
const DIGIPO_USER = signedInChose('demo.digipo', '20009');
const DIGIPO_WAITING = digipoWaiting('20009', 'MEDIA20009');
const DIGIPO_CA = digipoWithCa('20009');

const OK = { code: '200' };

describe('kj-contract: the contract screen', () => {
  afterEach(() => configureApiBase(null));

  it('reads the platform service contract with its contractStatus and id', async () => {
    await provider
      .addInteraction()
      .given(...ZETA_USER)
      .given(...ZETA)
      .uponReceiving('a request for the platform service contract of the chosen enterprise')
      .withRequest('POST', '/kj-contract/contractInfo/getPlatformServiceContractClient', (request) => request.headers(LOCALE_HEADERS))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          // The screen signs by the id and reads whether it still waits (000 §7), and signs it as
          // the platform contract only when the type is the page's: both pinned.
          data: { id: like('420016'), contractStatus: 'WAIT_SIGN', contractType: 'PLATFORM_SERVICE', mediaId: like('MEDIAP20016') },
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const contract = await createApiStore().dispatch(contractApi.endpoints.getPlatformServiceContract.initiate()).unwrap();
        expect(contract).toMatchObject({ id: '420016', contractStatus: 'WAIT_SIGN', mediaId: 'MEDIAP20016' });
      });
  });

  it('reads the CA-certified contract that applies (the screen shows its checkbox)', async () => {
    await provider
      .addInteraction()
      .given(...DIGIPO_USER)
      .given(...DIGIPO_WAITING)
      .given(...DIGIPO_CA)
      .uponReceiving('a request for the CA-certified contract of the chosen enterprise')
      .withRequest('POST', '/kj-contract/contractInfo/getCfcaContractClient', (request) => request.headers(LOCALE_HEADERS))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: { id: like('520009'), contractStatus: 'WAIT_SIGN' } }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const contract = await createApiStore().dispatch(contractApi.endpoints.getCfcaContract.initiate()).unwrap();
        expect(contract).toMatchObject({ id: '520009', contractStatus: 'WAIT_SIGN' });
      });
  });

  it('reads no CA-certified contract where none applies', async () => {
    await provider
      .addInteraction()
      .given(...ZETA_USER)
      .given(...ZETA)
      .uponReceiving('a request for the CA-certified contract of an enterprise without one')
      .withRequest('POST', '/kj-contract/contractInfo/getCfcaContractClient', (request) => request.headers(LOCALE_HEADERS))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: null }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(contractApi.endpoints.getCfcaContract.initiate()).unwrap()).toBeNull();
      });
  });

  it('signs the DIGIPO service contract with its contract type once the signed copy is uploaded', async () => {
    await provider
      .addInteraction()
      .given(...DIGIPO_USER)
      .given(...DIGIPO_WAITING)
      .given(...DIGIPO_CA)
      .given(...signedCopyUploaded('MEDIA20009', '900301'))
      .uponReceiving('a request to sign the DIGIPO service contract')
      .withRequest('POST', '/kj-contract/contractInfo/signDigipoContract', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ contractType: like('DIGIPO_SERVICE') }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(OK))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore().dispatch(contractApi.endpoints.signDigipoContract.initiate({ contractType: 'DIGIPO_SERVICE' })).unwrap();
      });
  });

  it('is refused signing the DIGIPO service contract before the signed copy is uploaded', async () => {
    await provider
      .addInteraction()
      .given(...DIGIPO_USER)
      .given(...DIGIPO_WAITING)
      .given(...DIGIPO_CA)
      .uponReceiving('a request to sign the DIGIPO service contract without its signed copy')
      .withRequest('POST', '/kj-contract/contractInfo/signDigipoContract', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ contractType: like('DIGIPO_SERVICE') }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(REFUSED('Please upload the signed contract first.')))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const sign = createApiStore().dispatch(contractApi.endpoints.signDigipoContract.initiate({ contractType: 'DIGIPO_SERVICE' }));
        await expect(sign.unwrap()).rejects.toMatchObject({ code: '30013', message: 'Please upload the signed contract first.' });
      });
  });

  it('signs the platform service contract by its id once the signed copy is uploaded', async () => {
    await provider
      .addInteraction()
      .given(...ZETA_USER)
      .given(...ZETA)
      .given(...signedCopyUploaded('MEDIAP20016', '900302'))
      .uponReceiving('a request to sign the platform service contract by its id')
      .withRequest('POST', '/kj-contract/contractInfo/signContract', (request) => request.headers(LOCALE_HEADERS).query({ id: '420016' }))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(OK))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore().dispatch(contractApi.endpoints.signContract.initiate('420016')).unwrap();
      });
  });

  it('finds no DIGIPO service contract to route to once it is signed (000 §4 "ENDURANCE")', async () => {
    await provider
      .addInteraction()
      .given(...DIGIPO_USER)
      .given(...digipoSigned('20009'))
      .uponReceiving('a request for the DIGIPO service contract of an enterprise that signed it')
      .withRequest('POST', '/kj-contract/contractInfo/getDigipoServiceContractClient', (request) => request.headers(LOCALE_HEADERS))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: null }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(contractApi.endpoints.getDigipoServiceContract.initiate()).unwrap()).toBeNull();
      });
  });
});
