import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { enterpriseApi } from '@/entities/enterprise';
import { menuApi } from '@/entities/menu';
import { authApi, sessionStores, sessionUpdated } from '@/entities/session';
import type { ApiError } from '@/shared/api';
import { redirectAllowList } from '@/shared/config';
import { localeKept, t } from '@/shared/i18n';
import { checkRedirectTarget } from '@/shared/lib/safe-redirect';
import { storage } from '@/shared/lib/storage';
import { notify } from '@/shared/ui/notifier';
import { setEnterpriseCookie } from '../lib/enterpriseCookie';
import type { LandingQuery } from '../lib/landingQuery';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any store state: the endpoints are injected into the one API
type ApiDispatch = ThunkDispatch<any, unknown, UnknownAction>;

export interface LandingDeps {
  dispatch: ApiDispatch;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

/** Session-storage key of the accepted fromUrl (where the single sign-on came from). */
export const FROM_URL_KEY = 'fromUrl';
export const LANDING_TARGET = '/home?isReFlag=2';

function messageOf(error: unknown): string {
  const message = (error as Partial<ApiError> | null)?.message;
  return typeof message === 'string' && message.trim() ? message : t('errors:notResponding');
}

/** 000 §8: a failed step of the landing goes to /login and alerts with the message. */
function fail(deps: LandingDeps, message: string): 'login' {
  deps.navigate('/login', { replace: true });
  notify.alert({ title: t('common:tips'), content: message, okText: t('common:ok') });
  return 'login';
}

/**
 * The single-sign-on landing (000 §2), in the specification's order:
 * 1. the language: a valid `lang` is stored as the portal's locale (000 §9). This boot
 *    already rendered in it (the query wins at start-up), so there is no reload — a
 *    reload here could loop;
 * 2. check login: the auth code is kept (authCode); no session or a failure → /login;
 * 3. select the enterprise: setOrgId with enterpriseId, the enterpriseId session value
 *    and cookie; a failure → /login;
 * 4. load the menu for the enterprise;
 * 5. → /home?isReFlag=2, or /login when the menu is empty.
 * `fromUrl` is kept in session storage only when it passes the redirect check.
 */
export async function runSsoLanding(query: LandingQuery, deps: LandingDeps): Promise<'home' | 'login'> {
  // Stored whether or not it differs from the locale in use, so that it outlives this URL.
  if (query.lang) localeKept(query.lang);

  let authCode: string | null;
  try {
    authCode = await deps.dispatch(authApi.endpoints.checkLogin.initiate()).unwrap();
  } catch (error) {
    return fail(deps, messageOf(error));
  }
  if (!authCode) return fail(deps, t('enterprise:notSignedIn'));
  sessionUpdated({ authCode });

  const { enterpriseId } = query;
  if (!enterpriseId) return fail(deps, t('enterprise:ssoNoEnterprise'));
  try {
    await deps.dispatch(enterpriseApi.endpoints.setOrganisation.initiate({ orgId: enterpriseId })).unwrap();
  } catch (error) {
    return fail(deps, messageOf(error));
  }
  sessionUpdated({ enterpriseId });
  setEnterpriseCookie(enterpriseId);

  let menuSize: number;
  try {
    const loginName = sessionStores.curLoginName.getState() ?? '';
    const menu = await deps
      .dispatch(menuApi.endpoints.getEnterpriseMenu.initiate({ enterpriseId, loginName }, { subscribe: false, forceRefetch: true }))
      .unwrap();
    menuSize = menu.length;
  } catch (error) {
    return fail(deps, messageOf(error));
  }
  if (menuSize === 0) {
    deps.navigate('/login', { replace: true });
    return 'login';
  }

  const fromUrl = checkRedirectTarget(query.fromUrl, { origin: window.location.origin, allowList: redirectAllowList });
  storage.set('session', FROM_URL_KEY, fromUrl ? (query.fromUrl ?? '').trim() : null);
  deps.navigate(LANDING_TARGET, { replace: true });
  return 'home';
}
