import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { delay, http, HttpResponse } from 'msw';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { waitFor } from '@testing-library/react';
import { server } from '@mocks/node';
import { localeInitialised, setupI18n } from '@/shared/i18n';
import { recordNotices, type NoticeRecord } from '@tests/support/notices';
import { DOWNLOAD_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '@/shared/config';
import { portalBaseQuery, type ApiExtraOptions, type PortalArgs, type ReceivedFile } from './baseQuery';
import { sendWithProgress } from './sendWithProgress';
import type { SessionEnded } from './environment';

/** Every ended session the base query told the app of. */
let ended: SessionEnded[] = [];

/** Paths of no real service: what is tested is the base query, whatever the call. */
const UPLOAD = '/kj-test/upload';
const FILE = '/kj-test/file';
const NOT_RESPONDING = 'The server is not responding. Please contact your administrator.';

function apiWith(signal: AbortSignal): BaseQueryApi {
  return {
    signal,
    abort: () => undefined,
    dispatch: () => undefined,
    getState: () => ({}),
    extra: { sessionEnded: (session: SessionEnded) => ended.push(session) },
    endpoint: 'test',
    type: 'mutation',
  } as unknown as BaseQueryApi;
}

const call = (args: PortalArgs, extraOptions: ApiExtraOptions = {}, signal = new AbortController().signal) =>
  portalBaseQuery(args, apiWith(signal), extraOptions);

function form(name = 'licence.pdf', size = 64 * 1024): FormData {
  const body = new FormData();
  body.append('file', new File([new Uint8Array(size)], name, { type: 'application/pdf' }));
  return body;
}

let notes: NoticeRecord;

beforeEach(async () => {
  await setupI18n('en');
  localeInitialised('en');
  notes = recordNotices();
  ended = [];
});

afterEach(() => {
  rs.useRealTimers();
});

describe('uploads with progress (001 §9: real upload progress, one base query)', () => {
  it('reports the progress of the body and resolves with the envelope, the request as sent', async () => {
    const seen: { name: string | null; language: string | null; query: string }[] = [];
    server.use(
      http.post(`*${UPLOAD}`, async ({ request }) => {
        const file = (await request.formData()).get('file');
        seen.push({ name: file instanceof File ? file.name : null, language: request.headers.get('accept-language'), query: new URL(request.url).search });
        return HttpResponse.json({ code: '200', msg: 'ok', data: { id: '7' } });
      }),
    );
    const progress: number[] = [];
    const result = await call({ url: UPLOAD, method: 'POST', params: { busiKey: 'M1' }, body: form(), onUploadProgress: (percent) => progress.push(percent) });
    expect(result).toEqual({ data: { code: '200', msg: 'ok', data: { id: '7' } } });
    expect(seen).toEqual([{ name: 'licence.pdf', language: 'en-US', query: '?busiKey=M1' }]);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((percent) => percent >= 0 && percent <= 100)).toBe(true);
    expect(progress.at(-1)).toBe(100);
  });

  it('applies the error catalogue to the answer: the message for a handler that shows it, no toast', async () => {
    server.use(http.post(`*${UPLOAD}`, () => HttpResponse.json({ code: '30013', msg: 'file size can not exceed 10M, please upload again' })));
    const result = await call({ url: UPLOAD, method: 'POST', body: form(), onUploadProgress: () => undefined }, { handlesErrors: true });
    expect(result.error).toMatchObject({ code: '30013', message: 'file size can not exceed 10M, please upload again' });
    expect(notes.error).toEqual([]);
  });

  it('830005 through the upload path is reported to the app with the message', async () => {
    server.use(http.post(`*${UPLOAD}`, () => HttpResponse.json({ code: '830005', msg: 'Logged in elsewhere' })));
    const result = await call({ url: UPLOAD, method: 'POST', body: form(), onUploadProgress: () => undefined }, { handlesErrors: true });
    expect(result.error?.code).toBe('830005');
    expect(ended).toEqual([{ code: '830005', message: 'Logged in elsewhere' }]);
    expect(notes.error).toEqual([]);
  });

  it('a network failure reads as not responding', async () => {
    server.use(http.post(`*${UPLOAD}`, () => HttpResponse.error()));
    const result = await call({ url: UPLOAD, method: 'POST', body: form(), onUploadProgress: () => undefined });
    expect(result.error).toMatchObject({ code: 'NETWORK', message: NOT_RESPONDING });
    expect(notes.error).toEqual([NOT_RESPONDING]);
  });

  it('an upload the caller aborts ends quietly, its transfer aborted', async () => {
    const arrived: string[] = [];
    server.use(
      http.post(`*${UPLOAD}`, async ({ request }) => {
        arrived.push(request.url);
        await delay('infinite');
        return HttpResponse.json({ code: '200' });
      }),
    );
    const abort = rs.spyOn(XMLHttpRequest.prototype, 'abort');
    try {
      const controller = new AbortController();
      const pending = call({ url: UPLOAD, method: 'POST', body: form(), onUploadProgress: () => undefined }, {}, controller.signal);
      await waitFor(() => expect(arrived).toHaveLength(1));
      controller.abort();
      const result = await pending;
      expect(result.error?.code).toBe('ABORTED');
      expect(abort).toHaveBeenCalledTimes(1);
      expect(notes.error).toEqual([]);
    } finally {
      abort.mockRestore();
    }
  });

  it('an upload aborted while its body is being read is never sent', async () => {
    const arrived: string[] = [];
    server.use(
      http.post(`*${UPLOAD}`, async ({ request }) => {
        arrived.push(request.url);
        await delay('infinite');
        return HttpResponse.json({ code: '200' });
      }),
    );
    const controller = new AbortController();
    const request = new Request(`${window.location.origin}${UPLOAD}`, { method: 'POST', body: form(), signal: controller.signal });
    const pending = sendWithProgress(() => undefined)(request);
    // The sender is reading the multipart body now (an await): the abort comes meanwhile.
    controller.abort();
    const outcome = await Promise.race([pending.then(() => 'answered', (error: unknown) => (error as Error).name), new Promise((resolve) => setTimeout(() => resolve('still waiting'), 1000))]);
    expect(outcome).toBe('AbortError');
    expect(arrived).toEqual([]);
  });
});

describe('time limits of uploads', () => {
  async function settlesAt(limit: number, withProgress: boolean) {
    rs.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    server.use(
      http.post(`*${UPLOAD}`, async () => {
        await delay('infinite');
        return HttpResponse.json({ code: '200' });
      }),
    );
    let settled = false;
    const args: PortalArgs = { url: UPLOAD, method: 'POST', body: form(), ...(withProgress ? { onUploadProgress: () => undefined } : {}) };
    const pending = Promise.resolve(call(args)).finally(() => {
      settled = true;
    });
    await rs.advanceTimersByTimeAsync(limit - 1);
    const before = settled;
    await rs.advanceTimersByTimeAsync(1);
    return { before, result: await pending };
  }

  it.each([
    ['through fetch', false],
    ['through the progress path', true],
  ])('a multipart body (%s) gets the longer limit of downloads, not the 30 s of other calls', async (_how, withProgress) => {
    expect(DOWNLOAD_TIMEOUT_MS).toBeGreaterThan(REQUEST_TIMEOUT_MS);
    const { before, result } = await settlesAt(DOWNLOAD_TIMEOUT_MS, withProgress);
    expect(before).toBe(false);
    expect(result.error).toMatchObject({ code: 'TIMEOUT', message: NOT_RESPONDING });
  });
});

describe('a download handed to the caller (the file viewer)', () => {
  it('gives the blob with its media type and name instead of saving it', async () => {
    const click = rs.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    server.use(
      http.get(`*${FILE}`, () =>
        new HttpResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
          headers: { 'content-type': 'image/png', 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('身份证.png')}` },
        }),
      ),
    );
    const received: ReceivedFile[] = [];
    const result = await call({ url: FILE, method: 'GET', onFile: (file) => received.push(file) }, { download: true });
    expect(result.data).toEqual({ fileName: '身份证.png', size: 4 });
    expect(received).toHaveLength(1);
    expect(received[0]!.fileName).toBe('身份证.png');
    expect(received[0]!.blob.type).toBe('image/png');
    expect(new Uint8Array(await received[0]!.blob.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    expect(click).not.toHaveBeenCalled();
    click.mockRestore();
  });
});
