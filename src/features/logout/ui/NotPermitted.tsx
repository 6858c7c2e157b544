import { useEffect, useRef, type ReactNode } from 'react';
import { showNoPermission } from '@/entities/session';
import { useLogout } from '../model/useLogout';

/**
 * A page opened for an enterprise other than the chosen one gets what the menu permission
 * check gives a page the user may not see (001 §6): the no-permission message, then logout
 * to /login. Shows `children` (the page's loading state) meanwhile.
 */
export function NotPermitted({ children }: { children: ReactNode }) {
  const { logout } = useLogout();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    showNoPermission();
    void logout();
  }, [logout]);
  return children;
}
