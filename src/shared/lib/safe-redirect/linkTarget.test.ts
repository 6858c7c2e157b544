import { describe, expect, it } from '@rstest/core';
import { checkLinkTarget } from './linkTarget';
import { HOSTILE_URLS } from '@tests/support/hostileUrls';

const policy = { origin: 'https://portal.example.com', allowList: ['https://partner.example.com'] };

describe('checkLinkTarget: server-supplied link targets (DESIGN §6, 000 §2 sub-application prefixes)', () => {
  it.each([
    ['/child-iDDPortal/home', { kind: 'route', path: '/child-iDDPortal/home' }],
    ['childDocExchange/transactionDetails?id=1', { kind: 'route', path: '/childDocExchange/transactionDetails?id=1' }],
    ['#/childScbPortal/home', { kind: 'route', path: '/childScbPortal/home' }],
    ['https://portal.example.com/#/main-productCenter', { kind: 'route', path: '/main-productCenter' }],
    ['https://partner.example.com/app', { kind: 'external', url: 'https://partner.example.com/app' }],
  ])('follows %s', (raw, expected) => {
    expect(checkLinkTarget(raw, policy)).toEqual(expected);
  });

  it.each([
    ...HOSTILE_URLS,
    'childDocExchange\\..\\//other.example',
    'unknownArea/home',
  ])('refuses %s', (raw) => {
    expect(checkLinkTarget(raw, policy)).toBeNull();
  });
});
