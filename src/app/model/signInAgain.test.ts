import { describe, expect, it } from '@rstest/core';
import { ROUTES, EKYC_PORTAL_PREFIX } from '@/shared/config';
import { keepsTarget, signInAgainAddress } from './signInAgain';

/** Every onboarding page (001 §2) and the two of 000 §8, as the user has them open. */
const KEEPING = [
  '/CommKycFile?id=20021&status=INIT',
  '/kycFileCN',
  `/${EKYC_PORTAL_PREFIX}/efinKyc?productType=E_FINANCE`,
  '/exportDrawbackKyc?type=prefill&productType=EXPORT_DRAWBACK_PROD',
  '/exportDrawbackKyc?type=prefill&productType=EXPORT_DRAWBACK_TRADE',
  '/contract?productType=DIGIPO',
  `${ROUTES.preApproval}?productType=PRE_APPROVAL`,
  `${ROUTES.preApprovalApply}?productType=PRE_APPROVAL`,
  '/home/pendingTask',
  '/childDocExchange/transactionDetails?id=7',
];
/** Pages with nothing typed to come back to: signing in again routes as usual. */
const NOT_KEEPING = ['/main-productCenter?productType=IDD', '/home', '/bigHome', `/${EKYC_PORTAL_PREFIX}/list`, '/contractList', '/home?x=pendingTask'];

describe('which routes keep their target (000 §8, 001 §2)', () => {
  it.each(KEEPING)('%s keeps it', (route) => expect(keepsTarget(route)).toBe(true));
  it.each(NOT_KEEPING)('%s does not', (route) => expect(keepsTarget(route)).toBe(false));
});

describe('the login address after the session ended', () => {
  it.each(KEEPING)('expired (01100) on %s: /login with the route as refer', (route) => {
    const address = signInAgainAddress(route, '01100', 'en');
    expect(new URLSearchParams(address.split('?')[1]).get('refer')).toBe(route);
    expect(address.startsWith('/login?')).toBe(true);
  });

  it.each(KEEPING)('signed in elsewhere (830005) on %s: /login with lang and the route as refer, its query inside refer only', (route) => {
    const query = new URLSearchParams(signInAgainAddress(route, '830005', 'zh').split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ lang: 'zh', refer: route });
  });

  it.each(['01100', '10900', '830005'])(
    '%s on the export drawback wizard: the wizard\'s productType is not the sign-in\'s product (it would find no company)',
    (code) => {
      const route = '/exportDrawbackKyc?type=prefill&productType=EXPORT_DRAWBACK_PROD';
      const query = new URLSearchParams(signInAgainAddress(route, code, 'en').split('?')[1]);
      expect(query.get('productType')).toBeNull();
      expect(query.get('refer')).toBe(route);
    },
  );

  it('signed in elsewhere (830005) on a page with nothing to come back to: /login keeps its productType, as logout does (000 §4)', () => {
    expect(signInAgainAddress('/main-productCenter?menuKey=MORE10000&productType=MARKET', '830005', 'en')).toBe('/login?lang=en&productType=MARKET');
  });

  it.each(NOT_KEEPING)('on %s: no refer', (route) => {
    expect(signInAgainAddress(route, '01100', 'en')).toBe('/login');
    expect(signInAgainAddress(route, '830005', 'en')).not.toContain('refer');
  });
});
