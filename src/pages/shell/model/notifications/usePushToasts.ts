import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $currentUserId, $enterpriseId } from '@/entities/session';
import { useLazyGetPushlistUndealQuery } from '../../api/notificationApi';
import { schedulePushToasts, selectPushToasts } from '../../lib/notifications/pushToasts';
import { pushToastDue } from './shownPushes';

/**
 * On entering the shell (the bell mounts with it) and on a company switch: the undealt
 * pushes of the user in the chosen enterprise, the first two of priority 1 shown as toasts
 * one second apart (001 §2.7, §9), each at most once per session (shownPushes.ts).
 */
export function usePushToasts(): void {
  const [enterpriseId, userId] = useUnit([$enterpriseId, $currentUserId]);
  const [fetchPushes] = useLazyGetPushlistUndealQuery();

  useEffect(() => {
    if (!enterpriseId || !userId) return undefined;
    let active = true;
    let cancel = () => {};
    fetchPushes({ enterpriseId, userId })
      .unwrap()
      .then((pushes) => {
        if (!active) return;
        cancel = schedulePushToasts(selectPushToasts(pushes), (push) => pushToastDue(push));
      })
      // A failed push list only means no toasts (001 §8: other failures are swallowed).
      .catch(() => undefined);
    return () => {
      active = false;
      cancel();
    };
  }, [enterpriseId, userId, fetchPushes]);
}
