import { describe, expect, it } from '@rstest/core';
import { HttpResponse } from 'msw';
import { http } from '../lib/http';
import { mockedRequests, mockedResponses, server } from '../node';
import { createResponseValidator, loadOpenApiDocument, openApiValidator, toExchange } from './index';

const origin = () => window.location.origin;

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const request = new Request(`${origin()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { request, response: await fetch(request.clone()) };
}

describe('OpenAPI response validation', () => {
  it('accepts the handlers’ own responses', async () => {
    const { request, response } = await post('/kj-tools/configuration/website', ['logo.url']);
    expect(openApiValidator()(await toExchange(request, response))).toBeNull();
  });

  it('reports a wrong body from a server.use override, with the path and ajv errors', async () => {
    server.use(
      http.untyped.post('*/kj-tools/configuration/website', () =>
        HttpResponse.json({ code: '200', msg: 'success', data: { 'logo.url': 42 } }),
      ),
    );
    const { request, response } = await post('/kj-tools/configuration/website', ['logo.url']);

    const violation = openApiValidator()(await toExchange(request, response));
    expect(violation).toMatchObject({ method: 'POST', path: '/kj-tools/configuration/website', status: 200 });
    expect(violation?.errors.some((error) => error.instancePath === '/data/logo.url')).toBe(true);

    // The setup's watcher saw it too and would fail this test; take it to prove that.
    const seen = await mockedResponses.take();
    expect(seen.map((item) => item.path)).toEqual(['/kj-tools/configuration/website']);
  });

  it('reports a response for a path the document does not have', async () => {
    server.use(http.untyped.post('*/kj-web/not-documented', () => HttpResponse.json({ code: '200', data: null })));
    const { request, response } = await post('/kj-web/not-documented', {});
    expect(openApiValidator()(await toExchange(request, response))?.message).toMatch(/not in the OpenAPI document/);
    expect(await mockedResponses.take()).toHaveLength(1);
    // The request itself is refused as well: a strict server does not know the path.
    expect(await mockedRequests.take()).toHaveLength(1);
  });

  it('checks error envelopes against Envelope, not the success schema', () => {
    const validate = createResponseValidator(loadOpenApiDocument());
    const exchange = (body: unknown) => ({
      method: 'POST',
      url: 'http://x/kj-tools/configuration/website',
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(body),
    });
    expect(validate(exchange({ code: '01100', msg: 'Session expired', data: null }))).toBeNull();
    expect(validate(exchange({ code: 1100, msg: 'Session expired' }))?.message).toMatch(/Envelope/);
    expect(validate(exchange({ code: '200', msg: 'success' }))?.message).toMatch(/schema/);
  });

  it('reports undocumented statuses and methods', () => {
    const validate = openApiValidator();
    const base = { url: '/kj-web/dict/getAllDictList', contentType: 'application/json', body: '{}' };
    expect(validate({ ...base, method: 'POST', status: 418 })?.message).toMatch(/status 418/);
    expect(validate({ ...base, method: 'GET', status: 200 })?.message).toMatch(/GET is not documented/);
  });
});

describe('test-only paths', () => {
  it('leaves /kj-test/ probes of the base query alone', async () => {
    server.use(http.untyped.post('*/kj-test/echo', () => new HttpResponse('down', { status: 503 })));
    await fetch(`${origin()}/kj-test/echo`, { method: 'POST' });
    expect(await mockedResponses.take()).toEqual([]);
  });
});

describe('operation lookup', () => {
  const document = {
    paths: {
      '/kj-x/item/{id}': { get: { responses: { '200': { $ref: '#/components/responses/Item' } } } },
      '/kj-x/item/list': { get: { responses: { '200': { content: { 'application/json': { schema: { type: 'array' } } } } } } },
    },
    components: {
      schemas: { Envelope: { type: 'object', required: ['code'], properties: { code: { type: 'string' } } } },
      responses: { Item: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } } },
    },
  };
  const validate = createResponseValidator(document);
  const get = (url: string, body: unknown) =>
    validate({ method: 'GET', url, status: 200, contentType: 'application/json', body: JSON.stringify(body) });

  it('matches path templates and follows $ref responses', () => {
    expect(get('http://x/kj-x/item/42', { code: '200' })).toBeNull();
    expect(get('http://x/kj-x/item/42', { data: 1 })?.message).toMatch(/schema/);
  });

  it('prefers a literal path over a template', () => {
    expect(get('http://x/kj-x/item/list', [])).toBeNull();
  });
});
