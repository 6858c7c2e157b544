import { afterEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { notificationApi } from '@/pages/shell/api/notificationApi';
import { MSG_TYPE, UPD_TYPE } from '@/pages/shell/config/notifications';
import { configureApiBase, createApiStore, pactWith } from './support/consumer';
import { hasNotifications, signedInChose } from './support/states';
import { JSON_RESPONSE_HEADERS, LOCALE_HEADERS } from './support/interactions';

const { eachLike, integer, like, regex } = MatchersV3;

const provider = pactWith('kj-sys');

/** demo.one with One Trade Co. (20001): 25 messages and 12 to-dos, some unread or open. */
/** demo.one with One Trade 20001 chosen: 25 messages, 12 to-dos. */
const ONE_TRADE = signedInChose('demo.one', '20001');
const STATE = hasNotifications('20001');
const DATE_TIME = regex('^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', '2026-11-20 18:00:00');

/** The fields the drawer shows (001 §3); handleStatus only matters for to-dos. */
const item = (msgType: number, extra: Record<string, unknown> = {}) => ({
  id: like(msgType === 1 ? '2000110000' : '2000120000'),
  title: like('KYC information received #1'),
  titleCn: like('已收到 KYC 资料 #1'),
  content: like('Your company information has been received and is being reviewed.'),
  contentCn: like('您的企业资料已收到，正在审核中。'),
  priority: integer(1),
  createTime: DATE_TIME,
  readStatus: regex('^(UNREAD|READ)$', 'UNREAD'),
  msgType: integer(msgType),
  ...extra,
});

const page = (msgType: number, extra: Record<string, unknown> = {}) => ({
  code: '200',
  data: { records: eachLike(item(msgType, extra)), pages: integer(3), total: integer(25), current: integer(1), size: integer(10) },
});

describe('kj-sys notifications, as the portal uses them (001 §7 "Shell")', () => {
  afterEach(() => configureApiBase(null));

  it('lists the first page of messages', async () => {
    await provider
      .addInteraction()
      .given(...ONE_TRADE)
      .given(...STATE)
      .uponReceiving('a request for the first page of notifications of type message')
      .withRequest('POST', '/kj-sys/notification/queryNotificationList', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ current: 1, size: 10, queryCondition: { msgType: 1 } }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(page(1)))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const result = await createApiStore().dispatch(notificationApi.endpoints.queryNotificationList.initiate({ msgType: MSG_TYPE.message }));
        expect(result.data?.pages[0]?.records?.[0]).toMatchObject({ id: '2000110000', msgType: 1 });
        expect(result.hasNextPage).toBe(true);
      });
  });

  it('lists the first page of to-dos with their handle status', async () => {
    await provider
      .addInteraction()
      .given(...ONE_TRADE)
      .given(...STATE)
      .uponReceiving('a request for the first page of notifications of type to-do')
      .withRequest('POST', '/kj-sys/notification/queryNotificationList', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ current: 1, size: 10, queryCondition: { msgType: 2 } }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody(page(2, { priority: integer(2), handleStatus: regex('^(TO_DO|DONE)$', 'TO_DO') })),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const result = await createApiStore().dispatch(notificationApi.endpoints.queryNotificationList.initiate({ msgType: MSG_TYPE.todo }));
        expect(result.data?.pages[0]?.records?.[0]).toMatchObject({ handleStatus: 'TO_DO', msgType: 2 });
      });
  });

  it('fetches the counts', async () => {
    await provider
      .addInteraction()
      .given(...ONE_TRADE)
      .given(...STATE)
      .uponReceiving('a request for the notification counts')
      .withRequest('POST', '/kj-sys/notification/getNotificationcount', (request) => request.headers(LOCALE_HEADERS))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: { notificationCount: { totalCount: integer(37), unReadCount: integer(8), unHandleCount: integer(9) } },
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const counts = await createApiStore().dispatch(notificationApi.endpoints.getNotificationCount.initiate()).unwrap();
        expect(counts).toEqual({ totalCount: 37, unReadCount: 8, unHandleCount: 9 });
      });
  });

  it.each([
    ['marks one message read', { id: '2000110000', updType: UPD_TYPE.read }],
    ['marks every notification read', { id: null, updType: UPD_TYPE.allRead }],
    ['marks one to-do done', { id: '2000120000', updType: UPD_TYPE.done }],
  ] as const)('%s', async (description, body) => {
    await provider
      .addInteraction()
      .given(...ONE_TRADE)
      .given(...STATE)
      .uponReceiving(`a request that ${description} (updType ${body.updType})`)
      .withRequest('POST', '/kj-sys/notification/updateHandleStatus', (request) =>
        // Pinned: updType and a null id for "all read"; the ids are the provider's own.
        request.headers(LOCALE_HEADERS).jsonBody({ id: body.id === null ? null : like(body.id), updType: body.updType }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200' }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore().dispatch(notificationApi.endpoints.updateHandleStatus.initiate(body)).unwrap();
      });
  });

  it('fetches the undealt pushes of the user in the enterprise', async () => {
    await provider
      .addInteraction()
      .given(...ONE_TRADE)
      .given(...STATE)
      .uponReceiving('a request for the undealt pushes of demo.one in 20001')
      .withRequest('POST', '/kj-sys/notification/getPushlistUndeal', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ enterpriseId: like('20001'), userId: like('10001') }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: eachLike(item(1)) }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const pushes = await createApiStore()
          .dispatch(notificationApi.endpoints.getPushlistUndeal.initiate({ enterpriseId: '20001', userId: '10001' }))
          .unwrap();
        expect(pushes[0]).toMatchObject({ priority: 1, readStatus: 'UNREAD' });
      });
  });
});
