import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '@/features/logout';
import { notify } from '@/shared/ui/notifier';
import { FullPageStatus } from '@/shared/ui/full-page-status';

/**
 * /logoutPage (000 §2): calls logout, shows "Logout successful", replaces the route with
 * /login (keeping productType) and clears local storage (and session storage, as every
 * logout does). A failed call shows its message instead of the success text.
 */
export function LogoutPage() {
  const { t } = useTranslation('enterprise');
  const { logout } = useLogout();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().then((succeeded) => {
      if (succeeded) notify.success(t('logout.success'));
    });
  }, [logout, t]);

  return <FullPageStatus message={t('logout.inProgress')} />;
}
