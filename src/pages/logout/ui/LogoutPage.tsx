import { useEffect, useRef } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLogout } from '@/features/logout';
import { notify } from '@/shared/ui/notifier';
import styles from './FullPageStatus.module.css';

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

  return (
    <main className={styles.page} aria-busy="true">
      <Spin size="large" />
      <h1 className={styles.title} role="status">
        {t('logout.inProgress')}
      </h1>
    </main>
  );
}
