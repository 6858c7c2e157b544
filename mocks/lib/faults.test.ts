import { describe, expect, it } from '@rstest/core';
import { waitFor } from '@testing-library/react';
import { allowFaultViolations } from '@tests/support/faults';
import { signedFile } from '@tests/support/files';
import { db, restore, snapshot } from '../db';
import { MESSAGE_CATALOGUES } from '../messages';
import { reset } from '../scenarios';
import { post, signInAs } from '../testing/client';
import { loadOpenApiDocument } from '../validation';
import { clearFaults, EVERY_CALL, faultForPath, listFaults, removeFault, SERVICE_PREFIXES, setFault } from './faults';

allowFaultViolations();

const COUNT = '/kj-sys/notification/getNotificationcount';
const CURRENT_USER = '/kj-web/sys/getCurSysUser';

/** A raw call as the portal sends it, for what the fault switch answers (status, body, or a failed fetch). */
async function raw(path: string, locale: 'en-US' | 'zh-CN' = 'en-US') {
  const response = await fetch(new URL(path, window.location.origin), {
    method: 'POST',
    headers: { 'accept-language': locale },
  });
  return { status: response.status, text: await response.text() };
}

describe('the fault switch (mock)', () => {
  it('is off in the demo data: calls get their normal answers', async () => {
    expect(listFaults()).toEqual([]);
    await signInAs('demo.one');
    expect(await post(CURRENT_USER)).toMatchObject({ code: '200' });
  });

  it('answers HTTP 500, HTTP 404, a cut-off JSON body or no response at all for the calls it covers', async () => {
    await signInAs('demo.one');
    setFault({ target: '/kj-web', kind: 'http500' });
    expect(await raw(CURRENT_USER)).toEqual({ status: 500, text: 'Internal Server Error' });

    setFault({ target: '/kj-web', kind: 'notFound' });
    expect(await raw(CURRENT_USER)).toEqual({ status: 404, text: 'Not Found' });

    setFault({ target: '/kj-web', kind: 'invalidJson' });
    const cut = await raw(CURRENT_USER);
    expect(cut.status).toBe(200);
    expect(() => JSON.parse(cut.text)).toThrow();

    setFault({ target: '/kj-web', kind: 'networkError' });
    await expect(raw(CURRENT_USER)).rejects.toThrow();
  });

  it('answers 01100 and 830005 with the catalogue’s message in the request’s language', async () => {
    setFault({ target: CURRENT_USER, kind: 'sessionExpired' });
    expect(JSON.parse((await raw(CURRENT_USER, 'zh-CN')).text)).toMatchObject({ code: '01100', msg: MESSAGE_CATALOGUES['zh-CN'].sessionExpired, data: null });
    setFault({ target: CURRENT_USER, kind: 'forcedRelogin' });
    expect(JSON.parse((await raw(CURRENT_USER, 'en-US')).text)).toMatchObject({ code: '830005', msg: MESSAGE_CATALOGUES['en-US'].forcedRelogin });
    expect(JSON.parse((await raw(CURRENT_USER, 'zh-CN')).text)).toMatchObject({ code: '830005', message: MESSAGE_CATALOGUES['zh-CN'].forcedRelogin });
  });

  it('covers a prefix segment by segment, and a call’s own fault comes before its service’s', () => {
    setFault({ target: '/kj-sys', kind: 'http500' });
    setFault({ target: `${COUNT}/`, kind: 'sessionExpired' });
    expect(faultForPath(COUNT)?.kind).toBe('sessionExpired');
    expect(faultForPath('/kj-sys/user/whetherShowNotice')?.kind).toBe('http500');
    expect(faultForPath('/kj-system/anything')).toBeNull();
    expect(faultForPath('/kj-web/sys/getCurSysUser')).toBeNull();
  });

  it('offline fails every call of every service and nothing else, over any other fault', () => {
    setFault({ target: COUNT, kind: 'sessionExpired' });
    setFault({ target: '/kj-sys', kind: 'offline' });
    expect(listFaults().map((fault) => fault.target)).toContain(EVERY_CALL);
    for (const prefix of SERVICE_PREFIXES) expect(faultForPath(`${prefix}/any/call`)?.kind).toBe('offline');
    expect(faultForPath(COUNT)?.kind).toBe('offline');
    expect(faultForPath('/static/js/index.js')).toBeNull();
    expect(faultForPath('/mockServiceWorker.js')).toBeNull();
  });

  it('holds the answer for the latency, then lets the call through to its normal answer', async () => {
    await signInAs('demo.one');
    setFault({ target: CURRENT_USER, kind: 'latency', latencyMs: 200 });
    let answered = false;
    const slow = post(CURRENT_USER).finally(() => {
      answered = true;
    });
    // A call the fault does not cover answers meanwhile; the covered one is still waiting.
    expect(await post(COUNT)).toMatchObject({ code: expect.any(String) });
    expect(answered).toBe(false);
    expect(await slow).toMatchObject({ code: '200' });
  });

  it('holds the answer, not the work: an upload the client gives up on within the wait is stored all the same', async () => {
    await signInAs('demo.one');
    setFault({ target: '/kj-media', kind: 'latency', latencyMs: 500 });
    const url = new URL('/kj-media/media/opera/do/uploadMediaFile', window.location.origin);
    for (const [name, value] of Object.entries({ modelCode: 'MKJ01ENT', catgId: 'CENT011', busiKey: 'M-LATE', sysCode: 'KJ_SYSTEM' })) url.searchParams.set(name, value);
    const body = new FormData();
    body.append('file', signedFile('board_minutes.pdf'));
    const client = new AbortController();
    const sent = fetch(url, { method: 'POST', headers: { 'accept-language': 'en-US' }, body, signal: client.signal });
    const stored = () => db.mediaFile.findMany({ where: { busiKey: { equals: 'M-LATE' } } });
    // Stored on arrival, as a server does with a body it received; the answer is still held.
    await waitFor(() => expect(stored()).toHaveLength(1));
    client.abort();
    await expect(sent).rejects.toThrow();
    expect(stored()).toMatchObject([{ fileName: 'board_minutes.pdf', catgId: 'CENT011' }]);
  });

  it('keeps one fault per target; remove and clear switch them off', () => {
    setFault({ target: '/kj-sys', kind: 'http500' });
    setFault({ target: '/kj-sys', kind: 'invalidJson', latencyMs: 200 });
    setFault({ target: '/kj-tools', kind: 'networkError' });
    expect(listFaults()).toEqual([
      { target: '/kj-sys', kind: 'invalidJson', latencyMs: 200 },
      { target: '/kj-tools', kind: 'networkError', latencyMs: 0 },
    ]);
    removeFault('/kj-sys');
    expect(listFaults().map((fault) => fault.target)).toEqual(['/kj-tools']);
    clearFaults();
    expect(listFaults()).toEqual([]);
  });

  it('refuses a target that is not a path, an unknown kind and a latency out of range', () => {
    expect(() => setFault({ target: 'kj-sys', kind: 'http500' })).toThrow(RangeError);
    expect(() => setFault({ target: '/', kind: 'http500' })).toThrow(RangeError);
    expect(() => setFault({ target: '/kj-sys', kind: 'teapot' as never })).toThrow(RangeError);
    expect(() => setFault({ target: '/kj-sys', kind: 'latency', latencyMs: -1 })).toThrow(RangeError);
    expect(() => setFault({ target: '/kj-sys', kind: 'latency', latencyMs: Number.NaN })).toThrow(RangeError);
    expect(listFaults()).toEqual([]);
  });

  it('goes with the demo data: a reset clears it, a saved copy keeps it', () => {
    setFault({ target: '/kj-sys', kind: 'http500' });
    const saved = snapshot();
    reset();
    expect(listFaults()).toEqual([]);
    restore(saved);
    expect(listFaults()).toEqual([{ target: '/kj-sys', kind: 'http500', latencyMs: 0 }]);
    expect(db.fault.count()).toBe(1);
  });

  it('knows every service of the OpenAPI document', () => {
    const services = new Set(Object.keys(loadOpenApiDocument().paths ?? {}).map((path) => `/${path.split('/')[1]}`));
    expect([...services].sort()).toEqual([...SERVICE_PREFIXES].sort());
  });
});
