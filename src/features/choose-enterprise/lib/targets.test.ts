import { describe, expect, it } from '@rstest/core';
import { checkedTarget, isExternalTarget, returnTargetOf } from './targets';

const policy = { origin: 'https://portal.example.com', allowList: ['https://partner.example.com'] };

const HOSTILE = [
  'https://evil.example.com/#/home',
  '//evil.example.com/home',
  '/\\evil.example.com',
  '\\\\evil.example.com',
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://portal.example.com@evil.example.com/',
  'http://portal.example.com.evil.example.com/#/home',
  'evil.example.com',
  ' ',
  '',
  null,
  undefined,
];

describe('returnTargetOf: the "Login Again" return target (refer)', () => {
  it.each([
    ['/childDocExchange/pendingTask', '/childDocExchange/pendingTask'],
    ['/childDocExchange/transactionDetails?id=7', '/childDocExchange/transactionDetails?id=7'],
    ['#/home?tab=2', '/home?tab=2'],
    ['/#/main-productCenter', '/main-productCenter'],
    ['https://portal.example.com/#/home', '/home'],
  ])('follows the portal route %s', (refer, expected) => {
    expect(returnTargetOf(refer, policy)).toBe(expected);
  });

  it.each(HOSTILE)('never follows %s', (refer) => {
    expect(returnTargetOf(refer, policy)).toBeNull();
  });

  it('does not leave the portal even for an allow-listed origin', () => {
    expect(returnTargetOf('https://partner.example.com/shop', policy)).toBeNull();
  });

  it.each(['/login', '/login?refer=/home', '/', '/companyChoose', '/logoutPage', '/jumpingLoading', '/ssoLanding?enterpriseId=1'])(
    'does not return into the sign-in flow (%s)',
    (refer) => {
      expect(returnTargetOf(refer, policy)).toBeNull();
    },
  );
});

describe('checkedTarget: redirect and toPage', () => {
  it('keeps portal routes and allow-listed URLs', () => {
    expect(checkedTarget('/child-marketplacePortal/buyCar', policy)).toBe('/child-marketplacePortal/buyCar');
    expect(checkedTarget('https://partner.example.com/shop?x=1', policy)).toBe('https://partner.example.com/shop?x=1');
  });

  it.each(HOSTILE)('refuses %s', (raw) => {
    expect(checkedTarget(raw, policy)).toBeNull();
  });

  it('tells external targets from routes', () => {
    expect(isExternalTarget('https://partner.example.com/shop')).toBe(true);
    expect(isExternalTarget('/home')).toBe(false);
  });
});
