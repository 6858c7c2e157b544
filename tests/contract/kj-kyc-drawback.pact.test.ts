import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, rstest } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { exportDrawbackApi, type DrawbackApplication } from '@/pages/export-drawback-kyc/api/exportDrawbackApi';
import { configureApiBase, createApiStore, pactWith } from './support/consumer';
import { appliedForDrawback, drawbackChannel, signedInChose, toVerify } from './support/states';
import { DOWNLOAD_HEADERS, JSON_RESPONSE_HEADERS, LOCALE_HEADERS, REFUSED } from './support/interactions';
import { DEMO_ONE_TRADE_APPLICATION } from '@mocks/scenarios/states/drawback';
import { recordSavedFiles } from '@tests/support/downloads';

const { like, regex } = MatchersV3;

/**
 * The export-drawback onboarding's kj-kyc calls (000 §2, §3 drawbackFrom, §4, §7): the
 * prefill reads, the manager update of the association dialog, the authorisation letter and
 * the application. Merged into pacts/kj-portal-web-kj-kyc.json with the other kj-kyc
 * interactions.
 */
const provider = pactWith('kj-kyc');

/** demo.one with One Trade 20001 (INIT, export drawback to verify) chosen. */
const SIGNED_IN = signedInChose('demo.one', '20001');
const VERIFIABLE = toVerify('20001');
const APPLIED = appliedForDrawback('20001', 'EXPORT_DRAWBACK_TRADE');
const CHANNEL = drawbackChannel('20001', DEMO_ONE_TRADE_APPLICATION.channelId);

const OK = { code: '200' };
const DISPOSITION = regex(
  "^attachment;.*filename\\*=UTF-8''[A-Za-z0-9%._~!$&'()*+,;=:@-]+$",
  "attachment; filename=\"Authorisation_letter_________.pdf\"; filename*=UTF-8''Authorisation_letter_%E5%A3%B9%E5%8F%B7%E8%B4%B8%E6%98%93%E6%9C%89%E9%99%90%E5%85%AC%E5%8F%B8.pdf",
);
const SAMPLE_PDF = fileURLToPath(new URL('./fixtures/signed_contract.pdf', import.meta.url));

/** demo.one's application for its enterprise 20001, trading (channelId: the manager's remark). */
const FORM: DrawbackApplication = DEMO_ONE_TRADE_APPLICATION;
const formMatcher = {
  managerLastName: like(FORM.managerLastName),
  mangerFirstName: like(FORM.mangerFirstName),
  managerEmail: regex('^[^@\\s]+@[^@\\s]+\\.[A-Za-z]{2,}$', FORM.managerEmail),
  managerPhone: regex('^\\d{1,20}$', FORM.managerPhone),
  managerIdentNo: regex('^[A-Za-z0-9]{1,20}$', FORM.managerIdentNo),
  companyName: like(FORM.companyName),
  companyIdentCode: regex('^[A-Za-z0-9]{1,18}$', FORM.companyIdentCode),
  productType: regex('^EXPORT_DRAWBACK_(PROD|TRADE)$', FORM.productType),
  enterpriseId: like(FORM.enterpriseId),
  channelId: like(FORM.channelId),
};

const api = exportDrawbackApi.endpoints;

describe('kj-kyc export-drawback onboarding, as the portal uses it', () => {
  afterEach(() => {
    configureApiBase(null);
    rstest.restoreAllMocks();
  });

  it('reads the enterprise manager, whose remark is the channel id', async () => {
    await provider
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...VERIFIABLE)
      .given(...CHANNEL)
      .uponReceiving('a request for the enterprise manager of the drawback prefill')
      .withRequest('GET', '/kj-kyc/enterpriseContact/getEnterpriseManager', (request) => request.headers(LOCALE_HEADERS).query({ enterpriseId: like('20001') }))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: { phone: like('13800000001'), email: like('one@demo.kj'), remark: like('KJCH20001') },
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const manager = await createApiStore().dispatch(api.getEnterpriseManager.initiate('20001')).unwrap();
        expect(manager).toMatchObject({ phone: '13800000001', email: 'one@demo.kj', remark: 'KJCH20001' });
      });
  });

  it('reads the stored application of the prefill', async () => {
    await provider
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...VERIFIABLE)
      .given(...APPLIED)
      .uponReceiving('a request for the export-drawback record of an enterprise that applied')
      .withRequest('GET', '/kj-kyc/self/registration/exportRefundRecordTransition', (request) =>
        request.headers(LOCALE_HEADERS).query({ enterpriseId: like('20001') }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: formMatcher }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(api.getDrawbackRecord.initiate('20001')).unwrap()).toEqual(FORM);
      });
  });

  it('saves the manager of the association dialog, identType CREDENTIALS_ID', async () => {
    const update = { enterpriseId: '20001', id: null, sysUserId: '10001', identNo: 'E12345678', firstName: 'Wei', lastName: 'Zhang', email: 'zhang.wei@demo.kj', phone: '13900001111' };
    await provider
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...VERIFIABLE)
      .uponReceiving('a manager update of the export-drawback association dialog')
      .withRequest('POST', '/kj-kyc/eKyc/updateExportManager', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({
          enterpriseId: like('20001'),
          id: null,
          sysUserId: like('10001'),
          identType: 'CREDENTIALS_ID',
          identNo: regex('^[A-Za-z0-9]{1,20}$', update.identNo),
          firstName: like(update.firstName),
          lastName: like(update.lastName),
          email: like(update.email),
          phone: regex('^\\d{1,20}$', update.phone),
        }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(OK))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore().dispatch(api.updateExportManager.initiate({ ...update, identType: 'CREDENTIALS_ID' })).unwrap();
      });
  });

  it('downloads the authorisation letter by the Chinese company name', async () => {
    const saved = recordSavedFiles();
    await provider
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...VERIFIABLE)
      .uponReceiving('a request for the export-drawback authorisation letter of a Chinese company name')
      .withRequest('POST', '/kj-kyc/eKyc/downloadAuthLetterByCompanyNameCn', (request) =>
        request.headers(DOWNLOAD_HEADERS).query({ companyNameCn: regex('^.+$', '壹号贸易有限公司') }),
      )
      .willRespondWith(200, (response) =>
        response
          .headers({ 'Content-Type': regex('^application/octet-stream', 'application/octet-stream'), 'Content-Disposition': DISPOSITION })
          .binaryFile('application/pdf', SAMPLE_PDF),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const result = await createApiStore().dispatch(api.downloadAuthLetter.initiate('壹号贸易有限公司')).unwrap();
        expect(result.fileName).toBe('Authorisation_letter_壹号贸易有限公司.pdf');
        expect(saved).toEqual([result.fileName]);
      });
  });

  it('applies for export drawback', async () => {
    await provider
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...VERIFIABLE)
      .given(...CHANNEL)
      .uponReceiving('an export-drawback application')
      .withRequest('POST', '/kj-kyc/self/registration/applyDrawback', (request) => request.headers(LOCALE_HEADERS).jsonBody(formMatcher))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(OK))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore().dispatch(api.applyDrawback.initiate(FORM)).unwrap();
      });
  });

  it('an application already under review is refused with the message', async () => {
    await provider
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...VERIFIABLE)
      .given(...APPLIED)
      .given(...CHANNEL)
      .uponReceiving('an export-drawback application for a product already under review')
      .withRequest('POST', '/kj-kyc/self/registration/applyDrawback', (request) => request.headers(LOCALE_HEADERS).jsonBody(formMatcher))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody(REFUSED('The export drawback application is already under review.')),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await expect(createApiStore().dispatch(api.applyDrawback.initiate(FORM)).unwrap()).rejects.toMatchObject({
          code: '30013',
          message: 'The export drawback application is already under review.',
        });
      });
  });
});
