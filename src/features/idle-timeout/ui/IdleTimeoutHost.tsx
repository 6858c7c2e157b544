import { lazy, Suspense } from 'react';
import { useUnit } from 'effector-react';
import { useLocation } from 'react-router-dom';
import { $authCode, sessionStores } from '@/entities/session';
import { idleTimeoutMinutes, SIGNED_OUT_ROUTES } from '@/shared/config';

// The timer and its dialog are their own chunk, loaded once signed in: a first visit to
// the login page never downloads them.
const IdleTimeout = lazy(() => import(/* webpackChunkName: "idle-timeout" */ './IdleTimeout'));

/**
 * Mount once (app): while the tab is signed in (the sign-in set the login name or the auth
 * code) and not on a signed-out page, the user is signed out after the deployment's
 * PORTAL_IDLE_TIMEOUT_MINUTES without input.
 */
export function IdleTimeoutHost() {
  const [loginName, authCode] = useUnit([sessionStores.curLoginName, $authCode]);
  const signedIn = Boolean(loginName || authCode);
  const { pathname } = useLocation();
  if (!signedIn || SIGNED_OUT_ROUTES.includes(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <IdleTimeout timeoutMs={idleTimeoutMinutes * 60_000} />
    </Suspense>
  );
}
