import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from '@rstest/core';

/*
 * The mock's dialect (DESIGN §10 "One mock dialect", mocks/README.md), checked on the
 * sources: replies are worded by the message catalogue in the request's language, the
 * enterprise check is lib/session.ts's requireEnterprise, and scenarios hold seed data and
 * the functions that build it, not request handling. Each rule also runs on a line that
 * breaks it, so a rule that matches nothing cannot pass unnoticed.
 */

const ROOT = resolve(process.cwd(), 'mocks');

/** Non-test TypeScript sources under a folder of mocks/, as paths relative to mocks/. */
function sources(folder: string): string[] {
  const entries = readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .sort();
}

/** The code of a source without its comments (a comment may name what the code must not do). */
const codeOf = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
const read = (path: string) => codeOf(readFileSync(join(ROOT, path), 'utf8'));

interface Rule {
  name: string;
  pattern: RegExp;
  /** A line the rule must catch. */
  example: string;
}

/** Each offending line of `code`, as "rule: line". */
function offences(code: string, rules: Rule[]): string[] {
  return code
    .split('\n')
    .flatMap((line) => rules.filter((rule) => rule.pattern.test(line)).map((rule) => `${rule.name}: ${line.trim()}`));
}

function expectRulesBite(rules: Rule[]): void {
  for (const rule of rules) expect(offences(rule.example, [rule])).toHaveLength(1);
}

/** Envelopes with a text of the handler's own: only lib/errors.ts words replies, from mocks/messages. */
const WORDING_RULES: Rule[] = [
  {
    name: 'builds an envelope from its own text (lib/envelope fail/ok)',
    pattern: /import\s*{[^}]*\b(fail|ok)\b[^}]*}\s*from\s*'[./]*(lib\/)?envelope'/,
    example: "import { fail, ok } from '../lib/envelope';",
  },
  {
    name: 'answers JSON past the catalogue',
    pattern: /HttpResponse\.json\(/,
    example: "return response.untyped(HttpResponse.json(fail('400', 'A list of setting names is required')));",
  },
  {
    name: 'writes a message literally',
    pattern: /\b(msg|message|errorMsg|errorMsgShow)\s*:\s*['"`]/,
    example: "return response(200).json({ code: '400', msg: 'No such download task', data: null });",
  },
  {
    name: 'keeps its own table of wordings',
    pattern: /\ben\s*:\s*['"`].*\b(cn|zh)\s*:\s*['"`]/,
    example: "missing: { en: 'The file does not exist.', cn: '文件不存在。' },",
  },
];

/** Request handling: reading the request or the session, deciding a failure. */
const REQUEST_RULES: Rule[] = [
  { name: 'guards a call', pattern: /\brequire(Account|Enterprise)\(/, example: 'const { account, session } = requireAccount();' },
  { name: 'decides a failure', pattern: /\b(failure|fieldFailure|requestFailure)\(/, example: "if (!session.orgId) throw failure('noEnterpriseChosen');" },
  { name: 'reads a request', pattern: /\b(readJson|requestLocale|handle)\s*(<[^>]*>)?\(/, example: 'const body = await readJson<Body>(request, {});' },
  { name: 'imports MSW', pattern: /from\s*'msw/, example: "import { HttpResponse } from 'msw';" },
];

/** The enterprise check written out again instead of requireEnterprise(). */
const ENTERPRISE_RULES: Rule[] = [
  {
    name: 'checks membership itself',
    pattern: /isMember\(.*throw\b|throw failure\('noPermission'\).*isMember\(/,
    example: "if (!isMember(account.id, orgId)) throw failure('noPermission');",
  },
  {
    name: 'checks the chosen enterprise itself',
    pattern: /failure\('noEnterpriseChosen'\)/,
    example: "if (!session.orgId) throw failure('noEnterpriseChosen');",
  },
];

const handlerModules = sources('handlers');
const libModules = sources('lib');

describe('the mock’s dialect', () => {
  it('covers every handler module of handlers/index.ts', () => {
    const index = read('handlers/index.ts');
    const listed = [...index.matchAll(/from '\.\/([\w-]+)'/g)].map((match) => `handlers/${match[1]}.ts`);
    expect(listed.length).toBeGreaterThan(10);
    expect(handlerModules).toEqual(expect.arrayContaining(listed));
  });

  it('words every reply of handlers and lib through the message catalogue', () => {
    expectRulesBite(WORDING_RULES);
    // lib/errors.ts is where the catalogue's text meets the envelope (failureResponse, success).
    const checked = [...handlerModules, ...libModules.filter((path) => path !== 'lib/errors.ts' && path !== 'lib/envelope.ts')];
    expect(checked.length).toBeGreaterThan(20);
    expect(checked.flatMap((path) => offences(read(path), WORDING_RULES).map((offence) => `${path}: ${offence}`))).toEqual([]);
  });

  it('checks the enterprise of a call only in requireEnterprise (lib/session.ts)', () => {
    expectRulesBite(ENTERPRISE_RULES);
    expect(offences(read('lib/session.ts'), ENTERPRISE_RULES).length).toBeGreaterThan(0);
    const checked = [...handlerModules, ...libModules.filter((path) => path !== 'lib/session.ts')];
    expect(checked.flatMap((path) => offences(read(path), ENTERPRISE_RULES).map((offence) => `${path}: ${offence}`))).toEqual([]);
  });

  it('keeps request handling out of scenarios (seed data and the functions that build it)', () => {
    expectRulesBite(REQUEST_RULES);
    const scenarioModules = sources('scenarios');
    expect(scenarioModules).toEqual(expect.arrayContaining(['scenarios/accounts.ts', 'scenarios/downloads.ts', 'scenarios/seed.ts']));
    expect(scenarioModules.flatMap((path) => offences(read(path), REQUEST_RULES).map((offence) => `${path}: ${offence}`))).toEqual([]);
  });

  it('lets handlers and lib read scenarios only for the builders and reference data they share', () => {
    const reads = [...handlerModules, ...libModules].flatMap((path) =>
      [...read(path).matchAll(/import\s*{([^}]*)}\s*from\s*'(?:\.\.\/)+scenarios\/(\w+)'/g)].map(
        ([, names, module]) => `${path} <- scenarios/${module}: ${names!.trim()}`,
      ),
    );
    expect(reads).toEqual([
      // The product-centre cards' texts.
      'handlers/kj-kyc-product.ts <- scenarios/products: PRODUCT_CATALOGUE',
      // Registration gives a new company the shape of a demo one.
      'handlers/kj-kyc.ts <- scenarios/enterprises: addMembership, createEnterprise',
      'handlers/kj-kyc.ts <- scenarios/menus: createMenusFor',
      'handlers/kj-kyc.ts <- scenarios/products: createProductsFor',
      // The fixed demo key, stored on first use.
      'lib/crypto/rsa.ts <- scenarios/demoKeyPair: DEMO_KEY_PAIR',
    ]);
  });
});
