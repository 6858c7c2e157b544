import { baseApi, whileSigningOut, type ApiDispatch, type ApiError } from '@/shared/api';
import { authApi } from '../api/authApi';
import { clearEnterpriseCookie } from '../lib/enterpriseCookie';
import { sessionCleared } from './session';
import { storage } from '@/shared/lib/storage';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/ui/notifier';
import { INACTIVITY_LOGIN_QUERY } from '@/shared/config';

export interface SignOutDeps {
  dispatch: ApiDispatch;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

/** The login route to return to, keeping the productType query (000 §4 "Other transitions"). */
export function loginRouteKeeping(productType: string | null | undefined): string {
  return productType ? `/login?${new URLSearchParams({ productType }).toString()}` : '/login';
}

/** The login route after a sign-out for inactivity: productType kept, the mark, and the page to return to (`refer`). */
function inactivityLoginRoute(productType: string | null | undefined, returnTo: string): string {
  const query = new URLSearchParams(productType ? { productType } : {});
  query.set(INACTIVITY_LOGIN_QUERY.name, INACTIVITY_LOGIN_QUERY.value);
  query.set('refer', returnTo);
  return `/login?${query.toString()}`;
}

export interface SignOutOptions {
  productType?: string | null;
  /**
   * A sign-out for inactivity (the idle timeout): the tab's own storage stays, the unsaved
   * wizard input and the wizard's place in it (keyed by login name), as after a session
   * expiry, so signing in again returns to `returnTo` with what was typed.
   */
  inactivity?: { returnTo: string };
}

function failureText(error: unknown): string {
  const message = (error as Partial<ApiError> | null)?.message;
  return typeof message === 'string' && message.trim() ? message : t('enterprise:logout.failed');
}

/**
 * Logout (000 §4 "Other transitions", §8 "Logout failure"): the logout call (a failure
 * shows an error toast with its message, and the local sign-out goes on), then every
 * session value, local and session storage, the single sign-on's enterprise-id cookie
 * (000 §9) and the API cache are cleared, and the user
 * returns to /login keeping the productType query. Resolves true when the server call
 * succeeded. A sign-out for inactivity keeps the tab's session storage (see SignOutOptions)
 * and tells the login page why. The shell's polls that the ended session answers with
 * 01100 meanwhile stay silent (whileSigningOut).
 */
export function signOut(deps: SignOutDeps, { productType, inactivity }: SignOutOptions = {}): Promise<boolean> {
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
    deps.navigate(inactivity ? inactivityLoginRoute(productType, inactivity.returnTo) : loginRouteKeeping(productType), { replace: true });
    return succeeded;
  }));
}
