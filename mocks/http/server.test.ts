import { afterAll, beforeAll, describe, expect, it, rstest } from '@rstest/core';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { resolve } from 'node:path';
import { db } from '../db';
import { DEMO_FILES_PATH } from '../lib/demoFiles';
import { DEMO_PASSWORD } from '../scenarios';
import { encryptForMock } from '../testing/encrypt';
import { startMockHttpServer, type MockHttpServer } from './server';

/*
 * The node:http host (Pact verification, `npm run mock:server`) behaves like a strict server
 * generated from openapi/openapi.yaml: a request the document does not allow is refused
 * before any handler runs, answered as the document says every kj-* error is (HTTP 200 and
 * an envelope whose code is not 200; it declares no other status). Sent with node:http (happy-dom's fetch applies CORS) and
 * marked as MSW passthrough, so they reach the real socket past the tests' own MSW server.
 */
describe('the mock over node:http refuses requests the document does not allow', () => {
  let server: MockHttpServer;
  beforeAll(async () => {
    server = await startMockHttpServer();
  });
  afterAll(() => server.close());

  const send = (path: string, { method = 'POST', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string }) =>
    new Promise<{ status: number; body: { code: string; msg?: string } }>((resolve, reject) => {
      const request = http.request(`${server.url}${path}`, { method, headers: { ...headers, accept: 'msw/passthrough' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
      });
      request.on('error', reject);
      request.end(body);
    });

  it('answers a bodiless call to an operation that documents no body', async () => {
    expect(await send('/kj-sys/user/whetherShowNotice', { method: 'POST' })).toMatchObject({ status: 200, body: { code: '01100' } });
  });

  it('refuses a `{}` body there, and a JSON body in the wrong content type, with the error envelope and the reason', async () => {
    const log = rstest.spyOn(console, 'error').mockImplementation(() => undefined);
    const withBody = await send('/kj-sys/user/whetherShowNotice', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(withBody).toMatchObject({ status: 200, body: { code: '400' } });
    expect(withBody.body.msg).toMatch(/a body is sent \(application\/json\) but the operation documents none/);
    const asText = await send('/kj-tools/configuration/website', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '["logo.url"]' });
    expect(asText).toMatchObject({ status: 200, body: { code: '400' } });
    expect(asText.body.msg).toMatch(/content type "text\/plain" is not documented/);
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });

  it('answers an operation the portal does not call, which the mock does not implement, with the error envelope too', async () => {
    expect(await send('/kj-sso/account/login?userName=demo.one&password=x&picCheckCode=ABCD', { method: 'POST' })).toMatchObject({ status: 200, body: { code: '404' } });
  });
});

/*
 * An answer of the mock's own that breaks the document (bad demo data, a handler's bug) is
 * not sent: a 500 replaces it, whose body is the reason, so a verifier comparing it with
 * the expected answer prints why.
 */
describe('the mock over node:http replaces an answer that breaks the document', () => {
  let server: MockHttpServer;
  beforeAll(async () => {
    server = await startMockHttpServer();
  });
  afterAll(() => server.close());

  it('with HTTP 500 whose JSON body is the reason', async () => {
    const log = rstest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The redirect's url is a string in the document; demo data with a number breaks it.
    db.productRedirect.create({ id: 'broken', productType: 'MARKET', scenario: 'broken', url: 42 as unknown as string });
    const answer = await raw(server.url, '/kj-official/potentialCust/redirect?productType=MARKET&scenario=broken');
    expect(answer.status).toBe(500);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(JSON.parse(answer.body.toString('utf8'))).toMatch(/^Mock response breaks the OpenAPI document: GET \/kj-official\/potentialCust\/redirect .*\/data must be string/s);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('response breaks the OpenAPI document'));
    log.mockRestore();
  });
});

/*
 * Pact's state changes (the verifier's --states-url) set a state up in the session the
 * request's cookie names, so the verifier's requests, sending the same cookie, find it,
 * while a client without that cookie (a browser) keeps its own session.
 */
describe('the mock over node:http takes Pact state changes', () => {
  let server: MockHttpServer;
  beforeAll(async () => {
    server = await startMockHttpServer();
  });
  afterAll(() => server.close());

  const post = (path: string, body: unknown, cookie?: string) =>
    new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
      const text = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string> = { accept: 'msw/passthrough', ...(text ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) };
      const request = http.request(`${server.url}${path}`, { method: 'POST', headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') }));
      });
      request.on('error', reject);
      request.end(text);
    });
  const STATES = '/_pact/provider-states';
  const VERIFIER = 'theme=dark; kj_session=verifier-1';
  const signedIn = { state: 'a signed-in user', params: { loginName: 'demo.one' }, action: 'setup' };

  it('signs the state\'s user in for the cookie that came with the state change, and no one else', async () => {
    expect(await post(STATES, signedIn, VERIFIER)).toEqual({ status: 200, body: {} });
    expect((await post('/kj-web/sys/getCurSysUser', undefined, VERIFIER)).body).toMatchObject({ code: '200', data: { loginName: 'demo.one' } });
    expect((await post('/kj-web/sys/getCurSysUser', undefined)).body).toMatchObject({ code: '01100' });
    expect((await post('/kj-web/sys/getCurSysUser', undefined, 'kj_session=someone-else')).body).toMatchObject({ code: '01100' });
  });

  it('puts the demo data back on teardown, signing everyone out', async () => {
    await post(STATES, signedIn, VERIFIER);
    expect(await post(STATES, { ...signedIn, action: 'teardown' }, VERIFIER)).toEqual({ status: 200, body: {} });
    expect((await post('/kj-web/sys/getCurSysUser', undefined, VERIFIER)).body).toMatchObject({ code: '01100' });
  });

  it('refuses a state it does not know, or params the state does not take, with 400 and the reason, failing that interaction', async () => {
    const log = rstest.spyOn(console, 'error').mockImplementation(() => undefined);
    const unknown = await post(STATES, { state: 'a state nobody wrote', params: {}, action: 'setup' }, VERIFIER);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/no provider state "a state nobody wrote"/);
    const wrongParams = await post(STATES, { ...signedIn, params: { login: 'demo.one' } }, VERIFIER);
    expect(wrongParams.status).toBe(400);
    expect(wrongParams.body.error).toMatch(/missing: loginName, not taken: login/);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/provider state "a signed-in user" not set up: .*missing: loginName/));
    log.mockRestore();
  });

  it('refuses params naming what its demo data lacks, saying so', async () => {
    const log = rstest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = await post(STATES, { ...signedIn, params: { loginName: 'nobody.here' } }, VERIFIER);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/demo data has no account "nobody.here"/);
    log.mockRestore();
  });
});

/** A request over node:http with its raw answer: status, headers and body bytes. */
function raw(base: string, path: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers: { ...headers, accept: 'msw/passthrough' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/*
 * Each client its own session: a client without the session cookie (a browser's first call
 * behind the proxy) gets a new session, and the cookie with the first answer that stored
 * something in it; its captcha, sign-in and codes are its own. A client that sends the cookie keeps it (the Pact verifier's way).
 */
describe('the mock over node:http gives each client its own session', () => {
  let server: MockHttpServer;
  beforeAll(async () => {
    server = await startMockHttpServer();
  });
  afterAll(() => server.close());

  const CAPTCHA = '/sso-web/code/getImgCode?sysChannel=kj_my_pc&timestamp=1';
  const sessionCookie = (headers: http.IncomingHttpHeaders) => headers['set-cookie']?.find((cookie) => cookie.startsWith('kj_session='));
  const cookieOf = (setCookie: string) => setCookie.split(';')[0]!;
  const json = <T>(answer: { body: Buffer }) => JSON.parse(answer.body.toString('utf8')) as T;
  const doLogin = (cookie: string, imgCode: string) =>
    raw(server.url, '/sso-web/opera/doLogin', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ loginName: 'demo.one', password: encryptForMock(DEMO_PASSWORD), imgCode, encrypt: true, sysChannel: 'kj_my_pc', ifRemember: false }),
    });
  const currentUser = async (cookie: string) =>
    json<{ code: string; data?: { loginName?: string } }>(await raw(server.url, '/kj-web/sys/getCurSysUser', { method: 'POST', headers: { cookie } }));

  it('sets a new session cookie with the captcha of each client without one, and serves each its own captcha and sign-in', async () => {
    const first = await raw(server.url, CAPTCHA);
    const second = await raw(server.url, CAPTCHA);
    const [firstCookie, secondCookie] = [sessionCookie(first.headers), sessionCookie(second.headers)];
    expect(firstCookie).toMatch(/^kj_session=[0-9a-f]{32}; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(secondCookie).toMatch(/^kj_session=[0-9a-f]{32}; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(firstCookie).not.toBe(secondCookie);
    const [a, b] = [cookieOf(firstCookie!), cookieOf(secondCookie!)];
    const [codeA, codeB] = [first.headers['x-mock-captcha'] as string, second.headers['x-mock-captcha'] as string];
    expect(codeA).toMatch(/^[A-Z2-9]{4}$/);

    // The second client's image did not replace the first one's code: the first signs in with it.
    const signedIn = await doLogin(a, codeA);
    expect(json(signedIn)).toMatchObject({ code: '200' });
    expect(sessionCookie(signedIn.headers)).toBeUndefined();
    expect(await currentUser(a)).toMatchObject({ code: '200', data: { loginName: 'demo.one' } });
    expect(await currentUser(b)).toMatchObject({ code: '01100' });
    expect(codeB).toMatch(/^[A-Z2-9]{4}$/);

    // A third client, shown no image, cannot use another client's code.
    expect(json(await doLogin('kj_session=never-shown-an-image', codeB))).toMatchObject({ code: '30002' });
    expect(await currentUser('kj_session=never-shown-an-image')).toMatchObject({ code: '01100' });
  });

  it("starts a fresh browser's session with the answer that stored something (its captcha), not with its other first calls", async () => {
    // A fresh browser's first calls, side by side and without a cookie: only the captcha's answer names a session.
    const [userCall, secondUserCall, captcha, thirdUserCall] = await Promise.all([
      raw(server.url, '/kj-web/sys/getCurSysUser', { method: 'POST' }),
      raw(server.url, '/kj-web/sys/getCurSysUser', { method: 'POST' }),
      raw(server.url, CAPTCHA),
      raw(server.url, '/kj-web/sys/getCurSysUser', { method: 'POST' }),
    ]);
    expect([userCall, secondUserCall, thirdUserCall].map((answer) => sessionCookie(answer.headers))).toEqual([undefined, undefined, undefined]);
    const cookie = cookieOf(sessionCookie(captcha.headers)!);
    expect(json(await doLogin(cookie, captcha.headers['x-mock-captcha'] as string))).toMatchObject({ code: '200' });
    // Its cookie came once: a later answer in that session sets none.
    expect(sessionCookie((await raw(server.url, CAPTCHA, { headers: { cookie } })).headers)).toBeUndefined();
  });

  it('keeps the session of a client that sends its cookie, setting none', async () => {
    const answer = await raw(server.url, CAPTCHA, { headers: { cookie: 'theme=dark; kj_session=my-own' } });
    expect(sessionCookie(answer.headers)).toBeUndefined();
    expect(json(await doLogin('kj_session=my-own', answer.headers['x-mock-captcha'] as string))).toMatchObject({ code: '200' });
    expect(await currentUser('kj_session=my-own')).toMatchObject({ code: '200', data: { loginName: 'demo.one' } });
  });
});

/*
 * The demo files the mock's addresses name (mocks/lib/demoFiles.ts), served by the host
 * itself under kj-media, so any build behind a proxy of the kj-* prefixes reaches them.
 */
describe('the mock over node:http serves the demo files', () => {
  let server: MockHttpServer;
  beforeAll(async () => {
    server = await startMockHttpServer();
  });
  afterAll(() => server.close());

  const file = (name: string) => readFileSync(resolve(process.cwd(), 'mocks/public/demo-files', name));

  it.each([
    ['platform-agreement.pdf', 'application/pdf'],
    ['flags/us.svg', 'image/svg+xml'],
    ['jdvc-settlement-plugin.zip', 'application/zip'],
    ['store-authorisation.html', 'text/html; charset=utf-8'],
  ])('answers GET of %s with the file as %s', async (name, type) => {
    const answer = await raw(server.url, `${DEMO_FILES_PATH}/${name}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(type);
    expect(answer.body.equals(file(name))).toBe(true);
  });

  it('answers HEAD with the headers alone, and a link with a query (the authorisation page) with its file', async () => {
    const head = await raw(server.url, `${DEMO_FILES_PATH}/platform-agreement.pdf`, { method: 'HEAD' });
    expect(head).toMatchObject({ status: 200, headers: { 'content-type': 'application/pdf', 'content-length': String(file('platform-agreement.pdf').length) } });
    expect(head.body.length).toBe(0);
    const page = await raw(server.url, `${DEMO_FILES_PATH}/store-authorisation.html?platform=amazon&sceneState=SCENE1`);
    expect(page.status).toBe(200);
  });

  it('answers 404 for a name outside the folder or of another type, and 405 for another method', async () => {
    for (const path of [
      `${DEMO_FILES_PATH}/nothing.pdf`,
      `${DEMO_FILES_PATH}/flags`,
      `${DEMO_FILES_PATH}/..%2F..%2Fhttp%2Fserver.ts`,
      `${DEMO_FILES_PATH}/..%2F..%2F..%2Fpackage.json`,
      `${DEMO_FILES_PATH}/flags/..%2F..%2FmockServiceWorker.js`,
      `${DEMO_FILES_PATH}/.hidden.pdf`,
      `${DEMO_FILES_PATH}/%E0%A4%A.pdf`,
      `${DEMO_FILES_PATH}/`,
    ]) {
      expect({ path, status: (await raw(server.url, path)).status }).toEqual({ path, status: 404 });
    }
    expect((await raw(server.url, `${DEMO_FILES_PATH}/platform-agreement.pdf`, { method: 'POST' })).status).toBe(405);
  });
});
