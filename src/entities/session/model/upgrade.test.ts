import { describe, expect, it, rs } from '@rstest/core';

/**
 * A tab signed in by an earlier build, which stored every session value as JSON ("zh",
 * "TERRITORY" with their quotes), keeps its session after the upgrade and finds the plain
 * values a sub-application reads (000 §3, §9). The modules restore from storage when they
 * load, so this file runs with fresh modules (rstest.config.ts NEEDING_FRESH_MODULES) and
 * imports them again only after the old values are in place.
 */
describe('the upgrade from JSON-encoded session values', () => {
  it('reads the old values once and rewrites them plain, keeping the signed-in session', async () => {
    localStorage.setItem('locale', '"zh"');
    sessionStorage.setItem('curLoginName', '"demo.one"');
    sessionStorage.setItem('authCode', '"AUTH-1"');
    sessionStorage.setItem('IS_ONLY_PURCHASE_PAYMENT', 'false');
    sessionStorage.setItem('objUser', '{"id":"U1","name":"Demo One"}');
    sessionStorage.setItem(
      'chosenEnterprise',
      JSON.stringify({ enterpriseId: '20001', companyName: 'One Trade Co., Ltd.', companyNameCn: null, companyIdentCode: null, status: 'INIT', productType: 'DEFAULT_PRODUCT', enterpriseRole: 'FUND', location: 'TERRITORY', toPage: null }),
    );
    for (const [key, value] of Object.entries({ enterpriseId: '20001', companyName: 'One Trade Co., Ltd.', enterpriseRole: 'FUND', enterpriseProductType: 'DEFAULT_PRODUCT', location: 'TERRITORY' })) {
      sessionStorage.setItem(key, JSON.stringify(value));
    }

    // The test setup loaded the modules already, before the old values were stored.
    rs.resetModules();
    const { $signedIn, sessionStores } = await import('./session');
    const { $location } = await import('./enterprise');
    const { localeFromLocation } = await import('@/shared/i18n');

    expect($signedIn.getState()).toBe(true);
    expect(sessionStores.curLoginName.getState()).toBe('demo.one');
    expect(sessionStores.IS_ONLY_PURCHASE_PAYMENT.getState()).toBe(false);
    expect(sessionStores.objUser.getState()).toEqual({ id: 'U1', name: 'Demo One' });
    expect($location.getState()).toBe('TERRITORY');
    expect(localeFromLocation('#/home')).toBe('zh');

    const stored = (area: Storage, keys: string[]) => Object.fromEntries(keys.map((key) => [key, area.getItem(key)]));
    expect(stored(sessionStorage, ['curLoginName', 'authCode', 'IS_ONLY_PURCHASE_PAYMENT', 'enterpriseId', 'companyName', 'enterpriseRole', 'enterpriseProductType', 'location'])).toEqual({
      curLoginName: 'demo.one',
      authCode: 'AUTH-1',
      IS_ONLY_PURCHASE_PAYMENT: 'false',
      enterpriseId: '20001',
      companyName: 'One Trade Co., Ltd.',
      enterpriseRole: 'FUND',
      enterpriseProductType: 'DEFAULT_PRODUCT',
      location: 'TERRITORY',
    });
    expect(localStorage.getItem('locale')).toBe('zh');
    expect(JSON.parse(sessionStorage.getItem('objUser') ?? 'null')).toEqual({ id: 'U1', name: 'Demo One' });
  });
});
