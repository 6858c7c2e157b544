import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, rstest } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { downloadTaskApi } from '@/pages/shell/api/downloadTaskApi';
import { configureApiBase, createApiStore, pactWith } from './support/consumer';
import { finishedTask, hasDownloadTasks, signedInChose } from './support/states';
import { DOWNLOAD_HEADERS, JSON_RESPONSE_HEADERS, LOCALE_HEADERS } from './support/interactions';
import { recordSavedFiles } from '@tests/support/downloads';

const { eachLike, like, regex } = MatchersV3;

const provider = pactWith('tools-web');

/** demo.one with One Trade 20001 chosen: 23 download tasks, 900103 finished and not downloaded. */
const ONE_TRADE = signedInChose('demo.one', '20001');
const TASKS_STATE = hasDownloadTasks('20001');
const CHINESE_NAME = '台账明细_2026年10月.csv';
const FINISHED_STATE = finishedTask('900103', CHINESE_NAME);
const LEDGER_SAMPLE = fileURLToPath(new URL('./fixtures/ledger.csv', import.meta.url));

describe('tools-web packaging and files, as the download popover uses them (001 §2.8)', () => {
  afterEach(() => {
    configureApiBase(null);
    rstest.restoreAllMocks();
  });

  it('asks for the packaging state of the tasks not yet downloaded (badge and 3 s refresh)', async () => {
    await provider
      .addInteraction()
      .given(...ONE_TRADE)
      .given(...TASKS_STATE)
      .uponReceiving('a request for the packaging state of the user’s download tasks')
      .withRequest('POST', '/tools-web/mediaTreePakage/list', (request) => request.headers(LOCALE_HEADERS))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: eachLike({
            id: like('900101'),
            fileName: like('Receivables ledger 2026-11.csv'),
            status: regex('^(PENDING|FAILED|SUCCESS|PACKED)$', 'PENDING'),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const packages = await createApiStore().dispatch(downloadTaskApi.endpoints.listMediaTreePackages.initiate()).unwrap();
        expect(packages[0]).toMatchObject({ id: '900101', status: 'PENDING' });
      });
  });

  it('downloads a finished file, named in Content-Disposition (RFC 5987)', async () => {
    const saved = recordSavedFiles();
    await provider
      .addInteraction()
      .given(...ONE_TRADE)
      .given(...FINISHED_STATE)
      .uponReceiving('a request for the file of a finished download task')
      .withRequest('GET', '/tools-web/mediaTreePakage/mediaTreeDownload', (request) =>
        request.headers(DOWNLOAD_HEADERS).query({ id: like('900103') }),
      )
      .willRespondWith(200, (response) =>
        response.headers({
          'Content-Type': regex('^application/octet-stream', 'application/octet-stream'),
          'Content-Disposition': regex(
            "^attachment;.*filename\\*=UTF-8''[A-Za-z0-9%._~!$&'()*+,;=:@-]+$",
            `attachment; filename="${CHINESE_NAME.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(CHINESE_NAME)}`,
          ),
        })
        // A file body (the portal saves only a body that is a file, not JSON or HTML): matched
        // by its detected content, a text file such as the CSV ledger, not byte for byte
        // (the mock's ledger carries today's dates).
        .binaryFile('text/plain', LEDGER_SAMPLE),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const result = await createApiStore().dispatch(downloadTaskApi.endpoints.downloadTaskFile.initiate('900103')).unwrap();
        expect(result.fileName).toBe(CHINESE_NAME);
        expect(saved).toEqual([CHINESE_NAME]);
      });
  });
});
