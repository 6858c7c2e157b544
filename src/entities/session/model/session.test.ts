import { describe, expect, it, beforeEach } from '@rstest/core';
import { allSettled, fork } from 'effector';
import {
  sessionStores,
  sessionUpdated,
  sessionCleared,
  SESSION_KEYS,
  $buttonPermissions,
  buttonPermissionsChanged,
} from './session';

// Persistence writes through `store.updates`, which fires for the default scope only, so
// these tests call events directly (no fork) where storage is asserted.
describe('session values (000 §3)', () => {
  beforeEach(() => {
    sessionCleared();
    sessionStorage.clear();
  });

  it('keeps exactly the thirteen values the specification names', () => {
    expect([...SESSION_KEYS].sort()).toEqual(
      [
        'objUser', 'objCurUserInfo', 'curLoginName', 'enterpriseId', 'companyIdentCode', 'companyName',
        'enterpriseRole', 'enterpriseProductType', 'IS_ONLY_PURCHASE_PAYMENT', 'hasSkip', 'authCode',
        'location', 'curMenuIndex',
      ].sort(),
    );
  });

  it('stores each value in session storage under its own name', () => {
    sessionUpdated({ enterpriseId: 'E-1', location: 'TERRITORY', IS_ONLY_PURCHASE_PAYMENT: true });
    expect(JSON.parse(sessionStorage.getItem('enterpriseId') ?? 'null')).toBe('E-1');
    expect(JSON.parse(sessionStorage.getItem('location') ?? 'null')).toBe('TERRITORY');
    expect(JSON.parse(sessionStorage.getItem('IS_ONLY_PURCHASE_PAYMENT') ?? 'null')).toBe(true);
    expect(localStorage.getItem('enterpriseId')).toBeNull();
  });

  it('updates only the values in the patch', () => {
    sessionUpdated({ enterpriseId: 'E-1', companyName: 'Acme' });
    sessionUpdated({ companyName: 'Beta' });
    expect(sessionStores.enterpriseId.getState()).toBe('E-1');
    expect(sessionStores.companyName.getState()).toBe('Beta');
  });

  it('clears every value and its storage on logout', () => {
    sessionUpdated({ enterpriseId: 'E-1', authCode: 'abc' });
    buttonPermissionsChanged(['export']);
    sessionCleared();
    expect(sessionStores.enterpriseId.getState()).toBeNull();
    expect($buttonPermissions.getState()).toEqual([]);
    expect(sessionStorage.getItem('enterpriseId')).toBeNull();
    expect(sessionStorage.getItem('authCode')).toBeNull();
  });

  it('works per scope for server-side style isolation', async () => {
    const scope = fork();
    await allSettled(sessionUpdated, { scope, params: { enterpriseRole: 'FUND' } });
    expect(scope.getState(sessionStores.enterpriseRole)).toBe('FUND');
    expect(sessionStores.enterpriseRole.getState()).toBeNull();
  });
});
