import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { signOut, type SignOutDeps } from '@/entities/session';

/**
 * Logout for the shell's user menu and /logoutPage. `productType` defaults to the
 * current route's query. `running` is true while the logout call is under way.
 */
export function useLogout() {
  const dispatch = useDispatch<SignOutDeps['dispatch']>();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [running, setRunning] = useState(false);

  const logout = useCallback(
    async (options: { productType?: string | null } = {}) => {
      setRunning(true);
      try {
        const productType = options.productType !== undefined ? options.productType : new URLSearchParams(search).get('productType');
        return await signOut({ dispatch, navigate }, { productType });
      } finally {
        setRunning(false);
      }
    },
    [dispatch, navigate, search],
  );

  return { logout, running };
}
