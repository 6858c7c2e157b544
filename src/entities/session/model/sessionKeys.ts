import { codecs, type Codec } from '@/shared/lib/storage';

/**
 * The user's session values the specification keeps (000 §3 "Session values kept"). Each
 * lives in session storage under its own name, as the other screens (and embedded
 * sub-applications) read them by that name: plain strings for plain values, JSON only for
 * the objects (SESSION_KEY_CODECS). The user's three (objUser, objCurUserInfo,
 * curLoginName) are derived from the one current-user store (currentUser.ts), the chosen
 * enterprise's values (enterpriseId, companyName, companyIdentCode, enterpriseRole,
 * enterpriseProductType, location) from the one chosen-enterprise store (enterprise.ts).
 * hasSkip and curMenuIndex belong to the chosen enterprise's flows, each written where its
 * flow acts and read back after a reload: hasSkip (true or false) says that the
 * export-drawback wizard's step 1 was skipped and not checked since; curMenuIndex is the
 * side menu's entry last selected (its key, e.g. `2.0`), which the menu shows selected on a
 * page that is none of its entries.
 */
export interface SessionValues {
  objUser: Record<string, unknown> | null;
  objCurUserInfo: Record<string, unknown> | null;
  curLoginName: string | null;
  IS_ONLY_PURCHASE_PAYMENT: boolean | null;
  authCode: string | null;
  hasSkip: boolean | null;
  curMenuIndex: string | null;
}

export type SessionKey = keyof SessionValues;

export const SESSION_KEYS = [
  'objUser',
  'objCurUserInfo',
  'curLoginName',
  'IS_ONLY_PURCHASE_PAYMENT',
  'authCode',
  'hasSkip',
  'curMenuIndex',
] as const satisfies readonly SessionKey[];

/**
 * How each session value is written, the one mapping of the specification's names to their
 * stored form (README "Sub-application contract"): the user objects as JSON, the login name
 * the auth code and the menu entry as they are, the purchase-payment and skip flags as
 * `true`/`false`. The chosen
 * enterprise's values are written by sessionKeysOf (enterprise.ts), as text.
 */
export const SESSION_KEY_CODECS = {
  objUser: codecs.json as Codec<Record<string, unknown>>,
  objCurUserInfo: codecs.json as Codec<Record<string, unknown>>,
  curLoginName: codecs.text,
  IS_ONLY_PURCHASE_PAYMENT: codecs.flag,
  authCode: codecs.text,
  hasSkip: codecs.flag,
  curMenuIndex: codecs.text,
} satisfies { [K in SessionKey]: Codec<NonNullable<SessionValues[K]>> };
