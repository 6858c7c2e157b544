import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { $signedIn } from '@/entities/session';
import { redirectAllowList } from '@/shared/config';
import { storage } from '@/shared/lib/storage';
import { guardNavigation } from './guardNavigation';

/** Session-storage key of the remembered transaction-details target (survives a reload of /companyChoose). */
const PENDING_KEY = 'loginArrivalTarget';

/** Applies guardNavigation (see there) on every route change. */
export function NavigationGuard() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const result = guardNavigation({ pathname, search }, storage.get<string>('session', PENDING_KEY), {
      hasSession: $signedIn.getState(),
      origin: window.location.origin,
      allowList: redirectAllowList,
    });
    storage.set('session', PENDING_KEY, result.pending);
    if (result.redirect) navigate(result.redirect, { replace: true });
  }, [pathname, search, navigate]);
  return null;
}
