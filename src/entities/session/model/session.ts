import { createEvent, createStore, sample, type StoreWritable } from 'effector';
import { codecs, persist, type Codec } from '@/shared/lib/storage';

/**
 * The user's session values the specification keeps (000 §3 "Session values kept"). Each
 * lives in session storage under its own name, as the other screens (and embedded
 * sub-applications) read them by that name: plain strings for plain values, JSON only for
 * the objects (SESSION_KEY_CODECS). The chosen enterprise's values (enterpriseId,
 * companyName, companyIdentCode, enterpriseRole, enterpriseProductType, location) are
 * derived from the one chosen-enterprise store (enterprise.ts). hasSkip and curMenuIndex
 * are named by the specification with no behaviour; they are not kept until a flow needs
 * them.
 */
export interface SessionValues {
  objUser: Record<string, unknown> | null;
  objCurUserInfo: Record<string, unknown> | null;
  curLoginName: string | null;
  IS_ONLY_PURCHASE_PAYMENT: boolean | null;
  authCode: string | null;
}

export type SessionKey = keyof SessionValues;

export const SESSION_KEYS = [
  'objUser',
  'objCurUserInfo',
  'curLoginName',
  'IS_ONLY_PURCHASE_PAYMENT',
  'authCode',
] as const satisfies readonly SessionKey[];

/**
 * How each session value is written, the one mapping of the specification's names to their
 * stored form (README "Sub-application contract"): the user objects as JSON, the login name
 * and the auth code as they are, the purchase-payment flag as `true`/`false`. The chosen
 * enterprise's values are written by sessionKeysOf (enterprise.ts), as text.
 */
export const SESSION_KEY_CODECS = {
  objUser: codecs.json as Codec<Record<string, unknown>>,
  objCurUserInfo: codecs.json as Codec<Record<string, unknown>>,
  curLoginName: codecs.text,
  IS_ONLY_PURCHASE_PAYMENT: codecs.flag,
  authCode: codecs.text,
} satisfies { [K in SessionKey]: Codec<NonNullable<SessionValues[K]>> };

/** Sets some session values; the others keep theirs. */
export const sessionUpdated = createEvent<Partial<SessionValues>>();
/** Logout: every session value goes back to empty (and leaves storage). */
export const sessionCleared = createEvent();

function sessionStore<K extends SessionKey>(key: K): StoreWritable<SessionValues[K]> {
  const store = createStore<SessionValues[K]>(null as SessionValues[K], { skipVoid: false, name: key });
  sample({
    clock: sessionUpdated,
    filter: (patch) => key in patch,
    fn: (patch) => patch[key] as SessionValues[K],
    target: store,
  });
  store.reset(sessionCleared);
  persist(store, { area: 'session', key, codec: SESSION_KEY_CODECS[key] as Codec<NonNullable<SessionValues[K]>> });
  return store;
}

export const sessionStores = Object.fromEntries(SESSION_KEYS.map((key) => [key, sessionStore(key)])) as {
  [K in SessionKey]: StoreWritable<SessionValues[K]>;
};

export const $authCode = sessionStores.authCode;

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

/**
 * A signed-in session in this tab: the sign-in flow set the login name or the auth code.
 * The navigation guard's "already signed in" (000 §2) and the login page's decision to
 * leave such an arrival to the guard read this one rule.
 */
export function hasTabSession(): boolean {
  return Boolean(sessionStores.curLoginName.getState() || sessionStores.authCode.getState());
}
