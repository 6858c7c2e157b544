import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, rstest } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { submissionApi } from '@/pages/company-kyc/api/submissionApi';
import { configureApiBase, createApiStore, pactWith } from './support/consumer';
import { authContract, authContractGenerated, signedInOf } from './support/states';
import { DOWNLOAD_HEADERS, JSON_RESPONSE_HEADERS, LOCALE_HEADERS } from './support/interactions';
import { recordSavedFiles } from '@tests/support/downloads';

const { like, regex } = MatchersV3;

const provider = pactWith('kj-contract');

/** demo.one, a user of One Trade 20001, whose KYC authorisation contract is 910001 (AUTH-20001). */
const SIGNED_IN = signedInOf('demo.one', '20001');
/** Content-Disposition as the services send it: an ASCII name and the RFC 5987 one. */
const DISPOSITION = regex("^attachment;.*filename\\*=UTF-8''[A-Za-z0-9%._~!$&'()*+,;=:@-]+$", 'attachment; filename="Authorisation_contract_AUTH_20001.pdf"; filename*=UTF-8\'\'Authorisation_contract_AUTH_20001.pdf');
const SAMPLE_PDF = fileURLToPath(new URL('./fixtures/signed_contract.pdf', import.meta.url));

describe('kj-contract: the authorisation contract of step 6 (001 §2.1, §7 "Signing and files")', () => {
  afterEach(() => {
    configureApiBase(null);
    rstest.restoreAllMocks();
  });

  it('gets the enterprise’s authorisation contract id', async () => {
    await provider
      .addInteraction()
      .given(...SIGNED_IN)
      .uponReceiving('a request for the authorisation contract of an enterprise')
      .withRequest('POST', '/kj-contract/contractInfo/getAuthContract', (request) => request.headers(LOCALE_HEADERS).jsonBody({ enterpriseId: '20001' }))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: like('910001') }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(submissionApi.endpoints.getAuthContract.initiate({ enterpriseId: '20001' })).unwrap()).toBe('910001');
      });
  });

  it('generates the contract file and returns its path', async () => {
    await provider
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...authContract('20001', '910001', 'AUTH-20001'))
      .uponReceiving('a request to generate the file of an authorisation contract')
      .withRequest('POST', '/kj-contract/contractInfo/createContractFile', (request) => request.headers(LOCALE_HEADERS).query({ id: '910001' }))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: like('/contract/auth/AUTH-20001.pdf') }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(submissionApi.endpoints.createContractFile.initiate('910001')).unwrap()).toMatch(/\.pdf$/);
      });
  });

  it('downloads the generated contract, a PDF named in Content-Disposition', async () => {
    const saved = recordSavedFiles();
    await provider
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...authContractGenerated('20001', '910001', 'AUTH-20001'))
      .uponReceiving('a request for the file of an authorisation contract')
      .withRequest('POST', '/kj-contract/contractInfo/downloadContractFile', (request) => request.headers(DOWNLOAD_HEADERS).query({ id: '910001' }))
      .willRespondWith(200, (response) =>
        response
          .headers({
            'Content-Type': regex('^application/octet-stream', 'application/octet-stream'),
            'Content-Disposition': DISPOSITION,
          })
          // A PDF, matched by its detected content (the mock writes the company into it).
          .binaryFile('application/pdf', SAMPLE_PDF),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const result = await createApiStore().dispatch(submissionApi.endpoints.downloadContractFile.initiate('910001')).unwrap();
        expect(result.fileName).toBe('Authorisation_contract_AUTH_20001.pdf');
        expect(saved).toEqual(['Authorisation_contract_AUTH_20001.pdf']);
      });
  });
});
