import { afterAll, beforeAll, describe, expect, it, rstest } from '@rstest/core';
import http from 'node:http';
import { startMockHttpServer, type MockHttpServer } from './server';

/*
 * The node:http host (Pact verification, `npm run mock:server`) behaves like a strict server
 * generated from openapi/openapi.yaml: a request the document does not allow is refused with
 * a 400 before any handler runs. Sent with node:http (happy-dom's fetch applies CORS) and
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

  it('refuses a `{}` body there, and a JSON body in the wrong content type, with 400 and the reason', async () => {
    const log = rstest.spyOn(console, 'error').mockImplementation(() => undefined);
    const withBody = await send('/kj-sys/user/whetherShowNotice', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(withBody).toMatchObject({ status: 400, body: { code: '400' } });
    expect(withBody.body.msg).toMatch(/a body is sent \(application\/json\) but the operation documents none/);
    const asText = await send('/kj-tools/configuration/website', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '["logo.url"]' });
    expect(asText.status).toBe(400);
    expect(asText.body.msg).toMatch(/content type "text\/plain" is not documented/);
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });
});
