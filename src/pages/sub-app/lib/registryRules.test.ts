import { describe, expect, it } from '@rstest/core';
import { SUB_APP_PREFIXES } from '@/shared/config';
import { acceptedEntry, parseRegistry, parseRegistryText } from './registryRules';

const PAGE = 'https://portal.example.com/app/index.html#/home';

describe('the sub-application registry (README "Hosting sub-applications")', () => {
  it('registers each prefix of 000 §2 with its entry, made absolute against the portal page', () => {
    const registry = parseRegistry(
      {
        subApps: [
          { prefix: 'child-marketplacePortal', entry: 'https://market.example.com/portal/' },
          { prefix: 'childEkycPortal', entry: './sub-apps/ekyc/index.html' },
          { prefix: 'childScbPortal', entry: '/scb/' },
        ],
      },
      PAGE,
    );
    expect(registry.entries).toEqual({
      'child-marketplacePortal': 'https://market.example.com/portal/',
      childEkycPortal: 'https://portal.example.com/app/sub-apps/ekyc/index.html',
      childScbPortal: 'https://portal.example.com/scb/',
    });
    expect(registry.problems).toEqual([]);
  });

  it('leaves out a prefix that is not one of 000 §2’s, and says which', () => {
    const registry = parseRegistry({ subApps: [{ prefix: 'child-marketPortal', entry: 'https://m.example.com/' }, { prefix: 'efinKyc', entry: 'https://e.example.com/' }] }, PAGE);
    expect(registry.entries).toEqual({});
    expect(registry.problems).toEqual([
      expect.stringContaining('"child-marketPortal" is not a sub-application prefix'),
      expect.stringContaining('"efinKyc" is not a sub-application prefix'),
    ]);
  });

  it.each([
    ['plain http on another origin', 'http://market.example.com/'],
    ['plain http on the portal’s host but another port', 'http://portal.example.com:8080/'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['credentials in the address', 'https://user:secret@market.example.com/'],
    ['an empty entry', ''],
    ['not a string', 42],
  ])('leaves out an entry that is not https: or same-origin: %s', (_, entry) => {
    const registry = parseRegistry({ subApps: [{ prefix: 'child-marketplacePortal', entry }] }, PAGE);
    expect(registry.entries).toEqual({});
    expect(registry.problems).toEqual([expect.stringContaining('the entry of child-marketplacePortal must be an https: address or one on the portal\'s own origin')]);
  });

  it('accepts plain http only on the portal’s own origin (a local or intranet deployment)', () => {
    expect(acceptedEntry('http://127.0.0.1:3000/sub-apps/sample/index.html', 'http://127.0.0.1:3000/#/login')).toBe('http://127.0.0.1:3000/sub-apps/sample/index.html');
    expect(acceptedEntry('http://127.0.0.1:4000/', 'http://127.0.0.1:3000/#/login')).toBeNull();
  });

  it('keeps the first entry of a prefix registered twice', () => {
    const registry = parseRegistry(
      { subApps: [{ prefix: 'childDocExchange', entry: 'https://a.example.com/' }, { prefix: 'childDocExchange', entry: 'https://b.example.com/' }] },
      PAGE,
    );
    expect(registry.entries).toEqual({ childDocExchange: 'https://a.example.com/' });
    expect(registry.problems).toEqual([expect.stringContaining('registered twice')]);
  });

  it('reads a document of another shape as unreadable, not as a registry of nothing', () => {
    for (const document of [null, [], { subApps: {} }, 'subApps']) {
      expect(parseRegistry(document, PAGE)).toEqual({ entries: {}, problems: [expect.stringContaining('expected {"subApps": [...]}')], unreadable: true });
    }
  });

  it('reads a file with a syntax error as unreadable, naming the error with its line and column', () => {
    const text = '{\n  "subApps": [\n    { "prefix": "childScbPortal", "entry": "/scb/", }\n  ]\n}\n';
    const registry = parseRegistryText(text, PAGE);
    expect(registry.unreadable).toBe(true);
    expect(registry.entries).toEqual({});
    expect(registry.problems).toEqual([expect.stringMatching(/^sub-apps\.json is not valid JSON at line 3, column 53: /)]);
  });

  it('reads a valid file as its registry', () => {
    expect(parseRegistryText('{"subApps": [{"prefix": "childScbPortal", "entry": "/scb/"}]}', PAGE)).toEqual({
      entries: { childScbPortal: 'https://portal.example.com/scb/' },
      problems: [],
      unreadable: false,
    });
  });

  it('knows every prefix the route table hosts', () => {
    const registry = parseRegistry({ subApps: SUB_APP_PREFIXES.map((prefix) => ({ prefix, entry: `https://apps.example.com/${prefix}/` })) }, PAGE);
    expect(Object.keys(registry.entries).sort()).toEqual([...SUB_APP_PREFIXES].sort());
  });
});
