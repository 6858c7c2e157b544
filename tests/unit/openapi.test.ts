import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from '@rstest/core';
import { parse } from 'yaml';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { Ajv2020 } from 'ajv/dist/2020';
import { execFileSync } from 'node:child_process';

const ROOT = process.cwd();
const SPEC_PATH = path.join(ROOT, 'openapi/openapi.yaml');
const GENERATED_PATH = path.join(ROOT, 'src/shared/api/schema.gen.ts');
const ENDPOINTS_PATH = path.join(ROOT, 'src/shared/api/endpoints.gen.ts');

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Response {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}
interface Operation {
  operationId?: string;
  'x-portal-unused'?: unknown;
  tags?: string[];
  summary?: string;
  responses?: Record<string, Response>;
}
interface Document {
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { responses?: Record<string, Response> };
}

const doc = parse(fs.readFileSync(SPEC_PATH, 'utf8')) as Document;

/** The 200 response and the JSON pointer (without '#') it lives at, following a local response $ref. */
function okResponse(p: string, method: string): { response: Response | undefined; pointer: string } {
  const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
  const response = doc.paths[p]?.[method]?.responses?.['200'];
  const prefix = '#/components/responses/';
  if (response?.$ref?.startsWith(prefix)) {
    const name = response.$ref.slice(prefix.length);
    return { response: doc.components.responses?.[name], pointer: `/components/responses/${escape(name)}` };
  }
  return { response, pointer: `/paths/${escape(p)}/${method}/responses/200` };
}

const SERVICE_TAGS = [
  'kj-sso', 'kj-sys', 'kj-kyc', 'kj-web', 'kj-tools', 'kj-official', 'kj-contract',
  'kj-idd', 'kj-bigdata', 'kj-media', 'kj-wkfl', 'sso-web', 'tools-web', 'agw-web',
];

const operations = Object.entries(doc.paths).flatMap(([p, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({ path: p, method: m, op: item[m]! })),
);

/** Line endings and trailing whitespace may differ (editors, git autocrlf); nothing else may. */
const normalise = (text: string) => text.replace(/\r\n/g, '\n').replace(/[ \t]+$/gm, '').trimEnd();

describe('openapi/openapi.yaml', () => {
  it('matches the committed schema.gen.ts', async () => {
    // Same as the CLI (`npm run gen:api`): header + astToString(openapiTS(document)), default
    // options. The document text is passed rather than a file URL because happy-dom replaces
    // the global URL class that openapi-typescript checks with instanceof; the document has
    // no external $refs, so the output is identical.
    const ast = await openapiTS(fs.readFileSync(SPEC_PATH, 'utf8'), { silent: true });
    const fresh = `${COMMENT_HEADER}${astToString(ast)}`;
    const committed = fs.readFileSync(GENERATED_PATH, 'utf8');
    if (normalise(fresh) !== normalise(committed)) {
      throw new Error('schema.gen.ts is stale: run npm run gen:api');
    }
  }, 60_000);

  it('declares a described tag for every service prefix', () => {
    for (const tag of doc.tags) expect(tag.description, tag.name).toBeTruthy();
    expect(doc.tags.map((t) => t.name).sort()).toEqual([...SERVICE_TAGS].sort());
  });

  it('gives every operation an id, a summary, one service tag and a 200 response', () => {
    expect(operations.length).toBeGreaterThan(70);
    const ids = new Set<string>();
    for (const { path: p, method, op } of operations) {
      const where = `${method.toUpperCase()} ${p}`;
      expect(op.operationId, where).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(ids.has(op.operationId!), `duplicate operationId at ${where}`).toBe(false);
      ids.add(op.operationId!);
      expect(op.summary, where).toBeTruthy();
      expect(op.tags, where).toHaveLength(1);
      expect(SERVICE_TAGS, where).toContain(op.tags![0]);
      expect(p.split('/')[1], where).toBe(op.tags![0]);
      const { response } = okResponse(p, method);
      expect(response, where).toBeDefined();
      expect(Object.keys(response!.content ?? {}).length, where).toBeGreaterThan(0);
    }
  });

  const CALLS: [method: string, path: string][] = [
    ['post', '/kj-sso/account/getPublicKey'],
    ['get', '/kj-kyc/country/listPhoneAreaCode'],
    ['post', '/kj-sys/kjEnterprise/getEnterpriseByType'],
    ['post', '/kj-idd/marketSetting/getRemainingCloseTime'],
    ['get', '/tools-web/mediaTreePakage/mediaTreeDownload'],
    ['post', '/kj-tools/configuration/website'],
    ['post', '/kj-web/dict/getAllDictList'],
    ['get', '/kj-web/sys/setOrgId'],
    ['post', '/kj-sys/user/validateUserAssociation'],
    ['post', '/kj-contract/contractInfo/downloadContractFile'],
    ['post', '/kj-media/media/opera/do/uploadMediaFile'],
    ['post', '/kj-wkfl/wkfl/claimAndCompleteTaskByBusId'],
    ['get', '/kj-bigdata/clientAuthInfo/getTokenByEnterpriseId'],
    ['post', '/kj-tools/kjLedgerDownloadInfo/getCurrentUserDownLoadTasks'],
  ];
  it.each(CALLS)('describes %s %s', (method, p) => {
    expect(doc.paths[p], p).toBeDefined();
    expect(doc.paths[p]![method], `${method} ${p}`).toBeDefined();
  });

  it('answers blob downloads with octet-stream or a JSON envelope', () => {
    for (const p of ['/kj-contract/contractInfo/downloadContractFile', '/tools-web/mediaTreePakage/mediaTreeDownload']) {
      const content = okResponse(p, Object.keys(doc.paths[p]!)[0]!).response!.content!;
      expect(Object.keys(content).sort()).toEqual(['application/json', 'application/octet-stream']);
    }
  });

  it('matches the committed endpoints.gen.ts', () => {
    // As `npm run gen:api` writes it (openapi/endpoints.codegen.cjs, whose paths are relative
    // to its folder), the API module's import as the generated file has it. In Node itself:
    // under happy-dom the OpenAPI parser takes the document's path for an address to download.
    const generate = `
      const { generateEndpoints } = await import('@rtk-query/codegen-openapi');
      const { default: config } = await import('./openapi/endpoints.codegen.cjs');
      process.stdout.write(await generateEndpoints({ ...config, schemaFile: 'openapi/openapi.yaml', apiFile: './baseApi.ts', outputFile: undefined }));`;
    const fresh = execFileSync(process.execPath, ['--input-type=module', '-e', generate], { cwd: ROOT, encoding: 'utf8' });
    if (normalise(fresh) !== normalise(fs.readFileSync(ENDPOINTS_PATH, 'utf8'))) {
      throw new Error('endpoints.gen.ts is stale: run npm run gen:api');
    }
  }, 60_000);

  it('compiles every JSON response schema with Ajv2020', () => {
    // Same options as mocks/validation/validator.ts.
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, validateFormats: false });
    ajv.addSchema(doc as object, 'openapi');
    for (const { path: p, method } of operations) {
      const { response, pointer } = okResponse(p, method);
      if (!response?.content?.['application/json']) continue;
      // URI-encode the pointer so that it is a valid fragment.
      const ref = `openapi#${encodeURI(`${pointer}/content/application~1json/schema`)}`;
      const validate = ajv.getSchema(ref);
      expect(validate, ref).toBeDefined();
      expect(validate!({ code: '200', msg: 'x', data: { x: 1 } }), ref).toBeTypeOf('boolean');
    }
  });

  /*
   * The contract chain (DESIGN §4, README "Adding a server call"): an operation is either a
   * call the portal makes, pinned by a pact and answered by the mock, or marked
   * `x-portal-unused` with the reason, and then nothing calls or mocks it.
   */
  describe('every operation is chained or marked not called', () => {
    // The generated endpoints are the portal's calls; the schema's types are not.
    const called = textPaths(sourceFiles('src', (file) => !/(\.test\.tsx?|schema\.gen\.ts)$/.test(file)));
    const mocked = textPaths(sourceFiles('mocks/handlers', (file) => !file.endsWith('.test.ts')));
    const pinned = new Set(
      fs
        .readdirSync(path.join(ROOT, 'pacts'))
        .filter((name) => name.endsWith('.json'))
        .flatMap((name) => (JSON.parse(fs.readFileSync(path.join(ROOT, 'pacts', name), 'utf8')) as { interactions: { request: { method: string; path: string } }[] }).interactions)
        .map(({ request }) => `${request.method.toLowerCase()} ${request.path}`),
    );

    it('marks every operation the portal does not call, with the reason', () => {
      const unchained = operations.filter(({ path: p, op }) => !called.has(p) && typeof op['x-portal-unused'] !== 'string').map(({ op }) => op.operationId);
      expect(unchained).toEqual([]);
    });

    it('does not call, mock or pin an operation marked not called', () => {
      const marked = operations.filter(({ op }) => op['x-portal-unused'] !== undefined);
      expect(marked.filter(({ path: p }) => called.has(p) || mocked.has(p)).map(({ op }) => op.operationId)).toEqual([]);
      expect(marked.filter(({ path: p, method }) => pinned.has(`${method} ${p}`)).map(({ op }) => op.operationId)).toEqual([]);
    });

    it('pins every call the portal makes with a pact interaction', () => {
      expect(operations.filter(({ path: p, method }) => called.has(p) && !pinned.has(`${method} ${p}`)).map(({ op }) => op.operationId)).toEqual([]);
    });
  });
});

/** The files under a folder, recursively, that pass the filter. */
function sourceFiles(folder: string, keep: (file: string) => boolean): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && keep(file))
    .map((file) => path.join(ROOT, folder, file));
}

/** Every kj-* path written in the files (a call's URL, a handler's path), whole: no prefix of a longer one. */
function textPaths(files: string[]): Set<string> {
  const found = new Set<string>();
  for (const file of files) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/\/(?:kj|sso|tools|agw)-[A-Za-z]+(?:\/[A-Za-z0-9_]+)+/g)) found.add(match[0]);
  }
  return found;
}
