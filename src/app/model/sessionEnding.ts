import type { ApiEnvironment, SessionEnded } from '@/shared/api';
import { markForcedSignIn } from '@/shared/api';
import { FORCE_LOGIN_CODE, SESSION_ALERT_SUPPRESS_MS } from '@/shared/config';
import { $locale, t } from '@/shared/i18n';
import { currentRoute, goTo } from '@/shared/lib/navigation';
import { notify } from '@/shared/ui/notifier';
import { isLoginRoute, isSignedOutRoute, signInAgainAddress } from './signInAgain';

/**
 * How long after a sign-out its ended session stays quiet while the address is not yet a
 * signed-out route: the router changes the address once the login page's code is loaded.
 */
const SIGN_OUT_QUIET_MS = 3000;

/**
 * What the app does when a call finds the session over (000 §8 "Session expiry"), one per
 * store (createAppStore), so that its memory (the last alert, a sign-out under way) lives
 * and dies with the app it serves:
 * - expired (01100, 10900, a redirect): one "Login Again" alert per 5 s, none on a
 *   signed-out route or while a sign-out runs; Login Again goes to /login;
 * - signed in elsewhere (830005): straight to /login with the server's message, marked so
 *   that the login page asks for a sign-in instead of resuming the session;
 * either way, signing in again comes back to the page the user was on where that page
 * keeps what was typed (signInAgain.ts).
 */
export function createSessionEnding(): Required<Pick<ApiEnvironment, 'sessionEnded' | 'whileSigningOut'>> {
  let lastAlertAt = Number.NEGATIVE_INFINITY;
  let signOutsUnderWay = 0;
  // A finished sign-out whose login page has not been seen yet: quiet until this time.
  let quietUntil = Number.NEGATIVE_INFINITY;

  function signedInElsewhere({ code, message }: SessionEnded): void {
    markForcedSignIn();
    const route = currentRoute();
    if (!isLoginRoute(route)) goTo(signInAgainAddress(route, code, $locale.getState()));
    notify.error(message);
  }

  function expired({ code }: SessionEnded): void {
    // A sign-out ends the session on purpose: the shell's polls sent before or during it are
    // answered 01100, and the user is leaving anyway (after a password change the alert
    // would stand over the login page).
    if (signOutsUnderWay > 0) return;
    const route = currentRoute();
    if (isSignedOutRoute(route)) {
      quietUntil = Number.NEGATIVE_INFINITY;
      return;
    }
    const now = Date.now();
    if (now < quietUntil) return;
    // A clock set back since the last alert does not silence the next ones.
    const sinceLastAlert = now - lastAlertAt;
    if (sinceLastAlert >= 0 && sinceLastAlert < SESSION_ALERT_SUPPRESS_MS) return;
    lastAlertAt = now;
    notify.alert({
      title: t('common:tips'),
      content: t('errors:sessionExpired'),
      okText: t('common:loginAgain'),
      onOk: () => goTo(signInAgainAddress(route, code, $locale.getState())),
    });
  }

  return {
    sessionEnded: (ended) => (ended.code === FORCE_LOGIN_CODE ? signedInElsewhere(ended) : expired(ended)),
    async whileSigningOut(signOut) {
      signOutsUnderWay += 1;
      try {
        return await signOut();
      } finally {
        signOutsUnderWay -= 1;
        // Until a call finds the login page there, or for a bounded time.
        quietUntil = Date.now() + SIGN_OUT_QUIET_MS;
      }
    },
  };
}
