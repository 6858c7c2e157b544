import { lazy, Suspense } from 'react';
import { useUnit } from 'effector-react';
import { useLocation } from 'react-router-dom';
import { $signedIn } from '@/entities/session';
import { idleTimeoutMinutes, SIGNED_OUT_ROUTES } from '@/shared/config';

// The timer and its dialog are their own chunk, loaded once signed in: a first visit to
// the login page never downloads them.
const IdleTimeout = lazy(() => import(/* webpackChunkName: "idle-timeout" */ './IdleTimeout'));

/**
 * Mount once (app): while the tab is signed in ($signedIn, the one place that decides it)
 * and not on a signed-out page, the user is signed out after the deployment's
 * PORTAL_IDLE_TIMEOUT_MINUTES without input.
 */
export function IdleTimeoutHost() {
  const signedIn = useUnit($signedIn);
  const { pathname } = useLocation();
  if (!signedIn || SIGNED_OUT_ROUTES.includes(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <IdleTimeout timeoutMs={idleTimeoutMinutes * 60_000} />
    </Suspense>
  );
}
