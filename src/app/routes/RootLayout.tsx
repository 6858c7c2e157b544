import { Outlet } from 'react-router-dom';
import { IdleTimeoutHost } from '@/features/idle-timeout';
import { PlatformAgreementHost } from '@/features/sign-platform-agreement';
import { NavigationGuard } from './NavigationGuard';

/**
 * Around every route: the navigation guard, the platform agreement dialog (shown on demand)
 * and the idle timeout (while signed in).
 */
export function RootLayout() {
  return (
    <>
      <NavigationGuard />
      <Outlet />
      <PlatformAgreementHost />
      <IdleTimeoutHost />
    </>
  );
}
