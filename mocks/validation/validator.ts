import type { ErrorObject } from 'ajv/dist/2020.js';
import type { OpenApiDocument } from './document';
import { indexDocument, isJsonType, isRecord } from './operations';

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
  /** The response's status; null for a request the document does not allow. */
  status: number | null;
  message: string;
  errors: ErrorObject[];
}

export type ResponseValidator = (exchange: MockedExchange) => Violation | null;

const SUCCESS_CODE = '200';

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
  const { schemaAt, deref, findOperation } = indexDocument(document);

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

    const found = findOperation(path, method);
    if ('missing' in found) return violation(found.missing);
    const { operation, template } = found;

    const responses = isRecord(operation.responses) ? operation.responses : {};
    const statusKey = [String(exchange.status), `${String(exchange.status)[0]}XX`, 'default'].find((key) => key in responses);
    if (!statusKey) return violation(`status ${exchange.status} is not documented`);
    const { value: response, keys: responseKeys } = deref(responses[statusKey], ['paths', template, method, 'responses', statusKey]);
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
  const what = violation.status === null ? 'request' : `→ ${violation.status}`;
  return [`${violation.method} ${violation.path} ${what}: ${violation.message}`, ...details].join('\n');
}
