import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { configureApiBase } from '@/shared/api';
import { dictionaryApi } from '@/entities/dictionary';
import { localeInitialised } from '@/shared/i18n';
import { createApiStore, pactWith } from './support/consumer';

const { regex, string } = MatchersV3;

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
      .given('dictionaries exist')
      .uponReceiving('a request for all dictionaries in Chinese')
      .withRequest('POST', '/kj-web/dict/getAllDictList', (request) =>
        request.headers({ 'Accept-Language': 'zh-CN' }).jsonBody({}),
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
});
