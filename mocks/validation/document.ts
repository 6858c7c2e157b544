import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The parts of an OpenAPI 3.1 document the validator reads. */
export interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown> | undefined>;
  components?: Record<string, Record<string, unknown> | undefined>;
  [key: string]: unknown;
}

function documentPath(): string {
  // Relative to this file when the runner keeps import.meta.url meaningful (tsx);
  // otherwise from the repository root, where every npm script runs.
  try {
    const beside = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));
    if (existsSync(beside)) return beside;
  } catch {
    // import.meta.url is not a file URL in this runner.
  }
  return resolve(process.cwd(), 'openapi/openapi.yaml');
}

/** Reads and parses openapi/openapi.yaml (Node only: the browser bundle never imports this). */
export function loadOpenApiDocument(file = documentPath()): OpenApiDocument {
  return parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}
