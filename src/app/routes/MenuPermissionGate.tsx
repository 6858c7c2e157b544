import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { useIsEnterprisePermittedQuery } from '@/entities/menu';
import { loginRouteKeeping, showNoPermission, usePageEnterprise } from '@/entities/session';
import { useLogout } from '@/features/logout';
import { FullPageStatus } from '@/shared/ui/full-page-status';
import { LoadError } from '@/shared/ui/load-error';

/**
 * The menu permission check of the onboarding pages (001 §6): the enterprise's menu list
 * is asked for the enterprise the page works on (its `id` query, else the chosen one); an
 * empty list means no permission: the no-permission message, then logout to /login. The
 * page renders only once the check has passed; without any enterprise the visitor goes to
 * /login (keeping productType).
 */
export function MenuPermissionGate() {
  const { t } = useTranslation(['common', 'errors']);
  const [query] = useSearchParams();
  const { enterpriseId } = usePageEnterprise();
  const check = useIsEnterprisePermittedQuery({ enterpriseId: enterpriseId ?? '' }, { skip: !enterpriseId });
  const { logout } = useLogout();
  const loggedOut = useRef(false);

  useEffect(() => {
    if (check.data !== false || loggedOut.current) return;
    loggedOut.current = true;
    showNoPermission();
    void logout();
  }, [check.data, logout]);

  // Signed out (a logout from the page just cleared the session): the login page keeps the
  // query productType, as the logout itself does (000 §4 "Other transitions").
  if (!enterpriseId) return <Navigate to={loginRouteKeeping(query.get('productType'))} replace />;
  if (check.data) return <Outlet />;
  if (check.isError) {
    return <LoadError title={t('errors:notResponding')} onRetry={() => void check.refetch()} />;
  }
  return <FullPageStatus message={t('common:loading')} />;
}
