import { FORCE_LOGIN_CODE, LOGIN_ROUTES, loginRoute, ONBOARDING_ROUTES, SIGNED_OUT_ROUTES } from '@/shared/config';

/** The routes of 000 §8 that "Login Again" comes back to, under whichever product prefix. */
const SEGMENTS_KEEPING_TARGET = ['pendingTask', 'transactionDetails'];
const pathOf = (route: string) => route.split('?', 1)[0] ?? route;

/**
 * A route of a signed-out user. A call that ends in 01100 there is a leftover of the page
 * just left (the shell's polls finishing after logout): telling the user, who is already
 * on the login page, to "log in again" would be noise.
 */
export const isSignedOutRoute = (route: string) => SIGNED_OUT_ROUTES.includes(pathOf(route));
/** A route showing the sign-in already: a forced sign-in (830005) there leaves the address as it is. */
export const isLoginRoute = (route: string) => LOGIN_ROUTES.includes(pathOf(route));

/**
 * Whether signing in again after the session ended on `route` comes back to it: the
 * onboarding pages keep their unsaved input as a draft and reopen the step the user was on.
 */
export function keepsTarget(route: string): boolean {
  const path = pathOf(route);
  return ONBOARDING_ROUTES.includes(path) || path.split('/').some((segment) => SEGMENTS_KEEPING_TARGET.includes(segment));
}

/**
 * The login address after the session ended on `route` (000 §8 "Session expiry"). The
 * route to come back to rides as `refer`, which the sign-in follows only after its redirect
 * check (returnTargetOf), with its whole query inside it: an onboarding page's productType
 * is the page's own (the drawback wizard's EXPORT_DRAWBACK_PROD), and as the login's
 * productType it would narrow the sign-in's company list to none. Signed in elsewhere
 * (830005), the address keeps the language in use (the login page is Chinese unless lang
 * says otherwise, 000 §9) and, from a page with nothing to come back to, the route's
 * productType, as logout does (000 §4 "Other transitions").
 */
export function signInAgainAddress(route: string, code: string, lang: string): string {
  const query = new URLSearchParams();
  const returning = keepsTarget(route);
  if (code === FORCE_LOGIN_CODE) {
    query.set('lang', lang);
    const productType = new URLSearchParams(route.split('?')[1] ?? '').get('productType');
    if (productType && !returning) query.set('productType', productType);
  }
  if (returning) query.set('refer', route);
  const search = query.toString();
  return loginRoute(search);
}
