import { useContext, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { IdleTimeoutHost } from '@/features/idle-timeout';
import { PlatformAgreementHost } from '@/features/sign-platform-agreement';
import { FirstPageShown } from './firstPage';
import { NavigationGuard } from './NavigationGuard';
import { SubAppWarmUp } from './SubAppWarmUp';

/**
 * Around every route: the navigation guard, the platform agreement dialog (shown on demand),
 * the idle timeout and the sub-applications' warm-up (while signed in).
 */
export function RootLayout() {
  const firstPageShown = useContext(FirstPageShown);
  // The first commit of the layout holds the first page (its code is in before the router renders it).
  useEffect(() => firstPageShown?.(), [firstPageShown]);
  return (
    <>
      <NavigationGuard />
      <Outlet />
      <PlatformAgreementHost />
      <IdleTimeoutHost />
      <SubAppWarmUp />
    </>
  );
}
