import { afterEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { platformAgreementApi } from '@/entities/session';
import { marketCloseApi } from '@/pages/shell/api/marketCloseApi';
import { configureApiBase, createApiStore, pactWith } from './support/consumer';
import { agreementUnsigned, marketCountdown, signedIn, signedInChose } from './support/states';
import { JSON_RESPONSE_HEADERS, LOCALE_HEADERS } from './support/interactions';

const { integer, like } = MatchersV3;

const provider = pactWith('kj-idd');

const UNSIGNED_USER = signedIn('demo.agreement');

describe('kj-idd, as the portal uses it', () => {
  afterEach(() => configureApiBase(null));

  it('asks for the platform agreement still to be signed', async () => {
    await provider
      .addInteraction()
      .given(...UNSIGNED_USER)
      .given(...agreementUnsigned())
      .uponReceiving('a request for the platform agreement to sign')
      .withRequest('POST', '/kj-idd/home/queryPlatformAgreementSignStatus', (request) => request.headers(LOCALE_HEADERS))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: like('/kj-media/demo-files/platform-agreement.pdf') }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const url = await createApiStore().dispatch(platformAgreementApi.endpoints.getPlatformAgreementToSign.initiate()).unwrap();
        expect(url).toBe('/kj-media/demo-files/platform-agreement.pdf');
      });
  });

  it('signs the platform agreement', async () => {
    await provider
      .addInteraction()
      .given(...UNSIGNED_USER)
      .given(...agreementUnsigned())
      .uponReceiving('a request to sign the platform agreement')
      .withRequest('POST', '/kj-idd/home/signPlatformAgreement', (request) => request.headers(LOCALE_HEADERS))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200' }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore().dispatch(platformAgreementApi.endpoints.signPlatformAgreement.initiate()).unwrap();
      });
  });

  it('asks for the time left until the IDD market closes', async () => {
    await provider
      .addInteraction()
      .given(...signedInChose('demo.many', '20011'))
      .given(...marketCountdown('20011'))
      .uponReceiving('a request for the remaining market-close time')
      .withRequest('POST', '/kj-idd/marketSetting/getRemainingCloseTime', (request) => request.headers(LOCALE_HEADERS))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: integer(3_600_000) }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const remaining = await createApiStore().dispatch(marketCloseApi.endpoints.getRemainingCloseTime.initiate()).unwrap();
        expect(remaining).toBe(3_600_000);
      });
  });
});
