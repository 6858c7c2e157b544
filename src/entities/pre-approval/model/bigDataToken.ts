import { cookie, storage } from '@/shared/lib/storage';

/** Where the big-data token is kept: a local-storage key and a cookie of the same name (000 §7). */
export const BIG_DATA_TOKEN_KEY = 'bigDataToken';

/**
 * Keeps the big-data token of the chosen enterprise in local storage and in the cookie
 * `bigDataToken` (000 §7 getTokenByEnterpriseId: "the token is stored locally and in a
 * cookie").
 */
export function keepBigDataToken(token: string): void {
  storage.set('local', BIG_DATA_TOKEN_KEY, token);
  cookie.set(BIG_DATA_TOKEN_KEY, token);
}
