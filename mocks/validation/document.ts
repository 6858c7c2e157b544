import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
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

/**
 * Parsed documents by content, as JSON: parsing the YAML takes about 170 ms, reading the
 * JSON a few, and every test file that calls the mock needs the document.
 */
const CACHE_DIR = resolve(process.cwd(), 'node_modules/.cache/openapi-document');

/** Reads and parses openapi/openapi.yaml (Node only: the browser bundle never imports this). */
export function loadOpenApiDocument(file = documentPath()): OpenApiDocument {
  const text = readFileSync(file, 'utf8');
  const cached = resolve(CACHE_DIR, `${createHash('sha256').update(text).digest('hex')}.json`);
  try {
    return JSON.parse(readFileSync(cached, 'utf8')) as OpenApiDocument;
  } catch {
    // Not cached yet (or unreadable): parse, and cache it for the next file.
  }
  const document = parse(text) as OpenApiDocument;
  try {
    mkdirSync(dirname(cached), { recursive: true });
    // Written aside and renamed: a test file in the other worker never reads half of it.
    const aside = `${cached}.${process.pid}`;
    writeFileSync(aside, JSON.stringify(document));
    renameSync(aside, cached);
  } catch {
    // A read-only checkout parses every time.
  }
  return document;
}
