import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $currentUserId, $enterpriseId } from '@/entities/session';
import { useLazyGetPushlistUndealQuery } from '../../api/notificationApi';
import { localizedText } from '../../lib/notifications/item';
import { $locale } from '@/shared/i18n';
import { notify } from '@/shared/ui/notifier';
import { schedulePushToasts, selectPushToasts } from '../../lib/notifications/pushToasts';

/**
 * On entering the shell (the bell mounts with it): the undealt pushes of the user in the
 * chosen enterprise, the first two of priority 1 shown as toasts one second apart (001 §2.7, §9).
 */
export function usePushToasts(): void {
  const [enterpriseId, userId, locale] = useUnit([$enterpriseId, $currentUserId, $locale]);
  const [fetchPushes] = useLazyGetPushlistUndealQuery();

  useEffect(() => {
    if (!enterpriseId || !userId) return undefined;
    let active = true;
    let cancel = () => {};
    fetchPushes({ enterpriseId, userId })
      .unwrap()
      .then((pushes) => {
        if (!active) return;
        cancel = schedulePushToasts(selectPushToasts(pushes), (push) => {
          const { title, content } = localizedText(push, locale);
          notify.notice({ title, description: content });
        });
      })
      // A failed push list only means no toasts (001 §8: other failures are swallowed).
      .catch(() => undefined);
    return () => {
      active = false;
      cancel();
    };
  }, [enterpriseId, userId, locale, fetchPushes]);
}
