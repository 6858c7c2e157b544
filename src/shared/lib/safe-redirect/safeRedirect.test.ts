import { describe, expect, it } from '@rstest/core';
import fc from 'fast-check';
import { checkRedirectTarget } from './safeRedirect';

const context = { origin: 'https://portal.example.com', allowList: ['https://partner.example.com'] };

describe('checkRedirectTarget (DESIGN §6)', () => {
  it.each([
    ['/home', { kind: 'route', path: '/home' }],
    ['#/childDocExchange/transactionDetails?id=1', { kind: 'route', path: '/childDocExchange/transactionDetails?id=1' }],
    ['/#/home?isReFlag=2', { kind: 'route', path: '/home?isReFlag=2' }],
    ['https://portal.example.com/#/main-productCenter', { kind: 'route', path: '/main-productCenter' }],
    ['https://partner.example.com/sso?x=1', { kind: 'external', url: 'https://partner.example.com/sso?x=1' }],
  ])('follows %s', (raw, expected) => {
    expect(checkRedirectTarget(raw, context)).toEqual(expected);
  });

  it.each([
    'https://evil.example.net/',
    'http://portal.example.com.evil.net/',
    '//evil.example.net/path',
    '/#//evil.example.net',
    '/\\evil.example.net',
    '\\\\evil.example.net',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'https://portal.example.com@evil.example.net/',
    'https://user:pass@partner.example.com/',
    'http://partner.example.com/', // allow-listed only over https
    'ftp://partner.example.com/',
    'home',
    '',
    null,
    undefined,
  ])('refuses %s', (raw) => {
    expect(checkRedirectTarget(raw, context)).toBeNull();
  });

  it('never follows a URL on a host outside the origin and the allow-list', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const target = checkRedirectTarget(url, context);
        if (target?.kind === 'external') expect(context.allowList).toContain(new URL(target.url).origin);
      }),
      { numRuns: 50 },
    );
  });
});
