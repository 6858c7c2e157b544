import { baseApi, whileSigningOut, type ApiDispatch, type ApiError } from '@/shared/api';
import { authApi } from '../api/authApi';
import { clearEnterpriseCookie } from '../lib/enterpriseCookie';
import { sessionCleared } from './session';
import { storage } from '@/shared/lib/storage';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/ui/notifier';
import { LOGIN_REASON_QUERY, type LoginReason, loginRoute } from '@/shared/config';

export interface SignOutDeps {
  dispatch: ApiDispatch;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

/**
 * The login route to return to, keeping the productType query (000 §4 "Other transitions"),
 * with the reason the login page explains and the page to return to (`refer`) when given.
 * A page to return to carries its whole query inside refer, productType included: a
 * wizard's own productType (the drawback wizard's EXPORT_DRAWBACK_PROD) as the login's would
 * narrow the sign-in's company list to none (as app/model/signInAgain.ts does for 000 §8).
 */
export function loginRouteKeeping(productType: string | null | undefined, { reason, returnTo }: { reason?: LoginReason; returnTo?: string } = {}): string {
  const query = new URLSearchParams(productType && !returnTo ? { productType } : {});
  if (reason) query.set(LOGIN_REASON_QUERY, reason);
  if (returnTo) query.set('refer', returnTo);
  const text = query.toString();
  return loginRoute(text);
}

export interface SignOutOptions {
  productType?: string | null;
  /**
   * A sign-out for inactivity (the idle timeout): the tab's own storage stays, the unsaved
   * wizard input and the wizard's place in it (keyed by login name), as after a session
   * expiry, so signing in again returns to `returnTo` with what was typed.
   */
  inactivity?: { returnTo: string };
  /**
   * The chosen company has no menu for the user (000 §4 "After choosing an enterprise" step 5,
   * §6): the login page says so and asks to contact the administrator.
   */
  emptyMenu?: boolean;
}

function failureText(error: unknown): string {
  const message = (error as Partial<ApiError> | null)?.message;
  return typeof message === 'string' && message.trim() ? message : t('enterprise:logout.failed');
}

/**
 * Logout (000 §4 "Other transitions", §8 "Logout failure"): the logout call (a failure
 * shows an error toast with its message, and the local sign-out goes on), then every
 * session value, local and session storage, the single sign-on's enterprise-id cookie
 * (000 §9) and the API cache are cleared, and the user returns to /login keeping the
 * productType query. Resolves true when the server call succeeded. A sign-out for
 * inactivity keeps the tab's session storage (see SignOutOptions) and tells the login page
 * why, as does one for an empty menu. The shell's polls that the ended session answers
 * with 01100 meanwhile stay silent (whileSigningOut).
 */
export function signOut(deps: SignOutDeps, { productType, inactivity, emptyMenu = false }: SignOutOptions = {}): Promise<boolean> {
  return deps.dispatch(whileSigningOut(async () => {
    let succeeded = true;
    try {
      await deps.dispatch(authApi.endpoints.logout.initiate()).unwrap();
    } catch (error) {
      succeeded = false;
      notify.error(failureText(error));
    }
    sessionCleared();
    storage.clear('local');
    if (!inactivity) storage.clear('session');
    clearEnterpriseCookie();
    deps.dispatch(baseApi.util.resetApiState());
    const arrival = inactivity ? { reason: 'inactivity' as const, returnTo: inactivity.returnTo } : emptyMenu ? { reason: 'emptyMenu' as const } : {};
    deps.navigate(loginRouteKeeping(productType, arrival), { replace: true });
    return succeeded;
  }));
}
