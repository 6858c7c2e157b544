import { afterEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { noticeApi } from '@/pages/shell/api/noticeApi';
import { configureApiBase, createApiStore, pactWith } from './support/consumer';
import { noticeNotClosed, signedInChose } from './support/states';
import { JSON_RESPONSE_HEADERS, LOCALE_HEADERS } from './support/interactions';

const { equal, like } = MatchersV3;

const provider = pactWith('kj-sys');

const ONE_TRADE = signedInChose('demo.one', '20001');
const NOTICE_OPEN = noticeNotClosed('20001');

describe('kj-sys (shell top notice), as the portal uses it', () => {
  afterEach(() => configureApiBase(null));

  it('asks whether to show the top notice', async () => {
    await provider
      .addInteraction()
      .given(...ONE_TRADE)
      .given(...NOTICE_OPEN)
      .uponReceiving('a request whether to show the top notice')
      .withRequest('POST', '/kj-sys/user/whetherShowNotice', (request) => request.headers(LOCALE_HEADERS))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: { show: equal(true), content: like('系统维护通知'), contentEn: like('Maintenance notice') },
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const notice = await createApiStore().dispatch(noticeApi.endpoints.whetherShowNotice.initiate()).unwrap();
        expect(notice).toEqual({ show: true, content: '系统维护通知', contentEn: 'Maintenance notice' });
      });
  });

  it('closes the top notice', async () => {
    await provider
      .addInteraction()
      .given(...ONE_TRADE)
      .given(...NOTICE_OPEN)
      .uponReceiving('a request to close the top notice')
      .withRequest('POST', '/kj-sys/user/notice/close', (request) => request.headers(LOCALE_HEADERS))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200' }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore().dispatch(noticeApi.endpoints.closeNotice.initiate()).unwrap();
      });
  });
});
