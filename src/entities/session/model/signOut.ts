import { baseApi, whileSigningOut, type ApiDispatch, type ApiError } from '@/shared/api';
import { authApi } from '../api/authApi';
import { clearEnterpriseCookie } from '../lib/enterpriseCookie';
import { sessionCleared } from './session';
import { storage } from '@/shared/lib/storage';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/ui/notifier';


export interface SignOutDeps {
  dispatch: ApiDispatch;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

/** The login route to return to, keeping the productType query (000 §4 "Other transitions"). */
export function loginRouteKeeping(productType: string | null | undefined): string {
  return productType ? `/login?${new URLSearchParams({ productType }).toString()}` : '/login';
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
 * succeeded. The shell's polls that the ended session answers with 01100 meanwhile stay
 * silent (whileSigningOut).
 */
export function signOut(deps: SignOutDeps, { productType }: { productType?: string | null } = {}): Promise<boolean> {
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
    storage.clear('session');
    clearEnterpriseCookie();
    deps.dispatch(baseApi.util.resetApiState());
    deps.navigate(loginRouteKeeping(productType), { replace: true });
    return succeeded;
  }));
}
