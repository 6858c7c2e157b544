import { describe, expect, it } from '@rstest/core';
import { guardNavigation, TRANSACTION_DETAILS, transactionDetailsTarget } from './guardNavigation';

const policy = { origin: 'https://portal.example.com', allowList: ['https://partner.example.com'] };
const signedIn = { ...policy, hasSession: true };
const signedOut = { ...policy, hasSession: false };
const to = (route: string) => {
  const [pathname = '/', query = ''] = route.split('?');
  return { pathname, search: query ? `?${query}` : '' };
};
/** The route and carried query of a target. */
const parse = (target: string | null) => {
  if (!target) return null;
  const [path, query = ''] = target.split('?');
  return { path, query: Object.fromEntries(new URLSearchParams(query)) };
};

describe('navigation guard (000 §2: from /login with isReFlag=1 to the transaction details)', () => {
  it('sends a signed-in arrival at /login?isReFlag=1 on, carrying refer, lang, isReFlag and id', () => {
    const result = guardNavigation(to('/login?isReFlag=1&id=TX-9&lang=en&refer=/childDocExchange/pendingTask'), null, signedIn);
    expect(parse(result.redirect)).toEqual({
      path: TRANSACTION_DETAILS,
      query: { refer: '/childDocExchange/pendingTask', lang: 'en', isReFlag: '1', id: 'TX-9' },
    });
    expect(result.pending).toBeNull();
  });

  it('applies to / as the login route too', () => {
    expect(parse(guardNavigation(to('/?isReFlag=1&id=1'), null, signedIn).redirect)?.path).toBe(TRANSACTION_DETAILS);
  });

  it('remembers the target while signing in and applies it on the first page after the flow', () => {
    const atLogin = guardNavigation(to('/login?isReFlag=1&id=7'), null, signedOut);
    expect(atLogin.redirect).toBeNull();
    const chooser = guardNavigation(to('/companyChoose'), atLogin.pending, signedIn);
    expect(chooser).toEqual({ redirect: null, pending: atLogin.pending });
    const landed = guardNavigation(to('/kycFileCN?id=E1&status=INIT'), chooser.pending, signedIn);
    expect(parse(landed.redirect)).toEqual({ path: TRANSACTION_DETAILS, query: { isReFlag: '1', id: '7' } });
    expect(landed.pending).toBeNull();
    expect(guardNavigation(to(TRANSACTION_DETAILS), landed.pending, signedIn)).toEqual({ redirect: null, pending: null });
  });

  it.each([
    ['/login', signedIn],
    ['/login?isReFlag=2&id=7', signedIn],
    ['/login?isReFlag=0', signedIn],
    ['/home?isReFlag=1&id=7', signedIn],
  ])('leaves %s alone', (route, context) => {
    expect(guardNavigation(to(route), null, context)).toEqual({ redirect: null, pending: null });
  });

  it('forgets a remembered target on a plain visit to /login or on logout', () => {
    expect(guardNavigation(to('/login'), '/x', signedOut).pending).toBeNull();
    expect(guardNavigation(to('/logoutPage'), '/x', signedIn)).toEqual({ redirect: null, pending: null });
  });
});

describe('navigation guard with hostile values: never leaves the transaction-details route', () => {
  const HOSTILE_REFER = [
    'https://evil.example.com/#/home',
    '//evil.example.com',
    '/\\evil.example.com',
    '\\\\evil.example.com/x',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://portal.example.com@evil.example.com/',
  ];

  it.each(HOSTILE_REFER)('drops refer=%s', (refer) => {
    const search = `?${new URLSearchParams({ isReFlag: '1', id: '5', refer }).toString()}`;
    const result = parse(transactionDetailsTarget(search, policy));
    expect(result).toEqual({ path: TRANSACTION_DETAILS, query: { isReFlag: '1', id: '5' } });
  });

  it('keeps a same-origin or allow-listed refer', () => {
    for (const refer of ['/childDocExchange/pendingTask', 'https://partner.example.com/back']) {
      const search = `?${new URLSearchParams({ isReFlag: '1', refer }).toString()}`;
      expect(parse(transactionDetailsTarget(search, policy))?.query.refer).toBe(refer);
    }
  });

  it.each([
    ['1&refer=//evil.example.com', { id: '1&refer=//evil.example.com' }],
    ['../../evil', { id: '../../evil' }],
    ['https://evil.example.com', { id: 'https://evil.example.com' }],
  ])('encodes id=%s as a value, never as a route or parameter', (id, expected) => {
    const search = `?${new URLSearchParams({ isReFlag: '1', id }).toString()}`;
    const target = transactionDetailsTarget(search, policy);
    expect(target?.startsWith(`${TRANSACTION_DETAILS}?`)).toBe(true);
    expect(parse(target)?.query).toEqual({ isReFlag: '1', ...expected });
  });

  it.each(['javascript:alert(1)', 'en"><script>', '//evil', 'zh-CN-evil'])('drops lang=%s', (lang) => {
    const search = `?${new URLSearchParams({ isReFlag: '1', lang }).toString()}`;
    expect(parse(transactionDetailsTarget(search, policy))?.query).toEqual({ isReFlag: '1' });
  });
});
