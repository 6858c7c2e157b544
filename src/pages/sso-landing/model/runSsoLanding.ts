import { authApi, sessionStores, sessionUpdated, setEnterpriseCookie, userSignedIn, $enterpriseId } from '@/entities/session';
import type { ChoiceOutcome } from '@/features/choose-enterprise';
import { redirectAllowList, ROUTES } from '@/shared/config';
import { localeKept, t } from '@/shared/i18n';
import { checkRedirectTarget } from '@/shared/lib/safe-redirect';
import { storage } from '@/shared/lib/storage';
import { notify } from '@/shared/ui/notifier';
import type { ApiDispatch } from '@/shared/api';
import type { LandingQuery } from '../lib/landingQuery';

export interface LandingDeps {
  dispatch: ApiDispatch;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The enterprise choice with the landing's enterprise preselected (the sign-in's own path). */
  choose: (enterpriseId: string, landing: string) => Promise<ChoiceOutcome>;
}

/** Session-storage key of the accepted fromUrl (where the single sign-on came from). */
const FROM_URL_KEY = 'fromUrl';
const LANDING_TARGET = `${ROUTES.home}?isReFlag=2`;

/** 000 §8: a failed step of the landing goes to /login and alerts with the message. */
function fail(deps: LandingDeps, message: string): 'login' {
  deps.navigate(ROUTES.login, { replace: true });
  notify.alert({ title: t('common:tips'), content: message, okText: t('common:ok') });
  return 'login';
}

/**
 * The single-sign-on landing (000 §2), in the specification's order:
 * 1. the language: a valid `lang` is stored as the portal's locale (000 §9). This boot
 *    already rendered in it (the query wins at start-up), so there is no reload — a
 *    reload here could loop;
 * 2. check login on the host the user came from (`{from}/sso-web/checkLogin`, 000 §7,
 *    `from` being the origin of a fromUrl that passes the redirect check), the answer kept
 *    as authCode; no session → /login. Then the current user (getCurSysUser) is kept, and
 *    with it the login name a fresh tab does not have yet;
 * 3–5. select the enterprise, load the menu and land: the sign-in's own enterprise choice
 *    with this enterprise preselected (session, menu, setOrgId, products), landing on
 *    /home?isReFlag=2, or /login when the menu is empty. The enterprise-id cookie is set
 *    for the embedded applications (000 §9). A failed step → /login.
 * `fromUrl` is kept in session storage only when it passes the redirect check.
 */
export async function runSsoLanding(query: LandingQuery, deps: LandingDeps): Promise<'home' | 'login'> {
  // Stored whether or not it differs from the locale in use, so that it outlives this URL.
  if (query.lang) localeKept(query.lang);

  const fromUrl = checkRedirectTarget(query.fromUrl, { origin: window.location.origin, allowList: redirectAllowList }) ? (query.fromUrl ?? '').trim() : null;
  storage.set('session', FROM_URL_KEY, fromUrl);
  const from = fromUrl ? new URL(fromUrl, window.location.origin).origin : null;

  let authCode: string | null;
  try {
    authCode = await deps.dispatch(authApi.endpoints.checkLogin.initiate({ from: from === window.location.origin ? null : from })).unwrap();
  } catch (error) {
    return fail(deps, (error as { message?: string }).message?.trim() || t('errors:notResponding'));
  }
  if (!authCode) return fail(deps, t('enterprise:notSignedIn'));
  sessionUpdated({ authCode });

  const { enterpriseId } = query;
  if (!enterpriseId) return fail(deps, t('enterprise:ssoNoEnterprise'));

  // The current user failing is no reason to stop: the menu call goes without the name.
  const user = await deps
    .dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true }))
    .unwrap()
    .catch(() => null);
  if (user) userSignedIn({ loginName: user.loginName || sessionStores.curLoginName.getState(), account: { ...user } });

  const outcome = await deps.choose(enterpriseId, LANDING_TARGET);
  if (outcome === 'failed') {
    deps.navigate(ROUTES.login, { replace: true });
    return 'login';
  }
  if ($enterpriseId.getState() !== enterpriseId) return 'login';
  setEnterpriseCookie(enterpriseId);
  return 'home';
}
