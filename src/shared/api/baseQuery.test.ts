import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { delay, http, HttpResponse } from 'msw';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { server } from '@mocks/node';
import { localeInitialised, setupI18n } from '@/shared/i18n';
import { recordNotices, type NoticeRecord } from '@tests/support/notices';
import { DOWNLOAD_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '@/shared/config';
import { portalBaseQuery, type ApiExtraOptions } from './baseQuery';
import { dataShape, type DataKind } from './dataShape';
import type { ApiEnvironment, SessionEnded } from './environment';

/** What the app was told: every ended session, in order. */
let ended: SessionEnded[];
let environment: ApiEnvironment;

function call(url: string, extraOptions: ApiExtraOptions = {}, method = 'POST') {
  const api = {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: () => undefined,
    getState: () => ({}),
    extra: environment,
    endpoint: 'test',
    type: 'query',
  } as unknown as BaseQueryApi;
  return portalBaseQuery({ url, method, body: {} }, api, extraOptions);
}

/** A test-only endpoint answering with the given body and status. */
function answer(body: unknown, init: ResponseInit = {}) {
  server.use(http.post('*/kj-test/echo', () => HttpResponse.json(body as never, init)));
}

const EN = {
  notResponding: 'The server is not responding. Please contact your administrator.',
  unavailable: 'Service is temporarily unavailable. Please try again later.',
};

let notes: NoticeRecord;

beforeEach(async () => {
  await setupI18n('en');
  localeInitialised('en');
  notes = recordNotices();
  ended = [];
  environment = { sessionEnded: (session) => ended.push(session) };
});

afterEach(() => {
  rs.useRealTimers();
});

describe('response handling (000 §8)', () => {
  it('resolves with the envelope when code is "200"', async () => {
    answer({ code: '200', msg: 'ok', data: { a: 1 } });
    const result = await call('/kj-test/echo');
    expect(result).toEqual({ data: { code: '200', msg: 'ok', data: { a: 1 } } });
    expect(notes.error).toEqual([]);
  });

  it('reads the code from httpCode when code is absent', async () => {
    answer({ httpCode: '200', data: 5 });
    const result = await call('/kj-test/echo');
    expect(result.data).toMatchObject({ data: 5 });
  });

  it('rejects other codes and toasts message (preferred over msg)', async () => {
    answer({ code: '500', message: 'Boom', msg: 'ignored' });
    const result = await call('/kj-test/echo');
    expect(result.error).toMatchObject({ code: '500', message: 'Boom' });
    expect(notes.error).toEqual(['Boom']);
  });

  it('falls back to msg when message is absent', async () => {
    answer({ code: '40001', msg: 'Bad input' });
    const result = await call('/kj-test/echo');
    expect(result.error?.message).toBe('Bad input');
  });

  it('shows no toast when the endpoint handles errors itself', async () => {
    answer({ code: '40001', msg: 'Bad input' });
    const result = await call('/kj-test/echo', { handlesErrors: true });
    expect(result.error?.message).toBe('Bad input');
    expect(notes.error).toEqual([]);
  });

  it('uses the not-responding text when the response has no message', async () => {
    answer({ code: '500' });
    const result = await call('/kj-test/echo');
    expect(result.error?.message).toBe(EN.notResponding);
    expect(notes.error).toEqual([EN.notResponding]);
  });

  it('uses the temporarily-unavailable text for an empty message', async () => {
    answer({ code: '30001', message: '' });
    expect((await call('/kj-test/echo')).error?.message).toBe(EN.unavailable);
  });

  it('uses the temporarily-unavailable text for HTTP 503', async () => {
    server.use(http.post('*/kj-test/echo', () => new HttpResponse('down', { status: 503 })));
    const result = await call('/kj-test/echo');
    expect(result.error).toMatchObject({ status: 503, message: EN.unavailable });
    expect(notes.error).toEqual([EN.unavailable]);
  });

  it('uses the not-responding text when the network fails', async () => {
    server.use(http.post('*/kj-test/echo', () => HttpResponse.error()));
    const result = await call('/kj-test/echo');
    expect(result.error).toMatchObject({ code: 'NETWORK', message: EN.notResponding });
  });

  it('sends Accept-Language for the current locale', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.post('*/kj-test/echo', ({ request }) => {
        seen.push(request.headers.get('accept-language'));
        return HttpResponse.json({ code: '200' });
      }),
    );
    await call('/kj-test/echo');
    localeInitialised('zh');
    await call('/kj-test/echo');
    expect(seen).toEqual(['en-US', 'zh-CN']);
  });
});

describe('an ended session is the app\'s to tell (000 §8 "Session expiry")', () => {
  it.each(['01100', '10900'])('code %s is reported to the app, with no toast', async (code) => {
    answer({ code, msg: 'expired' });
    const result = await call('/kj-test/echo');
    expect(result.error?.code).toBe(code);
    expect(ended).toEqual([{ code, message: 'expired' }]);
    expect(notes.all).toEqual([]);
  });

  it('830005 is reported with the server\'s message, even for an endpoint that handles its errors', async () => {
    answer({ code: '830005', msg: 'Logged in elsewhere' });
    const result = await call('/kj-test/echo', { handlesErrors: true });
    expect(result.error?.code).toBe('830005');
    expect(ended).toEqual([{ code: '830005', message: 'Logged in elsewhere' }]);
    expect(notes.all).toEqual([]);
  });

  it('a redirect response is reported as an expired session', async () => {
    // 303: fetch follows it with a GET to the SSO login page (MSW refuses to replay a POST body on 302).
    server.use(http.post('*/kj-test/echo', () => new HttpResponse(null, { status: 303, headers: { Location: '/kj-test/sso-login' } })));
    server.use(http.get('*/kj-test/sso-login', () => HttpResponse.text('<html>login</html>')));
    const result = await call('/kj-test/echo');
    expect(result.error).toBeDefined();
    expect(ended).toEqual([{ code: 'REDIRECT', message: 'Your session has expired. Please log in again.' }]);
  });

  it('a store built without an environment reports nothing and shows nothing', async () => {
    environment = {};
    answer({ code: '01100', msg: 'expired' });
    expect((await call('/kj-test/echo')).error?.code).toBe('01100');
    expect(notes.all).toEqual([]);
  });

  it('calls the base the environment gives (the contract tests\' Pact mock server)', async () => {
    const seen: string[] = [];
    server.use(http.post('http://pact.test/kj-test/echo', ({ request }) => {
      seen.push(request.url);
      return HttpResponse.json({ code: '200' });
    }));
    environment = { baseUrl: 'http://pact.test/' };
    await call('/kj-test/echo');
    expect(seen).toEqual(['http://pact.test/kj-test/echo']);
  });
});

describe('time limit (000 §8 "not responding")', () => {
  async function settleAfter(url: string, options: ApiExtraOptions, limit: number) {
    rs.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    server.use(http.all(`*${url}`, async () => {
      await delay('infinite');
      return HttpResponse.json({ code: '200' });
    }));
    let settled = false;
    const pending = Promise.resolve(call(url, options)).finally(() => {
      settled = true;
    });
    await rs.advanceTimersByTimeAsync(limit - 1);
    const before = settled;
    await rs.advanceTimersByTimeAsync(1);
    return { before, result: await pending };
  }

  it('a call that never answers fails at the limit with the not-responding message', async () => {
    const { before, result } = await settleAfter('/kj-test/echo', {}, REQUEST_TIMEOUT_MS);
    expect(before).toBe(false);
    expect(result.error).toMatchObject({ code: 'TIMEOUT', message: EN.notResponding });
    expect(notes.error).toEqual([EN.notResponding]);
  });

  it('a form that shows its own errors gets the same rejection without a toast', async () => {
    const { result } = await settleAfter('/kj-test/echo', { handlesErrors: true }, REQUEST_TIMEOUT_MS);
    expect(result.error).toMatchObject({ code: 'TIMEOUT', message: EN.notResponding });
    expect(notes.error).toEqual([]);
  });

  it('a download has the longer limit', async () => {
    expect(DOWNLOAD_TIMEOUT_MS).toBeGreaterThan(REQUEST_TIMEOUT_MS);
    const { before, result } = await settleAfter('/kj-test/file', { download: true }, DOWNLOAD_TIMEOUT_MS);
    expect(before).toBe(false);
    expect(result.error).toMatchObject({ code: 'TIMEOUT', message: EN.notResponding });
  });
});

describe('data of the declared kind (000 §8: data that does not match the document is a failed call)', () => {
  const wrong: [DataKind, unknown][] = [
    ['array', 'oops'],
    ['array', { a: 1 }],
    ['object', [1]],
    ['object', 'oops'],
    ['string', 5],
    ['number', '5'],
    ['boolean', 'true'],
  ];
  it.each(wrong)('%s data answered with %j fails with the not-responding message', async (kind, data) => {
    answer({ code: '200', data });
    const result = await call('/kj-test/echo', { data: [kind] });
    expect(result.error).toMatchObject({ code: 'SHAPE', message: EN.notResponding });
    expect(notes.error).toEqual([EN.notResponding]);
  });

  it('an endpoint that handles its errors gets the rejection without a toast', async () => {
    answer({ code: '200', data: 'oops' });
    const result = await call('/kj-test/echo', { handlesErrors: true, data: ['array'] });
    expect(result.error?.code).toBe('SHAPE');
    expect(notes.error).toEqual([]);
  });

  const right: [DataKind[], unknown][] = [
    [['array'], []],
    [['object'], { a: 1 }],
    [['string'], ''],
    [['number'], 0],
    [['boolean'], false],
    [['boolean', 'object'], { show: true }],
    [['array'], null],
    [['object'], undefined],
  ];
  it.each(right)('%j data answered with %j passes (null and absence are the endpoints\' defaults)', async (kinds, data) => {
    answer({ code: '200', data });
    const result = await call('/kj-test/echo', { data: kinds });
    expect(result.error).toBeUndefined();
    expect(notes.error).toEqual([]);
  });

  it('dataShape declares the kinds it is given', () => {
    expect(dataShape<string[] | null>('array')).toEqual(['array']);
    expect(dataShape<boolean | { show: boolean }>('boolean', 'object')).toEqual(['boolean', 'object']);
  });
});

describe('downloads (000 §8)', () => {
  it('saves the file under the content-disposition name (RFC 5987 filename*)', async () => {
    const clicked: string[] = [];
    const click = rs.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    server.use(
      http.post('*/kj-test/file', () =>
        new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="fallback.pdf"; filename*=UTF-8''${encodeURIComponent('授权书 2026.pdf')}`,
          },
        }),
      ),
    );
    const result = await call('/kj-test/file', { download: true });
    expect(result.data).toEqual({ fileName: '授权书 2026.pdf', size: 4 });
    expect(clicked).toEqual(['授权书 2026.pdf']);
    click.mockRestore();
  });

  it('shows the message of a blob response that is really JSON, even for silent endpoints', async () => {
    server.use(
      http.post('*/kj-test/file', () =>
        new HttpResponse(JSON.stringify({ code: '500', msg: 'File not ready' }), {
          headers: { 'content-type': 'application/octet-stream' },
        }),
      ),
    );
    const result = await call('/kj-test/file', { download: true, handlesErrors: true });
    expect(result.error?.message).toBe('File not ready');
    expect(notes.error).toEqual(['File not ready']);
  });

  const FILE_OK = { 'content-type': 'application/octet-stream' };
  const badAnswers: [string, () => Response][] = [
    ['a success envelope with null data', () => HttpResponse.json({ code: '200', data: null })],
    ['a success envelope without data', () => new HttpResponse(JSON.stringify({ code: '200', msg: 'ok' }), { headers: FILE_OK })],
    ['an HTML page', () => HttpResponse.html('<!DOCTYPE html><html><body>Gateway</body></html>')],
    ['an HTML page sent as a file', () => new HttpResponse('<html><body>login</body></html>', { headers: FILE_OK })],
    ['invalid JSON', () => new HttpResponse('{"code":"200","data":', { headers: { 'content-type': 'application/json' } })],
    ['JSON that is no envelope', () => HttpResponse.json([1, 2, 3])],
    ['an empty body', () => new HttpResponse(null, { headers: FILE_OK })],
  ];
  it.each(badAnswers)('%s saves nothing and fails with "Download failure"', async (_name, reply) => {
    const click = rs.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    server.use(http.post('*/kj-test/file', () => reply()));
    const result = await call('/kj-test/file', { download: true, handlesErrors: true });
    expect(result.error).toMatchObject({ code: 'NO_FILE', message: 'Download failure' });
    expect(result.data).toBeUndefined();
    expect(click).not.toHaveBeenCalled();
    expect(notes.error).toEqual(['Download failure']);
    click.mockRestore();
  });

  it('830005 answered to a download is reported with the message', async () => {
    server.use(http.post('*/kj-test/file', () => new HttpResponse(JSON.stringify({ code: '830005', msg: 'Logged in elsewhere' }), { headers: FILE_OK })));
    const result = await call('/kj-test/file', { download: true });
    expect(result.error?.code).toBe('830005');
    expect(ended).toEqual([{ code: '830005', message: 'Logged in elsewhere' }]);
    expect(notes.error).toEqual([]);
  });
});
