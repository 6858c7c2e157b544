import { combine, createEvent, createStore, sample, type Store, type StoreWritable } from 'effector';
import { persist, type Codec } from '@/shared/lib/storage';
import { $curLoginName, $currentUser, $objCurUserInfo, $objUser } from './currentUser';
import { enterpriseChosen } from './enterprise';
import { sessionCleared } from './sessionCleared';
import { sessionValuesRewritten } from './sessionValuesRewritten';
import { SESSION_KEY_CODECS, type SessionValues } from './sessionKeys';

export { sessionCleared, sessionValuesRewritten };
export { SESSION_KEYS, type SessionValues } from './sessionKeys';

/** The session values set directly; the user's are the current user's (userSignedIn, accountRead). */
type OwnSessionValues = Pick<SessionValues, 'IS_ONLY_PURCHASE_PAYMENT' | 'authCode' | 'hasSkip' | 'curMenuIndex'>;

/** Sets some session values; the others keep theirs. */
export const sessionUpdated = createEvent<Partial<OwnSessionValues>>();

function sessionStore<K extends keyof OwnSessionValues>(key: K): StoreWritable<OwnSessionValues[K]> {
  const store = createStore<OwnSessionValues[K]>(null as OwnSessionValues[K], { skipVoid: false, name: key });
  sample({
    clock: sessionUpdated,
    filter: (patch) => key in patch,
    fn: (patch) => patch[key] as OwnSessionValues[K],
    target: store,
  });
  store.reset(sessionCleared);
  persist(store, { area: 'session', key, codec: SESSION_KEY_CODECS[key] as Codec<NonNullable<OwnSessionValues[K]>>, rewriteOn: sessionValuesRewritten });
  return store;
}

const $authCode = sessionStore('authCode');

/** Every session value by the specification's name (000 §3), to read. */
export const sessionStores: { [K in keyof SessionValues]: Store<SessionValues[K]> } = {
  objUser: $objUser,
  objCurUserInfo: $objCurUserInfo,
  curLoginName: $curLoginName,
  IS_ONLY_PURCHASE_PAYMENT: sessionStore('IS_ONLY_PURCHASE_PAYMENT'),
  authCode: $authCode,
  hasSkip: sessionStore('hasSkip'),
  curMenuIndex: sessionStore('curMenuIndex'),
};

// The drawback wizard's skip and the menu's entry are the chosen enterprise's: another
// company starts without them (a reload keeps them: it chooses nothing).
sample({ clock: enterpriseChosen, fn: () => ({ hasSkip: null, curMenuIndex: null }), target: sessionUpdated });

/**
 * Whether this tab is signed in, the one place that decides it: a sign-in gave it a user
 * (the login form, or single sign-on's account), or the single-sign-on check answered an
 * auth code. The navigation guard's "already signed in" (000 §2), the login page's leaving
 * such an arrival to the guard and the error page's way back read it.
 */
export const $signedIn = combine($currentUser, $authCode, (user, authCode) => user !== null || Boolean(authCode));

/** Page button permissions (menu `sysSourceList`), kept for the current page. */
export const $buttonPermissions = createStore<string[]>([], { name: 'buttonPermissions' });
export const buttonPermissionsChanged = createEvent<string[]>();
sample({ clock: buttonPermissionsChanged, target: $buttonPermissions });
$buttonPermissions.reset(sessionCleared);
persist($buttonPermissions, { area: 'session', key: 'buttonPermissions' });

/** The current page path (menu highlighting, the return target after re-login). */
export const $currentPagePath = createStore<string>('', { name: 'currentPagePath' });
export const pagePathChanged = createEvent<string>();
sample({ clock: pagePathChanged, target: $currentPagePath });
$currentPagePath.reset(sessionCleared);
persist($currentPagePath, { area: 'session', key: 'currentPagePath' });
