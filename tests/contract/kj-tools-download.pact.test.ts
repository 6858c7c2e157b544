import { afterEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { downloadTaskApi } from '@/pages/shell/api/downloadTaskApi';
import { configureApiBase, createApiStore, pactWith } from './support/consumer';
import { finishedTask, hasDownloadTasks, signedInChose } from './support/states';
import { JSON_RESPONSE_HEADERS, LOCALE_HEADERS, dictJson } from './support/interactions';

const { arrayContaining, integer, like, regex } = MatchersV3;

const provider = pactWith('kj-tools');

/** demo.one with One Trade 20001 chosen: 23 download tasks, 900103 finished and not downloaded. */
const ONE_TRADE = signedInChose('demo.one', '20001');
const TASKS_STATE = hasDownloadTasks('20001');
const FINISHED_STATE = finishedTask('900103', '台账明细_2026年10月.csv');
const DATE_TIME = regex('^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', '2026-11-22 08:00:00');

describe('kj-tools download tasks, as the download popover uses them (001 §2.8)', () => {
  afterEach(() => configureApiBase(null));

  it('asks for the first page of 10 download tasks', async () => {
    await provider
      .addInteraction()
      .given(...ONE_TRADE)
      .given(...TASKS_STATE)
      .uponReceiving('a request for the first page of the user’s download tasks')
      .withRequest('POST', '/kj-tools/kjLedgerDownloadInfo/getCurrentUserDownLoadTasks', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ current: 1, size: 10 }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: {
            // The page holds a finished task with a file and a failed one with its reason.
            records: arrayContaining(
              {
                id: like('900103'),
                fileName: like('台账明细_2026年10月.csv'),
                status: dictJson('SUCCESS', 'Succeeded'),
                statusKey: regex('^(SUCCESS|PACKED)$', 'SUCCESS'),
                statusDisplay: like('Succeeded'),
                isDownload: regex('^(YES|NO)$', 'NO'),
                createTime: DATE_TIME,
              },
              {
                id: like('900104'),
                fileName: like('Settlement statement 2026-10.csv'),
                status: dictJson('FAILED', 'Failed'),
                statusKey: 'FAILED',
                errorMsgShow: like('Export timed out'),
                isDownload: regex('^(YES|NO)$', 'NO'),
                createTime: DATE_TIME,
              },
            ),
            total: integer(23),
            current: integer(1),
            size: integer(10),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const result = await createApiStore().dispatch(downloadTaskApi.endpoints.getDownloadTasks.initiate()).unwrap();
        expect(result.pages[0]?.total).toBe(23);
        expect(result.pages[0]?.records?.map((task) => task.statusKey)).toEqual(['SUCCESS', 'FAILED']);
      });
  });

  it('marks one task downloaded after saving its file', async () => {
    await provider
      .addInteraction()
      .given(...ONE_TRADE)
      .given(...FINISHED_STATE)
      .uponReceiving('a request to mark one download task downloaded')
      .withRequest('POST', '/kj-tools/kjLedgerDownloadInfo/markDownloaded', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ id: like('900103') }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200' }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore().dispatch(downloadTaskApi.endpoints.markDownloaded.initiate({ id: '900103' })).unwrap();
      });
  });

  it('marks all tasks downloaded', async () => {
    await provider
      .addInteraction()
      .given(...ONE_TRADE)
      .given(...TASKS_STATE)
      .uponReceiving('a request to mark all download tasks downloaded')
      .withRequest('POST', '/kj-tools/kjLedgerDownloadInfo/markDownloaded', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ markAllDownloaded: true }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200' }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore().dispatch(downloadTaskApi.endpoints.markDownloaded.initiate({ markAllDownloaded: true })).unwrap();
      });
  });
});
