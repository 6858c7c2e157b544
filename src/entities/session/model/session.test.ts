import { describe, expect, it, beforeEach } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { userSignedIn } from './currentUser';
import { storage } from '@/shared/lib/storage';
import { sessionStores, sessionUpdated, sessionCleared, sessionValuesRewritten, SESSION_KEYS, $buttonPermissions, buttonPermissionsChanged } from './session';
import { SESSION_KEY_CODECS } from './sessionKeys';
import { $chosenEnterprise, $enterpriseId, $enterpriseProductType, $enterpriseRole, $location, enterpriseChosen, locationSaved, type ChosenEnterprise } from './enterprise';

const BETA: ChosenEnterprise = {
  enterpriseId: 'E-1',
  companyName: 'Beta Ltd.',
  companyNameCn: '贝塔有限公司',
  companyIdentCode: '91310000MA1FL0001X',
  status: 'SUBMIT',
  productType: 'MARKET',
  enterpriseRole: 'FUND',
  location: 'TERRITORY',
  toPage: null,
};

/** The stored text, as an embedded sub-application reads it. */
const kept = (key: string) => sessionStorage.getItem(key);

// Persistence writes through `store.updates`, which fires for the default scope only, so
// these tests call events directly (no fork) where storage is asserted.
describe('session values (000 §3 "Session values kept")', () => {
  beforeEach(() => {
    sessionCleared();
    sessionStorage.clear();
  });

  it('keeps the user values under their own names', () => {
    expect([...SESSION_KEYS].sort()).toEqual(['objUser', 'objCurUserInfo', 'curLoginName', 'IS_ONLY_PURCHASE_PAYMENT', 'authCode', 'hasSkip', 'curMenuIndex'].sort());
    sessionUpdated({ IS_ONLY_PURCHASE_PAYMENT: true, authCode: 'AUTH-1' });
    userSignedIn({ loginName: 'demo.one', loginUser: { id: 'U1', name: 'Demo One' } });
    // Plain strings for plain values, JSON only for the objects (000 §3).
    expect(kept('curLoginName')).toBe('demo.one');
    expect(kept('authCode')).toBe('AUTH-1');
    expect(kept('IS_ONLY_PURCHASE_PAYMENT')).toBe('true');
    expect(JSON.parse(kept('objUser') ?? 'null')).toEqual({ id: 'U1', name: 'Demo One' });
    expect(localStorage.getItem('curLoginName')).toBeNull();
  });

  it('keeps hasSkip (the drawback wizard\'s Skip) and curMenuIndex (the side menu\'s entry) as plain values, read back as written; another enterprise starts without them', () => {
    enterpriseChosen(BETA);
    sessionUpdated({ hasSkip: true, curMenuIndex: '2.0' });
    expect([kept('hasSkip'), kept('curMenuIndex')]).toEqual(['true', '2.0']);
    // A reload restores each store from these texts (persist), through the same codec.
    expect([storage.get('session', 'hasSkip', SESSION_KEY_CODECS.hasSkip), storage.get('session', 'curMenuIndex', SESSION_KEY_CODECS.curMenuIndex)]).toEqual([true, '2.0']);
    sessionUpdated({ hasSkip: false });
    expect([sessionStores.hasSkip.getState(), kept('hasSkip')]).toEqual([false, 'false']);
    // Both belong to the chosen enterprise's wizard and menu.
    sessionUpdated({ hasSkip: true });
    enterpriseChosen({ ...BETA, enterpriseId: 'E-2' });
    expect([sessionStores.hasSkip.getState(), sessionStores.curMenuIndex.getState()]).toEqual([null, null]);
    expect([kept('hasSkip'), kept('curMenuIndex')]).toEqual([null, null]);
  });

  it('updates only the values in the patch', () => {
    sessionUpdated({ IS_ONLY_PURCHASE_PAYMENT: false, authCode: 'a' });
    sessionUpdated({ authCode: 'b' });
    expect(sessionStores.IS_ONLY_PURCHASE_PAYMENT.getState()).toBe(false);
    expect(sessionStores.authCode.getState()).toBe('b');
  });

  it('derives every enterprise value from the one chosen enterprise', () => {
    enterpriseChosen(BETA);
    expect([$enterpriseId.getState(), $enterpriseRole.getState(), $enterpriseProductType.getState(), $location.getState()]).toEqual(['E-1', 'FUND', 'MARKET', 'TERRITORY']);
    enterpriseChosen({ ...BETA, enterpriseId: 'E-2', enterpriseRole: null });
    expect([$enterpriseId.getState(), $enterpriseRole.getState()]).toEqual(['E-2', null]);
  });

  it('writes the specification\'s enterprise names to session storage from the chosen enterprise, as plain strings', () => {
    enterpriseChosen(BETA);
    expect(['enterpriseId', 'companyName', 'companyIdentCode', 'enterpriseRole', 'enterpriseProductType', 'location'].map(kept)).toEqual([
      'E-1',
      'Beta Ltd.',
      '91310000MA1FL0001X',
      'FUND',
      'MARKET',
      'TERRITORY',
    ]);
    enterpriseChosen({ ...BETA, enterpriseRole: null });
    expect(sessionStorage.getItem('enterpriseRole')).toBeNull();
  });

  it('keeps a location a save answered as the chosen enterprise\'s, under `location`; another enterprise\'s save changes nothing', () => {
    enterpriseChosen({ ...BETA, location: null });
    expect(kept('location')).toBeNull();
    locationSaved({ enterpriseId: 'E-9', location: 'OVERSEAS' });
    expect(kept('location')).toBeNull();
    locationSaved({ enterpriseId: 'E-1', location: 'TERRITORY' });
    expect($location.getState()).toBe('TERRITORY');
    expect(kept('location')).toBe('TERRITORY');
  });

  it('clears every value and its storage on logout', () => {
    sessionUpdated({ authCode: 'abc' });
    enterpriseChosen(BETA);
    sessionUpdated({ hasSkip: true, curMenuIndex: '1' });
    buttonPermissionsChanged(['export']);
    sessionCleared();
    expect($chosenEnterprise.getState()).toBeNull();
    expect($enterpriseId.getState()).toBeNull();
    expect($buttonPermissions.getState()).toEqual([]);
    expect(sessionStorage.getItem('enterpriseId')).toBeNull();
    expect(sessionStorage.getItem('companyName')).toBeNull();
    expect(sessionStorage.getItem('authCode')).toBeNull();
    expect([sessionStorage.getItem('hasSkip'), sessionStorage.getItem('curMenuIndex')]).toEqual([null, null]);
  });

  it('writes every value back from the portal\'s own state when asked (a sub-application that overwrote some has unmounted)', () => {
    enterpriseChosen(BETA);
    userSignedIn({ loginName: 'demo.one', loginUser: { id: 'U1', name: 'Demo One' }, account: { id: 'U1', loginName: 'demo.one' } });
    sessionUpdated({ IS_ONLY_PURCHASE_PAYMENT: true, authCode: 'AUTH-1', hasSkip: false, curMenuIndex: '2.0' });
    const names = ['enterpriseId', 'companyName', 'companyIdentCode', 'enterpriseRole', 'enterpriseProductType', 'location', ...SESSION_KEYS];
    const values = () => Object.fromEntries(names.map((name) => [name, kept(name)]));
    const portals = values();
    expect(Object.values(portals)).not.toContain(null);
    for (const name of names) sessionStorage.setItem(name, 'written by a sub-application');
    sessionStorage.removeItem('companyName');
    sessionValuesRewritten();
    expect(values()).toEqual(portals);
  });

  it('works per scope for server-side style isolation', async () => {
    const scope = fork();
    await allSettled(enterpriseChosen, { scope, params: BETA });
    expect(scope.getState($enterpriseRole)).toBe('FUND');
    expect($enterpriseRole.getState()).toBeNull();
  });
});
