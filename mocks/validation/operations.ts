import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { OpenApiDocument } from './document';

const DOCUMENT_ID = 'openapi.yaml';

/** JSON pointer segment, then URI-encoded so `{param}` survives as a fragment. */
const segment = (key: string) => encodeURIComponent(key.replace(/~/g, '~0').replace(/\//g, '~1'));

function pathRegExp(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** application/json and the `+json` types. */
export function isJsonType(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/** A documented operation found for a request path and method. */
export interface FoundOperation {
  template: string;
  method: string;
  operation: Record<string, unknown>;
  /** Values of the template's `{name}` segments, decoded. */
  pathValues: Record<string, string>;
}

/**
 * What both validators need from the document: the operation for a path and method
 * (literal paths before templated ones, so /x/list is not taken for /x/{id}), `$ref`
 * resolution, and compiled schemas at a place in the document. Two ajv instances: one
 * strict about types (JSON bodies), one that coerces (query values and form fields arrive
 * as text, as OpenAPI's form style sends them).
 */
export function indexDocument(document: OpenApiDocument) {
  // The whole document is one schema, so `#/components/...` refs resolve; strict: false
  // because OpenAPI keywords (paths, x-assumed, ...) are not JSON Schema.
  const options = { strict: false, allErrors: true, validateSchema: false, validateFormats: false } as const;
  const exact = new Ajv2020(options);
  const coercing = new Ajv2020({ ...options, coerceTypes: 'array' });
  exact.addSchema(document, DOCUMENT_ID);
  coercing.addSchema(document, DOCUMENT_ID);
  const compiled = new Map<string, ValidateFunction>();
  const templates = Object.keys(document.paths ?? {})
    .sort((a, b) => a.split('{').length - b.split('{').length)
    .map((template) => ({ template, pattern: pathRegExp(template), names: [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!) }));

  /** A compiled validator for the schema at a path of keys inside the document. */
  function schemaAt(keys: string[], { coerce = false } = {}): ValidateFunction {
    const pointer = keys.map(segment).join('/');
    const key = `${coerce ? 'c' : 'e'}:${pointer}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = (coerce ? coercing : exact).compile({ $ref: `${DOCUMENT_ID}#/${pointer}` });
      compiled.set(key, validate);
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

  /** The operation for a path and method, or why there is none. */
  function findOperation(path: string, method: string): FoundOperation | { missing: string } {
    const lower = method.toLowerCase();
    for (const { template, pattern, names } of templates) {
      const match = pattern.exec(path);
      if (!match) continue;
      const operation = document.paths?.[template]?.[lower];
      if (!isRecord(operation)) return { missing: `${method.toUpperCase()} is not documented for ${template}` };
      const pathValues = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
      return { template, method: lower, operation, pathValues };
    }
    return { missing: 'path is not in the OpenAPI document' };
  }

  return { document, schemaAt, deref, findOperation };
}
