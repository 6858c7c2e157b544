import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { submissionApi } from '@/pages/company-kyc/api/submissionApi';
import { configureApiBase, createApiStore, pactWith } from './support/consumer';
import { signedInOf } from './support/states';
import { JSON_RESPONSE_HEADERS, LOCALE_HEADERS } from './support/interactions';

const { like } = MatchersV3;

const provider = pactWith('kj-kyc');
/** A fixed boundary for the recorded example, so re-runs leave the pact file unchanged (the request's own boundary is random). */
const BOUNDARY = 'kj-portal-web-contract-test';
const SAMPLE_PDF = fileURLToPath(new URL('./fixtures/signed_contract.pdf', import.meta.url));

describe('kj-kyc: the signed copy of step 6 (001 §7 "Signing and files")', () => {
  afterEach(() => configureApiBase(null));

  it('uploads the signed contract for the enterprise (multipart field file) and gets its id and path', async () => {
    await provider
      .addInteraction()
      .given(...signedInOf('demo.one', '20001'))
      .uponReceiving('the signed authorisation contract uploaded for an enterprise')
      .withRequest('POST', '/kj-kyc/enterprise/uploadFile', (request) =>
        request.headers(LOCALE_HEADERS).query({ enterpriseId: '20001' }).multipartBody('application/pdf', SAMPLE_PDF, 'file', BOUNDARY),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: { id: like('900201'), path: like('/kj-media/media/opera/downloadFileById?fileId=900201'), fileName: like('signed.pdf') } }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const file = new File([readFileSync(SAMPLE_PDF)], 'signed.pdf', { type: 'application/pdf' });
        const stored = await createApiStore()
          .dispatch(submissionApi.endpoints.uploadSignedFile.initiate({ enterpriseId: '20001', file, onProgress: () => undefined }, { track: false }))
          .unwrap();
        expect(stored).toMatchObject({ id: '900201', fileName: 'signed.pdf' });
      });
  });
});
