import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { loadOpenApiDocument } from './document';

describe('loadOpenApiDocument', () => {
  it('reads the document as it is now: a cached parse is only used for the same content', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'openapi.yaml');
    const title = 'Cache check';
    writeFileSync(file, `openapi: 3.1.0\ninfo:\n  title: ${title}\n  version: '1'\npaths: {}\n`);
    expect(loadOpenApiDocument(file)).toEqual({ openapi: '3.1.0', info: { title, version: '1' }, paths: {} });
    // The second read of the same content comes from the cache, and is the same document.
    expect(loadOpenApiDocument(file)).toEqual({ openapi: '3.1.0', info: { title, version: '1' }, paths: {} });
    writeFileSync(file, `openapi: 3.1.0\ninfo:\n  title: ${title}\n  version: '2'\npaths: {}\n`);
    expect(loadOpenApiDocument(file)).toMatchObject({ info: { version: '2' } });
  });
});
