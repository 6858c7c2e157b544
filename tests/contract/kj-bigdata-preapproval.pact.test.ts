import { afterEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { configureApiBase } from '@/shared/api';
import { preApprovalApi } from '@/pages/pre-approval/api/preApprovalApi';
import { ALL_STORES, STORE_PAGE_SIZE } from '@/pages/pre-approval/config/constants';
import { PACT_SCENE_STATE } from '@mocks/scenarios/preApproval';
import { createApiStore, pactWith } from './support/consumer';
import { JSON_RESPONSE_HEADERS, LOCALE_HEADERS } from './support/interactions';

const { eachLike, integer, like, regex, string } = MatchersV3;

/**
 * The pre-approval calls (001 §2.5, §2.6, §4, §7 "Pre-approval"; 000 §7
 * getTokenByEnterpriseId): the eight kj-bigdata calls in pacts/kj-portal-web-kj-bigdata.json,
 * queryList and getWebsiteUrl merged into pacts/kj-portal-web-kj-tools.json. Each call's
 * success, and the refusals whose message the portal shows.
 */
const bigdata = pactWith('kj-bigdata');
const tools = pactWith('kj-tools');

const NEW = 'user demo.pre.new is signed in with enterprise 20051 chosen, nothing connected';
const PARTIAL = 'user demo.pre.partial is signed in with enterprise 20053 chosen, one store without files';
const APPLY = 'user demo.pre.apply is signed in with enterprise 20055 chosen, no company details';
const WAITING = 'user demo.pre.new has an authorisation for marketplace US waiting';

const OK = { code: '200' };
const REFUSED = (msg: string) => ({ code: regex('^(?!200$)\\d+$', '30013'), msg: string(msg) });
const api = preApprovalApi.endpoints;

/*
 * batchUpload has no interaction here: the Pact core (16.5) checks each text part of a
 * multipart body given with body() against the whole body's content type, so the portal's
 * form never matches. Its request is checked against the OpenAPI document by the mock's
 * handler tests (mocks/handlers/kj-bigdata.test.ts) instead.
 */

const storeMatcher = {
  id: like('20053S001'),
  platform: regex('^(Amazon SC|JD VC|Others)$', 'Amazon SC'),
  storeName: like('A3PRE0053US001'),
  area: like('US'),
  clientName: like('Xiamen Tideway Outdoor Co., Ltd.'),
  programName: like('KJ Pre-approval'),
  docType: like('settlement_offline'),
  fileList: eachLike({ fileName: like('settlement_us_2025-01.csv') }, 0),
  status: like('AUTHORIZED'),
};

describe('kj-bigdata pre-approval, as the portal uses it', () => {
  afterEach(() => configureApiBase(null));

  it('reads the enterprise’s big-data token when a pre-approval page opens', async () => {
    await bigdata
      .addInteraction()
      .given(NEW)
      .uponReceiving('a request for the big-data token of an enterprise')
      .withRequest('GET', '/kj-bigdata/clientAuthInfo/getTokenByEnterpriseId', (request) => request.headers(LOCALE_HEADERS).query({ enterpriseId: like('20051') }))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: like('BD20051.0123456789abcdef0123456789abcdef') }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(api.getTokenByEnterpriseId.initiate('20051')).unwrap()).toBe('BD20051.0123456789abcdef0123456789abcdef');
      });
  });

  it('reads the company details, null until saved', async () => {
    await bigdata
      .addInteraction()
      .given(APPLY)
      .uponReceiving('a request for the pre-approval company details never saved')
      .withRequest('POST', '/kj-bigdata/preApproval/getCorpInfo', (request) => request.headers(LOCALE_HEADERS).jsonBody({ enterpriseId: like('20055') }))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: { enterpriseId: like('20055'), companyNameCn: like('杭州丝路服饰有限公司'), monthlySales: null, businessScope: null } }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(api.getCorpInfo.initiate('20055')).unwrap()).toEqual({
          enterpriseId: '20055', companyNameCn: '杭州丝路服饰有限公司', monthlySales: null, businessScope: null,
        });
      });
  });

  it('saves monthly sales and business scope', async () => {
    await bigdata
      .addInteraction()
      .given(APPLY)
      .uponReceiving('the pre-approval company details with codes of both enumerations')
      .withRequest('POST', '/kj-bigdata/preApproval/updateByEnterpriseId', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ enterpriseId: like('20055'), monthlySales: like('MS03'), businessScope: like('BS02') }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(OK))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore().dispatch(api.updateCorpInfo.initiate({ enterpriseId: '20055', monthlySales: 'MS03', businessScope: 'BS02' })).unwrap();
      });
  });

  it('a monthly sales code that is not a choice is refused with the message', async () => {
    await bigdata
      .addInteraction()
      .given(APPLY)
      .uponReceiving('the pre-approval company details with an unknown monthly sales code')
      .withRequest('POST', '/kj-bigdata/preApproval/updateByEnterpriseId', (request) =>
        request.headers({ 'Accept-Language': 'en-US' }).jsonBody({ enterpriseId: like('20055'), monthlySales: 'MS99', businessScope: like('BS02') }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(REFUSED('The monthly sales is not one of the choices.')))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await expect(
          createApiStore().dispatch(api.updateCorpInfo.initiate({ enterpriseId: '20055', monthlySales: 'MS99', businessScope: 'BS02' })).unwrap(),
        ).rejects.toMatchObject({ code: '30013', message: 'The monthly sales is not one of the choices.' });
      });
  });

  it('pages the authorised stores, 10 per page', async () => {
    await bigdata
      .addInteraction()
      .given(PARTIAL)
      .uponReceiving('a request for the first page of the authorised stores')
      .withRequest('POST', '/kj-bigdata/enterpriseAccess/pageAuthorizedStores', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ current: 1, size: STORE_PAGE_SIZE }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: { records: eachLike(storeMatcher, 1), total: integer(11), current: 1, size: STORE_PAGE_SIZE } }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const page = await createApiStore().dispatch(api.pageAuthorizedStores.initiate({ current: 1, size: STORE_PAGE_SIZE })).unwrap();
        expect(page.total).toBe(11);
        expect(page.records[0]).toMatchObject({ platform: 'Amazon SC', storeName: 'A3PRE0053US001' });
      });
  });

  it('reads every store at once for the stage choice', async () => {
    await bigdata
      .addInteraction()
      .given(NEW)
      .uponReceiving('a request for every authorised store of an enterprise without any')
      .withRequest('POST', '/kj-bigdata/enterpriseAccess/pageAuthorizedStores', (request) => request.headers(LOCALE_HEADERS).jsonBody({ ...ALL_STORES }))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: { records: [], total: 0, current: 1, size: 100 } }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(api.pageAuthorizedStores.initiate(ALL_STORES)).unwrap()).toEqual({ records: [], total: 0 });
      });
  });

  it('starts an authorisation for a marketplace: a link and the sceneState to poll', async () => {
    await bigdata
      .addInteraction()
      .given(NEW)
      .uponReceiving('an authorisation of the global marketplace for one marketplace')
      .withRequest('POST', '/kj-bigdata/enterpriseAccess/bindEnterpriseAccess', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ type: 'amazon', marketplace: like('US'), source: 'SELF_REGISTRATION' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: { link: like('./demo-files/store-authorisation.html?platform=amazon&sceneState=SCENE0123456789ABCDEF01234567'), sceneState: like('SCENE0123456789ABCDEF01234567') },
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const binding = await createApiStore().dispatch(api.bindEnterpriseAccess.initiate({ type: 'amazon', marketplace: 'US' })).unwrap();
        expect(binding.sceneState).toBe('SCENE0123456789ABCDEF01234567');
      });
  });

  it('connects Others at once: no link, no session', async () => {
    await bigdata
      .addInteraction()
      .given(NEW)
      .uponReceiving('a connection of another platform')
      .withRequest('POST', '/kj-bigdata/enterpriseAccess/bindEnterpriseAccess', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ type: 'Others', source: 'SELF_REGISTRATION' }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: { link: null, sceneState: null } }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(api.bindEnterpriseAccess.initiate({ type: 'Others' })).unwrap()).toEqual({ link: null, sceneState: null });
      });
  });

  it('a marketplace not in the list is refused with the message', async () => {
    await bigdata
      .addInteraction()
      .given(NEW)
      .uponReceiving('an authorisation for an unknown marketplace')
      .withRequest('POST', '/kj-bigdata/enterpriseAccess/bindEnterpriseAccess', (request) =>
        request.headers({ 'Accept-Language': 'en-US' }).jsonBody({ type: 'amazon', marketplace: 'XX', source: 'SELF_REGISTRATION' }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(REFUSED('Please choose a marketplace from the list.')))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await expect(createApiStore().dispatch(api.bindEnterpriseAccess.initiate({ type: 'amazon', marketplace: 'XX' })).unwrap()).rejects.toMatchObject({
          code: '30013', message: 'Please choose a marketplace from the list.',
        });
      });
  });

  it('polls an authorisation still waiting', async () => {
    await bigdata
      .addInteraction()
      .given(WAITING)
      .uponReceiving('a status poll of an authorisation the seller has not finished')
      .withRequest('POST', '/kj-bigdata/enterpriseAccess/queryAccessStatus', (request) => request.headers(LOCALE_HEADERS).jsonBody({ sceneState: like(PACT_SCENE_STATE) }))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: { authStatus: regex('^[0-9]+$', '1') } }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(api.queryAccessStatus.initiate(PACT_SCENE_STATE)).unwrap()).toEqual({ authStatus: '1' });
      });
  });

  it('an unknown authorisation is refused with the message (the dialog shows it)', async () => {
    await bigdata
      .addInteraction()
      .given(NEW)
      .uponReceiving('a status poll of an unknown authorisation')
      .withRequest('POST', '/kj-bigdata/enterpriseAccess/queryAccessStatus', (request) => request.headers({ 'Accept-Language': 'en-US' }).jsonBody({ sceneState: 'SCENE-UNKNOWN' }))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody(REFUSED('This authorisation is unknown or has ended. Please start again.')),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await expect(createApiStore().dispatch(api.queryAccessStatus.initiate('SCENE-UNKNOWN')).unwrap()).rejects.toMatchObject({
          code: '30013', message: 'This authorisation is unknown or has ended. Please start again.',
        });
      });
  });

  it('lists the marketplaces by region with their flags', async () => {
    await bigdata
      .addInteraction()
      .given(NEW)
      .uponReceiving('a request for the marketplaces of the global marketplace')
      .withRequest('POST', '/kj-bigdata/enterpriseAccess/listMarketplaceRegion', (request) => request.headers(LOCALE_HEADERS).jsonBody({ sceneType: 'AMAZON' }))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: eachLike({
            regionCn: like('北美'),
            regionEn: like('North America'),
            regions: eachLike({ marketplaceCode: like('US'), marketplaceCn: like('美国'), marketplaceEn: like('United States'), fileLink: like('./demo-files/flags/us.svg') }),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const [region] = await createApiStore().dispatch(api.listMarketplaceRegion.initiate()).unwrap();
        expect(region?.regions?.[0]).toMatchObject({ marketplaceCode: 'US', fileLink: './demo-files/flags/us.svg' });
      });
  });
});

describe('kj-tools for pre-approval, as the portal uses it', () => {
  afterEach(() => configureApiBase(null));

  it('lists an enumeration with the Chinese and English names', async () => {
    await tools
      .addInteraction()
      .given(APPLY)
      .uponReceiving('a request for the items of MonthlySalesEnum')
      .withRequest('POST', '/kj-tools/enumType/queryList', (request) => request.headers(LOCALE_HEADERS).jsonBody({ enumType: 'MonthlySalesEnum' }))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: eachLike({ code: like('MS01'), name: like('5 万美元以下'), nameEn: like('Under USD 50,000'), value: like('MS01') }) }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const [first] = await createApiStore().dispatch(api.queryEnumList.initiate('MonthlySalesEnum')).unwrap();
        expect(first).toEqual({ code: 'MS01', name: '5 万美元以下', nameEn: 'Under USD 50,000', value: 'MS01' });
      });
  });

  it('reads the vendor plugin’s download url', async () => {
    await tools
      .addInteraction()
      .uponReceiving('a request for the configured url of the vendor platform plugin')
      .withRequest('POST', '/kj-tools/configuration/getWebsiteUrl', (request) => request.headers(LOCALE_HEADERS).jsonBody(['jdvcPluginUrl']))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: { jdvcPluginUrl: like('./demo-files/jdvc-settlement-plugin.zip') } }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(api.getWebsiteUrl.initiate(['jdvcPluginUrl'])).unwrap()).toEqual({ jdvcPluginUrl: './demo-files/jdvc-settlement-plugin.zip' });
      });
  });
});
