import { beforeEach, describe, expect, it } from '@rstest/core';
import { accountRead, $currentUserId, userSignedIn } from './currentUser';
import { $signedIn, sessionCleared, sessionStores, sessionUpdated } from './session';

/** The stored text, as an embedded sub-application reads it. */
const kept = (key: string) => sessionStorage.getItem(key);
const keptJson = (key: string): unknown => JSON.parse(kept(key) ?? 'null');
const values = () => ({
  objUser: sessionStores.objUser.getState(),
  objCurUserInfo: sessionStores.objCurUserInfo.getState(),
  curLoginName: sessionStores.curLoginName.getState(),
});

// Persistence writes through `store.updates`, which fires for the default scope only, so
// these tests call events directly (no fork).
describe('the current user, one owner of objUser, objCurUserInfo and curLoginName (000 §3)', () => {
  beforeEach(() => {
    sessionCleared();
    sessionStorage.clear();
  });

  it('a sign-in at the login form: the typed name and the login answer; the account read later keeps both and becomes objCurUserInfo', () => {
    userSignedIn({ loginName: 'demo.one', loginUser: { id: 'U1', name: 'Demo One' } });
    expect(values()).toEqual({ objUser: { id: 'U1', name: 'Demo One' }, objCurUserInfo: null, curLoginName: 'demo.one' });

    accountRead({ id: '10001', loginName: 'DEMO.ONE', name: 'Demo One' });
    expect(values()).toEqual({ objUser: { id: 'U1', name: 'Demo One' }, objCurUserInfo: { id: '10001', loginName: 'DEMO.ONE', name: 'Demo One' }, curLoginName: 'demo.one' });
    expect($currentUserId.getState()).toBe('10001');
    expect([keptJson('objUser'), keptJson('objCurUserInfo'), kept('curLoginName')]).toEqual([{ id: 'U1', name: 'Demo One' }, { id: '10001', loginName: 'DEMO.ONE', name: 'Demo One' }, 'demo.one']);
  });

  it('a single-sign-on tab has no login answer: objUser is the account, the login name the server’s, and the user has an id', () => {
    userSignedIn({ loginName: 'demo.one', account: { id: '10001', loginName: 'demo.one' } });
    expect(values()).toEqual({ objUser: { id: '10001', loginName: 'demo.one' }, objCurUserInfo: { id: '10001', loginName: 'demo.one' }, curLoginName: 'demo.one' });
    expect($currentUserId.getState()).toBe('10001');
    expect(keptJson('objUser')).toEqual({ id: '10001', loginName: 'demo.one' });
  });

  it('a sign-in as someone else forgets the previous account; the same name keeps it', () => {
    userSignedIn({ loginName: 'demo.one' });
    accountRead({ id: '10001', loginName: 'demo.one' });
    userSignedIn({ loginName: 'demo.one' });
    expect(values().objCurUserInfo).toEqual({ id: '10001', loginName: 'demo.one' });
    userSignedIn({ loginName: 'demo.many' });
    expect(values()).toEqual({ objUser: null, objCurUserInfo: null, curLoginName: 'demo.many' });
    expect(kept('objCurUserInfo')).toBeNull();
  });

  it('logout empties all three and their storage', () => {
    userSignedIn({ loginName: 'demo.one', loginUser: { id: 'U1' } });
    accountRead({ id: '10001' });
    sessionCleared();
    expect(values()).toEqual({ objUser: null, objCurUserInfo: null, curLoginName: null });
    expect([kept('objUser'), kept('objCurUserInfo'), kept('curLoginName')]).toEqual([null, null, null]);
  });
});

describe('"signed in", decided in one place', () => {
  beforeEach(() => {
    sessionCleared();
    sessionStorage.clear();
  });

  it('a visitor is not signed in', () => {
    expect($signedIn.getState()).toBe(false);
  });

  it('a sign-in at the login form signs the tab in', () => {
    userSignedIn({ loginName: 'demo.one', loginUser: { id: 'U1' } });
    expect($signedIn.getState()).toBe(true);
  });

  it('single sign-on signs the tab in with its check alone (its account may fail to load), and with the account', () => {
    sessionUpdated({ authCode: 'AUTH-1' });
    expect($signedIn.getState()).toBe(true);
    sessionUpdated({ authCode: null });
    accountRead({ id: '10001', loginName: 'demo.one' });
    expect($signedIn.getState()).toBe(true);
    expect(values().curLoginName).toBe('demo.one');
  });

  it('logout signs the tab out', () => {
    sessionUpdated({ authCode: 'AUTH-1' });
    userSignedIn({ loginName: 'demo.one' });
    sessionCleared();
    expect($signedIn.getState()).toBe(false);
  });
});
