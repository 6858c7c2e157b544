import { describe, expect, it } from '@rstest/core';
import { mockedRequests } from '../node';
import { createRequestValidator, formatViolation, openApiRequestValidator, toMockedRequest, type MockedRequest } from './index';

const origin = () => window.location.origin;

/** A request as a strict server receives it: no body unless one is given. */
function request(method: string, path: string, { body, contentType }: { body?: string; contentType?: string } = {}): MockedRequest {
  return { method, url: `http://x${path}`, contentType: contentType ?? (body === undefined ? null : 'application/json'), body: body ?? null, form: null };
}

describe('request validation against openapi/openapi.yaml', () => {
  const validate = openApiRequestValidator();

  it('accepts a bodiless POST to an operation that documents no body', () => {
    expect(validate(request('POST', '/kj-sys/user/whetherShowNotice'))).toBeNull();
    expect(validate(request('POST', '/kj-web/public/getPublicKey?channel=account'))).toBeNull();
  });

  it('refuses a body, even `{}`, where the operation documents none', () => {
    const violation = validate(request('POST', '/kj-sys/user/whetherShowNotice', { body: '{}' }));
    expect(violation).toMatchObject({ method: 'POST', path: '/kj-sys/user/whetherShowNotice', status: null });
    expect(violation?.message).toMatch(/a body is sent \(application\/json\) but the operation documents none/);
    expect(formatViolation(violation!)).toMatch(/^POST \/kj-sys\/user\/whetherShowNotice request: /);
  });

  it('accepts a documented JSON body and refuses a missing, mistyped or incomplete one', () => {
    const path = '/kj-tools/configuration/website';
    expect(validate(request('POST', path, { body: '["logo.url"]' }))).toBeNull();
    expect(validate(request('POST', path))?.message).toMatch(/requires a body/);
    expect(validate(request('POST', path, { body: '["logo.url"]', contentType: 'text/plain' }))?.message).toMatch(
      /content type "text\/plain" is not documented \(application\/json\)/,
    );
    expect(validate(request('POST', path, { body: '["not.a.setting"]' }))?.message).toMatch(/does not match the schema/);
    expect(validate(request('POST', path, { body: '["logo.url"' }))?.message).toMatch(/not valid JSON/);
  });

  it('refuses a body without a required field', () => {
    const violation = validate(request('POST', '/kj-kyc/productEnterprise/validateProductKyc', { body: '{"enterpriseId":"20001"}' }));
    expect(violation?.message).toMatch(/does not match the schema/);
    expect(violation?.errors.some((error) => error.keyword === 'required' && error.params.missingProperty === 'productType')).toBe(true);
  });

  it('checks query parameters: required, their schema, and none the operation does not name', () => {
    expect(validate(request('POST', '/kj-sys/basecode/checkCode?code=123456'))).toBeNull();
    expect(validate(request('POST', '/kj-sys/basecode/checkCode'))?.message).toMatch(/required query parameter "code" is missing/);
    expect(validate(request('POST', '/kj-sys/basecode/checkCode?code=12ab'))?.message).toMatch(/query parameter "code" does not match/);
    expect(validate(request('POST', '/kj-sys/basecode/checkCode?code=123456&t=1'))?.message).toMatch(/query parameter "t" is not documented/);
    expect(validate(request('POST', '/kj-web/public/getPublicKey?channel=other'))?.message).toMatch(/"channel" does not match/);
  });

  it('refuses undocumented paths and methods', () => {
    expect(validate(request('POST', '/kj-web/not-documented'))?.message).toMatch(/not in the OpenAPI document/);
    expect(validate(request('GET', '/kj-sys/user/whetherShowNotice'))?.message).toMatch(/GET is not documented/);
  });
});

describe('request validation rules', () => {
  const document = {
    paths: {
      '/kj-x/item/{id}': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        get: { parameters: [{ $ref: '#/components/parameters/Page' }], responses: {} },
      },
      '/kj-x/upload': {
        post: {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: { type: 'object', required: ['file', 'busiKey'], properties: { file: { type: 'string' }, busiKey: { type: 'string' }, size: { type: 'integer' } } },
              },
            },
          },
          responses: {},
        },
      },
      '/kj-x/any': { post: { requestBody: { content: { 'text/*': {} } }, responses: {} } },
    },
    components: { parameters: { Page: { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } } } },
  };
  const validate = createRequestValidator(document);
  const form = (fields: Record<string, string | string[]>): MockedRequest => ({
    method: 'POST',
    url: 'http://x/kj-x/upload',
    contentType: 'multipart/form-data; boundary=b',
    body: null,
    form: fields,
  });

  it('reads path and query values as OpenAPI’s form style sends them (text, then the schema’s type)', () => {
    expect(validate(request('GET', '/kj-x/item/42?page=2'))).toBeNull();
    expect(validate(request('GET', '/kj-x/item/abc'))?.message).toMatch(/path parameter "id" does not match/);
    expect(validate(request('GET', '/kj-x/item/42?page=0'))?.message).toMatch(/query parameter "page" does not match/);
  });

  it('checks form fields of a multipart body', () => {
    expect(validate(form({ file: 'licence.pdf', busiKey: '20001', size: '10' }))).toBeNull();
    expect(validate(form({ file: 'licence.pdf' }))?.message).toMatch(/form fields do not match/);
    expect(validate(form({ file: 'licence.pdf', busiKey: '20001', size: 'ten' }))?.message).toMatch(/form fields do not match/);
  });

  it('matches a wildcard media type', () => {
    expect(validate(request('POST', '/kj-x/any', { body: 'hello', contentType: 'text/plain' }))).toBeNull();
    expect(validate(request('POST', '/kj-x/any', { body: 'hello', contentType: 'application/json' }))?.message).toMatch(/not documented \(text\/\*\)/);
    expect(validate(request('POST', '/kj-x/any', { body: 'hello' , contentType: '' }))?.message).toMatch(/without a Content-Type/);
  });

  it('reads a real multipart request into its fields, a file part by its name', async () => {
    const body = new FormData();
    body.append('busiKey', '20001');
    body.append('file', new File(['%PDF'], 'licence.pdf', { type: 'application/pdf' }));
    const seen = await toMockedRequest(new Request('http://x/kj-x/upload', { method: 'POST', body }));
    expect(seen).toMatchObject({ body: null, form: { busiKey: '20001', file: 'licence.pdf' } });
    expect(seen.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(validate(seen)).toBeNull();
  });
});

describe('the test setup fails a test on a request the document does not allow', () => {
  it('sees a `{}` body sent to a bodiless operation through the mock (taken here, else this test would fail)', async () => {
    await fetch(`${origin()}/kj-sys/user/whetherShowNotice`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    await fetch(`${origin()}/kj-sys/user/whetherShowNotice`, { method: 'POST' });
    const refused = await mockedRequests.take();
    expect(refused.map((violation) => `${violation.path}: ${violation.message}`)).toEqual([
      '/kj-sys/user/whetherShowNotice: a body is sent (application/json) but the operation documents none',
    ]);
  });
});
