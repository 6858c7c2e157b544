import type { ErrorObject } from 'ajv/dist/2020.js';
import type { OpenApiDocument } from './document';
import { indexDocument, isJsonType, isRecord } from './operations';
import type { Violation } from './validator';

/** One request sent to the mock, as the request validator sees it. */
export interface MockedRequest {
  method: string;
  url: string;
  contentType: string | null;
  /** The body as text; null when the request carries none. */
  body: string | null;
  /** The fields of a multipart or URL-encoded body (a file part by its file name); null otherwise. */
  form: Record<string, string | string[]> | null;
}

export type RequestValidator = (request: MockedRequest) => Violation | null;

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];

const mediaTypeOf = (contentType: string | null) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/** Reads a request (from a clone, so the handlers can still read it) for validation. */
export async function toMockedRequest(request: Request): Promise<MockedRequest> {
  const contentType = request.headers.get('content-type');
  const base = { method: request.method, url: request.url, contentType };
  const bytes = await request.clone().arrayBuffer();
  if (bytes.byteLength === 0) return { ...base, body: null, form: null };
  if (!FORM_TYPES.includes(mediaTypeOf(contentType))) return { ...base, body: new TextDecoder().decode(bytes), form: null };
  const form: Record<string, string | string[]> = {};
  try {
    (await request.clone().formData()).forEach((value, name) => {
      const text = typeof value === 'string' ? value : value.name;
      const seen = form[name];
      form[name] = seen === undefined ? text : [...(Array.isArray(seen) ? seen : [seen]), text];
    });
  } catch {
    // Not a readable form: validated as text, which no form schema accepts.
    return { ...base, body: new TextDecoder().decode(bytes), form: null };
  }
  return { ...base, body: null, form };
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  keys: string[];
}

/**
 * Validates requests sent to the mock against the OpenAPI document, as a strict server
 * generated from it would (DESIGN §4): the path and method must be documented; every
 * required query or path parameter present, each value matching its schema, and no query
 * parameter the operation does not name; a body only where the operation documents one,
 * present where it is required, in a documented content type, and matching its schema.
 * Query values and form fields arrive as text and are read the way OpenAPI's form style
 * sends them (numbers, booleans, repeated names as lists).
 */
export function createRequestValidator(document: OpenApiDocument): RequestValidator {
  const { schemaAt, deref, findOperation } = indexDocument(document);

  /** The path's and the operation's parameters, the operation's winning on the same name and place. */
  function parametersOf(template: string, method: string, operation: Record<string, unknown>): Parameter[] {
    const collected = new Map<string, Parameter>();
    const pathItem = document.paths?.[template];
    const lists: Array<[unknown, string[]]> = [
      [pathItem?.parameters, ['paths', template, 'parameters']],
      [operation.parameters, ['paths', template, method, 'parameters']],
    ];
    for (const [list, keys] of lists) {
      if (!Array.isArray(list)) continue;
      list.forEach((item, index) => {
        const { value, keys: at } = deref(item, [...keys, String(index)]);
        if (!isRecord(value) || typeof value.name !== 'string' || typeof value.in !== 'string') return;
        collected.set(`${value.in}:${value.name}`, { name: value.name, in: value.in, required: value.required === true, keys: at });
      });
    }
    return [...collected.values()];
  }

  return (request) => {
    const url = new URL(request.url, 'http://mock.invalid');
    const path = url.pathname;
    const violation = (message: string, errors: ErrorObject[] = []): Violation => ({
      method: request.method.toUpperCase(),
      path,
      status: null,
      message,
      errors,
    });

    const found = findOperation(path, request.method);
    if ('missing' in found) return violation(found.missing);
    const { template, method, operation, pathValues } = found;

    const parameters = parametersOf(template, method, operation);
    for (const parameter of parameters) {
      let value: string | string[] | undefined;
      if (parameter.in === 'query') {
        const values = url.searchParams.getAll(parameter.name);
        value = values.length === 0 ? undefined : values.length === 1 ? values[0] : values;
      } else if (parameter.in === 'path') {
        value = pathValues[parameter.name];
      } else {
        continue; // header and cookie parameters: none documented today
      }
      if (value === undefined) {
        if (parameter.required || parameter.in === 'path') return violation(`required ${parameter.in} parameter "${parameter.name}" is missing`);
        continue;
      }
      const validate = schemaAt([...parameter.keys, 'schema'], { coerce: true });
      if (!validate(value)) return violation(`${parameter.in} parameter "${parameter.name}" does not match its schema`, validate.errors ?? []);
    }
    const known = new Set(parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name));
    const unknown = [...new Set(url.searchParams.keys())].filter((name) => !known.has(name));
    if (unknown.length > 0) return violation(`query parameter ${unknown.map((name) => `"${name}"`).join(', ')} is not documented`);

    const hasBody = request.body !== null || request.form !== null;
    const mediaType = mediaTypeOf(request.contentType);
    const { value: requestBody, keys: bodyKeys } = deref(operation.requestBody, ['paths', template, method, 'requestBody']);
    if (!isRecord(requestBody)) {
      return hasBody ? violation(`a body is sent (${mediaType || 'no Content-Type'}) but the operation documents none`) : null;
    }
    if (!hasBody) return requestBody.required === true ? violation('the operation requires a body and none is sent') : null;
    if (!mediaType) return violation('a body is sent without a Content-Type');

    const content = isRecord(requestBody.content) ? requestBody.content : {};
    const [type] = mediaType.split('/');
    const documented =
      Object.keys(content).find((key) => key.toLowerCase() === mediaType) ??
      Object.keys(content).find((key) => key.toLowerCase() === `${type}/*`) ??
      Object.keys(content).find((key) => key === '*/*');
    if (!documented) return violation(`content type "${mediaType}" is not documented (${Object.keys(content).join(', ') || 'none'})`);
    const media = content[documented];
    if (!isRecord(media) || media.schema === undefined) return null;
    const schemaKeys = [...bodyKeys, 'content', documented, 'schema'];

    if (request.form !== null) {
      const validate = schemaAt(schemaKeys, { coerce: true });
      return validate({ ...request.form }) ? null : violation('form fields do not match the schema', validate.errors ?? []);
    }
    if (!isJsonType(mediaType)) return null;
    let body: unknown;
    try {
      body = JSON.parse(request.body ?? '');
    } catch {
      return violation('the body is not valid JSON');
    }
    const validate = schemaAt(schemaKeys);
    return validate(body) ? null : violation('body does not match the schema', validate.errors ?? []);
  };
}
