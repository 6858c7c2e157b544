import { useEffect } from 'react';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { storage } from '@/shared/lib/storage';
import { useGetCurrentUserQuery } from '../api/authApi';
import { sessionCleared } from './sessionCleared';
import { sessionValuesRewritten } from './sessionValuesRewritten';
import { SESSION_KEY_CODECS } from './sessionKeys';

type UserRecord = Record<string, unknown>;

/**
 * The signed-in user of this tab: the one owner of this fact. The specification's three
 * session values (000 §3: objUser, objCurUserInfo, curLoginName) are derived from it.
 */
export interface SignedInUser {
  /** The sign-in name: the one typed at the login form, or the server's in a single-sign-on tab. */
  loginName: string | null;
  /** The login answer's user (a password or OTP sign-in); a single-sign-on tab has none. */
  loginUser: UserRecord | null;
  /** The account as the server last described it (getCurSysUser); null until read. */
  account: UserRecord | null;
}

/**
 * A sign-in completed in this tab: at the login form (its name and the login answer's user)
 * or by single sign-on (the server's name and account). The account read before is kept
 * only when it is the same login name's.
 */
export const userSignedIn = createEvent<{ loginName: string | null; loginUser?: UserRecord | null; account?: UserRecord | null }>();
/** The server described the account (getCurSysUser, read again whenever it changes, 001 §8). */
export const accountRead = createEvent<UserRecord>();

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const idOf = (user: UserRecord | null): string | null => {
  const id = user?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
};

export const $currentUser = createStore<SignedInUser | null>(null, { name: 'currentUser', skipVoid: false })
  .on(userSignedIn, (current, { loginName, loginUser = null, account }) => ({
    loginName,
    loginUser,
    account: account ?? (current && current.loginName === loginName ? current.account : null),
  }))
  .on(accountRead, (current, account) => (current ? { ...current, account } : { loginName: textOf(account.loginName), loginUser: null, account }))
  .reset(sessionCleared);

/**
 * The specification's three values (000 §3), the one derivation: objUser is the login
 * answer's user, or in a single-sign-on tab (which has no login answer) the account.
 */
function userSessionValuesOf(user: SignedInUser | null) {
  return {
    objUser: user?.loginUser ?? user?.account ?? null,
    objCurUserInfo: user?.account ?? null,
    curLoginName: user?.loginName ?? null,
  };
}

export const $curLoginName = $currentUser.map((user) => userSessionValuesOf(user).curLoginName);
export const $objUser = $currentUser.map((user) => userSessionValuesOf(user).objUser);
export const $objCurUserInfo = $currentUser.map((user) => userSessionValuesOf(user).objCurUserInfo);
/** The user's id (the push list asks by it, 001 §2.7): the account's, else the login answer's. */
export const $currentUserId = $currentUser.map((user) => idOf(user?.account ?? null) ?? idOf(user?.loginUser ?? null));

const userKeysWrittenFx = createEffect((user: SignedInUser | null) => {
  const values = userSessionValuesOf(user);
  storage.set('session', 'objUser', values.objUser, SESSION_KEY_CODECS.objUser);
  storage.set('session', 'objCurUserInfo', values.objCurUserInfo, SESSION_KEY_CODECS.objCurUserInfo);
  storage.set('session', 'curLoginName', values.curLoginName, SESSION_KEY_CODECS.curLoginName);
});
sample({ clock: $currentUser.updates, target: userKeysWrittenFx });
sample({ clock: sessionValuesRewritten, source: $currentUser, target: userKeysWrittenFx });

/**
 * A reload keeps the user: it is read back from the specification's keys (also as an
 * earlier build wrote them, which the write above then rewrites in their plain form). An
 * objUser equal to the account was derived from it (a single-sign-on tab), not a login answer.
 */
function storedUser(): SignedInUser | null {
  const loginName = storage.get('session', 'curLoginName', SESSION_KEY_CODECS.curLoginName);
  const objUser = storage.get('session', 'objUser', SESSION_KEY_CODECS.objUser);
  const account = storage.get('session', 'objCurUserInfo', SESSION_KEY_CODECS.objCurUserInfo);
  if (!loginName && !objUser && !account) return null;
  const loginUser = objUser && JSON.stringify(objUser) !== JSON.stringify(account) ? objUser : null;
  return { loginName, loginUser, account };
}
const userRestored = createEvent<SignedInUser>();
sample({ clock: userRestored, target: $currentUser });
const restored = storedUser();
if (restored) userRestored(restored);

/**
 * Loads the signed-in user (getCurSysUser, 001 §7 "Shell") and keeps it as the account
 * (objCurUserInfo, 000 §3), for the shell and the sub-applications that read it.
 */
export function useCurrentUserKept(): void {
  const { data } = useGetCurrentUserQuery();
  useEffect(() => {
    if (data) accountRead({ ...data });
  }, [data]);
}
