import { useEffect } from 'react';
import { useGetCurrentUserQuery } from '../api/authApi';
import { sessionUpdated } from './session';

/**
 * Loads the signed-in user (getCurSysUser, 001 §7 "Shell") and keeps it in the session
 * as objCurUserInfo (000 §3), for the shell and the sub-applications that read it.
 */
export function useCurrentUserKept(): void {
  const { data } = useGetCurrentUserQuery();
  useEffect(() => {
    if (data) sessionUpdated({ objCurUserInfo: { ...data } });
  }, [data]);
}
