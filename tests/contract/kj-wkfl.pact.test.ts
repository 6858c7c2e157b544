import { afterEach, describe, it } from '@rstest/core';
import { submissionApi } from '@/pages/company-kyc/api/submissionApi';
import { configureApiBase, createApiStore, pactWith } from './support/consumer';
import { signedAuthContractUploaded, signedInOf, toVerify } from './support/states';
import { JSON_RESPONSE_HEADERS, LOCALE_HEADERS } from './support/interactions';

const provider = pactWith('kj-wkfl');

describe('kj-wkfl: the KYC submission (001 §2.1 step 6, §4)', () => {
  afterEach(() => configureApiBase(null));

  it('claims and completes the enterprise’s task once a signed contract is stored', async () => {
    await provider
      .addInteraction()
      .given(...signedInOf('demo.one', '20001'))
      .given(...toVerify('20001'))
      .given(...signedAuthContractUploaded('20001', '900201'))
      .uponReceiving('a request to claim and complete the KYC task of an enterprise')
      .withRequest('POST', '/kj-wkfl/wkfl/claimAndCompleteTaskByBusId', (request) => request.headers(LOCALE_HEADERS).query({ busId: '20001' }))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200' }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore().dispatch(submissionApi.endpoints.claimAndCompleteTask.initiate('20001')).unwrap();
      });
  });
});
