import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { dictionaryApi } from '@/entities/dictionary';
import { authApi } from '@/entities/session';
import { enterpriseApi } from '@/entities/enterprise';
import { registerApi } from '@/pages/login/api/registerApi';
import { localeInitialised } from '@/shared/i18n';
import { CONTRACT_KEY_PAIR } from './support/contractKeyPair';
import { configureApiBase, createApiStore, pactWith } from './support/consumer';
import { contactDetails, dictionariesExist, hasKeyPair, signedIn, signedInOf } from './support/states';
import { JSON_RESPONSE_HEADERS, LOCALE_HEADERS } from './support/interactions';

const { like, regex, string } = MatchersV3;

const provider = pactWith('kj-web');

/** A dictionary value: the JSON text of an item array (000 §3). */
const jsonList = (items: object[]) => regex('^\\s*\\[[\\s\\S]*\\]\\s*$', JSON.stringify(items));

describe('kj-web, as the portal uses it', () => {
  beforeEach(() => {
    // The endpoint answers from its session-storage cache when it can.
    sessionStorage.clear();
  });
  afterEach(() => {
    configureApiBase(null);
    localeInitialised('en');
  });

  it('loads all dictionaries in the language of the request', async () => {
    await provider
      .addInteraction()
      .given(...dictionariesExist())
      .uponReceiving('a request for all dictionaries in Chinese')
      .withRequest('POST', '/kj-web/dict/getAllDictList', (request) =>
        request.headers({ 'Accept-Language': 'zh-CN' }),
      )
      .willRespondWith(200, (response) =>
        response.headers({ 'Content-Type': regex('^application/json', 'application/json') }).jsonBody({
          code: '200',
          msg: string('success'),
          data: {
            ENTERPRISE_STATUS: jsonList([
              { displayName: '待提交', dictCode: 'ENTERPRISE_STATUS', dictKey: '1', dictParam: 'INIT' },
            ]),
            // Some lists spell the name `dispalyName` (000 §3); the portal copes.
            PRODUCT_STATUS: jsonList([
              { dispalyName: '已开通', dictCode: 'PRODUCT_STATUS', dictKey: '3', dictParam: 'ACTIVATED' },
            ]),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        localeInitialised('zh');
        const store = createApiStore();
        const dictionaries = await store.dispatch(dictionaryApi.endpoints.getDictionaries.initiate()).unwrap();
        expect(dictionaries.ENTERPRISE_STATUS).toEqual([
          { displayName: '待提交', dictCode: 'ENTERPRISE_STATUS', dictKey: '1', dictParam: 'INIT' },
        ]);
        expect(dictionaries.PRODUCT_STATUS?.[0]).toMatchObject({ displayName: '已开通', dictParam: 'ACTIVATED' });
      });
  });

  it('fetches the registration public key and its serial', async () => {
    await provider
      .addInteraction()
      .given(...hasKeyPair())
      .uponReceiving('a request for the registration public key')
      .withRequest('POST', '/kj-web/public/getPublicKey', (request) =>
        request.headers(LOCALE_HEADERS).query({ channel: 'account' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: {
            publicKey: regex('^[A-Za-z0-9+/]{100,}={0,2}$', CONTRACT_KEY_PAIR.publicKey),
            serialNo: like(CONTRACT_KEY_PAIR.serialNo),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const key = await createApiStore().dispatch(registerApi.endpoints.getEnrollPublicKey.initiate('account')).unwrap();
        expect(key).toEqual({ publicKey: CONTRACT_KEY_PAIR.publicKey, serialNo: CONTRACT_KEY_PAIR.serialNo });
      });
  });

  it('sets the chosen enterprise as the organisation context', async () => {
    await provider
      .addInteraction()
      .given(...signedInOf('demo.many', '20011'))
      .uponReceiving('a request to set the organisation to one of the user’s enterprises')
      .withRequest('GET', '/kj-web/sys/setOrgId', (request) => request.headers(LOCALE_HEADERS).query({ orgId: like('20011') }))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200' }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore().dispatch(enterpriseApi.endpoints.setOrganisation.initiate('20011')).unwrap();
      });
  });

  it('reads the current user, with the two names the portal orders by language', async () => {
    await provider
      .addInteraction()
      .given(...signedIn('demo.one'))
      .given(...contactDetails({ firstName: '静', lastName: '陈', email: 'one@demo.kj', phone: '13800010001' }))
      .uponReceiving('a request for the current user')
      .withRequest('POST', '/kj-web/sys/getCurSysUser', (request) => request.headers(LOCALE_HEADERS))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: { id: like('10001'), loginName: like('demo.one'), name: like('陈静'), firstName: like('静'), lastName: like('陈'), email: like('one@demo.kj') },
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const user = await createApiStore().dispatch(authApi.endpoints.getCurrentUser.initiate()).unwrap();
        expect(user).toEqual({ id: '10001', loginName: 'demo.one', name: '陈静', firstName: '静', lastName: '陈', email: 'one@demo.kj' });
      });
  });
});
