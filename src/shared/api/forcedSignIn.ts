import { $locale } from '@/shared/i18n';
import { currentRoute, goTo } from '@/shared/lib/navigation';
import { storage } from '@/shared/lib/storage';

/** Session-storage key: the last /login arrival was a forced one (830005). */
const FORCED_KEY = 'forcedSignIn';
/** Routes already showing the sign-in: 830005 there leaves the address as it is. */
const LOGIN_ROUTES = ['/', '/login'];

/**
 * The login address for a forced re-login: the current route's productType (as logout
 * keeps it, 000 §4 "Other transitions") and the language in use (the login page is
 * Chinese unless lang says otherwise, 000 §9).
 */
export function forcedLoginAddress(route: string, lang: string): string {
  const productType = new URLSearchParams(route.split('?')[1] ?? '').get('productType');
  const query = new URLSearchParams({ lang });
  if (productType) query.set('productType', productType);
  return `/login?${query.toString()}`;
}

/**
 * 000 §8 "Session expiry": code 830005 goes to /login (the caller shows the message).
 * The arrival is marked so that the login page asks for a sign-in instead of resuming a
 * single-sign-on session that the server may still report (000 §4 "Login flow" step 5):
 * resuming it took the user straight back to the page the server had sent away from.
 */
export function forceSignIn(): void {
  storage.set('session', FORCED_KEY, true);
  const route = currentRoute();
  if (LOGIN_ROUTES.includes(route.split('?')[0] ?? route)) return;
  goTo(forcedLoginAddress(route, $locale.getState()));
}

/** Whether the login page was reached through 830005; reading it clears the mark. */
export function takeForcedSignIn(): boolean {
  const forced = storage.get<boolean>('session', FORCED_KEY) === true;
  storage.remove('session', FORCED_KEY);
  return forced;
}
