import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, rs } from '@rstest/core';
import type { RsbuildConfig } from '@rsbuild/core';

type ServerSetupFn = Extract<NonNullable<NonNullable<RsbuildConfig['server']>['setup']>, (...args: never[]) => unknown>;
import { TERMS_DOCUMENTS, termsDocumentsBase, termsDocumentUrl } from '@/shared/config/termsDocuments';

// The dev server's configuration in `npm run dev:proxy` mode (no in-browser mock): the
// config reads the switch when it is loaded.
process.env.PORTAL_MOCK = 'off';
const { default: config, termsFromDemoFiles } = await import('../../rsbuild.config');

/** Runs one request through the dev server's document middleware. */
function request(url: string, method = 'GET') {
  const headers: Record<string, unknown> = {};
  let body: Buffer | undefined;
  const res = { statusCode: 0, setHeader: (name: string, value: unknown) => (headers[name] = value), end: (chunk?: Buffer) => (body = chunk) };
  const next = rs.fn();
  termsFromDemoFiles()({ url, method } as never, res as never, next);
  return { served: !next.mock.calls.length, status: res.statusCode, headers, body };
}

describe('documents in the dev server without the mock (dev:proxy)', () => {
  it('serves mocks/public (the demo files, the platform agreement among them) and registers the terms middleware', () => {
    expect(config.server?.publicDir).toEqual({ name: 'mocks/public', copyOnBuild: false });
    const added: unknown[] = [];
    const setups = [config.server?.setup].flat() as ServerSetupFn[];
    const server = { middlewares: { use: (handler: unknown) => added.push(handler) } };
    for (const setup of setups) void setup({ action: 'dev', server, environments: {} } as never);
    expect(added).toHaveLength(1);
    expect(readFileSync(resolve('mocks/public/demo-files/platform-agreement.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it.each(TERMS_DOCUMENTS.map((document) => document.file))('answers the terms page\'s address for %s with the PDF', (file) => {
    const id = TERMS_DOCUMENTS.find((document) => document.file === file)!.id;
    // The terms page of a build without the mock asks for ./terms/<file> (termsDocuments.ts).
    const url = termsDocumentUrl(id, termsDocumentsBase(false)).replace(/^\./, '');
    const answer = request(url);
    expect(answer).toMatchObject({ served: true, status: 200, headers: { 'Content-Type': 'application/pdf' } });
    expect(answer.body?.equals(readFileSync(resolve('mocks/public/demo-files', file)))).toBe(true);
  });

  it('leaves every other address to the rest of the server', () => {
    expect(request('/terms/../../package.json').served).toBe(false);
    expect(request('/terms/unknown.pdf').served).toBe(false);
    expect(request('/kj-web/terms/terms-scf-schedule.pdf').served).toBe(false);
    expect(request('/terms/terms-scf-schedule.pdf', 'POST').served).toBe(false);
  });
});
