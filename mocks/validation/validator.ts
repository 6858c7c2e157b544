import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import type { OpenApiDocument } from './document';

/** One mocked response, as the validator sees it. `body` is null when it is not text. */
export interface MockedExchange {
  method: string;
  url: string;
  status: number;
  contentType: string | null;
  body: string | null;
}

export interface Violation {
  method: string;
  path: string;
  status: number;
  message: string;
  errors: ErrorObject[];
}

export type ResponseValidator = (exchange: MockedExchange) => Violation | null;

const DOCUMENT_ID = 'openapi.yaml';
const SUCCESS_CODE = '200';

/** JSON pointer segment, then URI-encoded so `{param}` survives as a fragment. */
const segment = (key: string) => encodeURIComponent(key.replace(/~/g, '~0').replace(/\//g, '~1'));

function pathRegExp(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isJsonType(contentType: string): boolean {
  return contentType === 'application/json' || contentType.endsWith('+json');
}

/**
 * Validates mocked responses against the OpenAPI document (DESIGN §4): the path and
 * method must be documented, the status must have a response, and a JSON body must
 * match that response's schema.
 *
 * The kj-* services answer errors with HTTP 200 and an envelope whose `code` is not
 * "200" (000 §8). Such a body is checked against `#/components/schemas/Envelope`, not
 * against the success schema of the 200 response.
 */
export function createResponseValidator(document: OpenApiDocument): ResponseValidator {
  // The whole document is one schema, so `#/components/...` refs resolve; strict: false
  // because OpenAPI keywords (paths, x-assumed, ...) are not JSON Schema.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, validateFormats: false });
  ajv.addSchema(document, DOCUMENT_ID);
  const compiled = new Map<string, ValidateFunction>();
  // Literal paths before templated ones, so /x/list is not taken for /x/{id}.
  const templates = Object.keys(document.paths ?? {})
    .sort((a, b) => a.split('{').length - b.split('{').length)
    .map((template) => ({ template, pattern: pathRegExp(template) }));

  /** A compiled validator for the schema at a path of keys inside the document. */
  function schemaAt(keys: string[]): ValidateFunction {
    const pointer = keys.map(segment).join('/');
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}#/${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  }

  /** Follows local `$ref`s (a response may be `#/components/responses/...`). */
  function deref(value: unknown, keys: string[]): { value: unknown; keys: string[] } {
    if (!isRecord(value) || typeof value.$ref !== 'string' || !value.$ref.startsWith('#/')) return { value, keys };
    const target = value.$ref
      .slice(2)
      .split('/')
      .map((key) => decodeURIComponent(key).replace(/~1/g, '/').replace(/~0/g, '~'));
    const found = target.reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), document);
    return deref(found, target);
  }

  return (exchange) => {
    const path = new URL(exchange.url, 'http://mock.invalid').pathname;
    const method = exchange.method.toLowerCase();
    const violation = (message: string, errors: ErrorObject[] = []): Violation => ({
      method: exchange.method.toUpperCase(),
      path,
      status: exchange.status,
      message,
      errors,
    });

    const match = templates.find(({ pattern }) => pattern.test(path));
    if (!match) return violation('path is not in the OpenAPI document');
    const operation = document.paths?.[match.template]?.[method];
    if (!isRecord(operation)) return violation(`${exchange.method.toUpperCase()} is not documented for ${match.template}`);

    const responses = isRecord(operation.responses) ? operation.responses : {};
    const statusKey = [String(exchange.status), `${String(exchange.status)[0]}XX`, 'default'].find((key) => key in responses);
    if (!statusKey) return violation(`status ${exchange.status} is not documented`);
    const { value: response, keys: responseKeys } = deref(responses[statusKey], ['paths', match.template, method, 'responses', statusKey]);
    const content = isRecord(response) && isRecord(response.content) ? response.content : {};

    const mediaType = (exchange.contentType ?? '').split(';')[0]!.trim().toLowerCase();
    const hasBody = exchange.body === null || exchange.body.length > 0;
    if (Object.keys(content).length === 0) {
      return hasBody ? violation('a body is returned but the response documents none') : null;
    }
    const documented = Object.keys(content).find((key) => key.toLowerCase() === mediaType) ??
      Object.keys(content).find((key) => key === '*/*');
    if (!documented) return violation(`content type "${mediaType}" is not documented (${Object.keys(content).join(', ')})`);
    const media = content[documented];
    if (!isJsonType(mediaType) || !isRecord(media) || media.schema === undefined) return null;

    let body: unknown;
    try {
      body = JSON.parse(exchange.body ?? '');
    } catch {
      return violation('the body is not valid JSON');
    }
    const code = isRecord(body) ? (body.code ?? body.httpCode) : undefined;
    const isErrorEnvelope = code !== undefined && String(code) !== SUCCESS_CODE && Boolean(document.components?.schemas?.Envelope);
    const validate = schemaAt(
      isErrorEnvelope ? ['components', 'schemas', 'Envelope'] : [...responseKeys, 'content', documented, 'schema'],
    );
    return validate(body) ? null : violation(isErrorEnvelope ? 'error envelope does not match Envelope' : 'body does not match the schema', validate.errors ?? []);
  };
}

/** Human-readable lines for a test failure or a server log. */
export function formatViolation(violation: Violation): string {
  const details = violation.errors.map((error) => `    ${error.instancePath || '(body)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
  return [`${violation.method} ${violation.path} → ${violation.status}: ${violation.message}`, ...details].join('\n');
}
