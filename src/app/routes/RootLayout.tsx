import { Outlet } from 'react-router-dom';
import { PlatformAgreementHost } from '@/features/sign-platform-agreement';
import { NavigationGuard } from './NavigationGuard';

/** Around every route: the navigation guard and the platform agreement dialog (shown on demand). */
export function RootLayout() {
  return (
    <>
      <NavigationGuard />
      <Outlet />
      <PlatformAgreementHost />
    </>
  );
}
