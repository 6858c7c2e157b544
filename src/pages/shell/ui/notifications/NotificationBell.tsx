import { lazy, Suspense, useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Badge, Button } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { attentionCount } from '../../lib/notifications/item';
import { badgeText } from '../../lib/badgeText';
import { useNotificationCounts } from '../../model/notifications/useNotificationCounts';
import { usePushToasts } from '../../model/notifications/usePushToasts';
import { notificationDrawerToggled } from '../../model/notifications/shownPushes';
import styles from './NotificationBell.module.css';

// The drawer (tabs, lists, dialog) loads on first open: the header stays light.
const NotificationDrawer = lazy(() => import('./NotificationDrawer').then((module) => ({ default: module.NotificationDrawer })));

/** The shell's notification bell (001 §2.7): badge of what needs attention, drawer on click, push toasts. */
export function NotificationBell() {
  const { t } = useTranslation('notification');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const { counts } = useNotificationCounts();
  usePushToasts();
  const drawerToggled = useUnit(notificationDrawerToggled);
  // Push toasts never cover the open drawer (shownPushes.ts); a bell that goes leaves it closed.
  useEffect(() => {
    drawerToggled(open);
    return () => void drawerToggled(false);
  }, [open, drawerToggled]);
  const badge = badgeText(attentionCount(counts));

  return (
    <>
      <Badge count={badge} size="small" className={styles.badge} data-testid="notification-badge">
        <Button
          type="text"
          shape="circle"
          icon={<BellOutlined aria-hidden />}
          aria-label={t('bell')}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        />
      </Badge>
      {opened && (
        <Suspense fallback={null}>
          <NotificationDrawer open={open} onClose={() => setOpen(false)} counts={counts} />
        </Suspense>
      )}
    </>
  );
}
