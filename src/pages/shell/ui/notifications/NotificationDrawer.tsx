import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { Button, Drawer, Input, Tabs } from 'antd';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { useUpdateHandleStatusMutation, type NotificationCounts, type NotificationItem } from '../../api/notificationApi';
import { MSG_TYPE, UPD_TYPE } from '../../config/notifications';
import { isTodo, isUnread } from '../../lib/notifications/item';
import { notify } from '@/shared/ui/notifier';
import { drawerWidth } from '../../lib/notifications/drawerWidth';
import { NotificationDetail } from './NotificationDetail';
import { NotificationList } from './NotificationList';
import { useViewportWidth } from '@/shared/lib/viewport';
import styles from './NotificationDrawer.module.css';

interface NotificationDrawerProps {
  open: boolean;
  onClose(): void;
  counts: NotificationCounts | undefined;
}

/** The drawer (001 §2.7): Message and To-do tabs, detail dialog, mark read / done / all read. */
export function NotificationDrawer({ open, onClose, counts }: NotificationDrawerProps) {
  const { t } = useTranslation('notification');
  const width = drawerWidth(useViewportWidth());
  const [tab, setTab] = useState<string>('message');
  // queryCondition.title (001 §7): both tabs list only titles containing it.
  const [title, setTitle] = useState('');
  const [detail, setDetail] = useState<NotificationItem | null>(null);
  const [update, updating] = useUpdateHandleStatusMutation();
  const busy = updating.isLoading ? updating.originalArgs : undefined;

  // Errors: the base query shows the server's message as an error toast (001 §8).
  const openItem = (item: NotificationItem) => {
    setDetail(item);
    if (!isTodo(item) && isUnread(item) && item.id) void update({ id: item.id, updType: UPD_TYPE.read });
  };

  const markDone = async (item: NotificationItem) => {
    if (!item.id) return;
    try {
      await update({ id: item.id, updType: UPD_TYPE.done }).unwrap();
      notify.success(t('markedDone'));
      setDetail(null);
    } catch {
      // The error toast is already shown.
    }
  };

  const markAllRead = async () => {
    try {
      await update({ id: null, updType: UPD_TYPE.allRead }).unwrap();
      notify.success(t('markedAllRead'));
    } catch {
      // The error toast is already shown.
    }
  };

  const doneBusyId = busy?.updType === UPD_TYPE.done ? busy.id : null;
  const list = (msgType: (typeof MSG_TYPE)[keyof typeof MSG_TYPE]) => (
    <NotificationList msgType={msgType} title={title} onOpen={openItem} onDone={markDone} doneBusyId={doneBusyId} />
  );

  return (
    <>
      <Drawer
        open={open}
        onClose={onClose}
        title={t('title')}
        size={width}
        className={styles.drawer}
        styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column', overflow: 'hidden' } }}
        extra={
          (counts?.unReadCount ?? 0) > 0 && (
            <Button size="small" onClick={markAllRead} loading={busy?.updType === UPD_TYPE.allRead} disabled={Boolean(busy)}>
              {t('markAllRead')}
            </Button>
          )
        }
      >
        <div className={styles.search}>
          <Input.Search
            // antd's clear button shows only an icon: it is named in words too.
            allowClear={{
              clearIcon: (
                <>
                  <CloseCircleFilled aria-hidden />
                  <span className={visuallyHidden}>{t('search.clear')}</span>
                </>
              ),
            }}
            placeholder={t('search.placeholder')}
            aria-label={t('search.label')}
            // antd's search button shows only an icon: it is named in words.
            enterButton={<Button icon={<SearchOutlined aria-hidden />} aria-label={t('search.submit')} />}
            onSearch={(value) => setTitle(value.trim())}
          />
        </div>
        <Tabs
          className={styles.tabs}
          activeKey={tab}
          onChange={setTab}
          destroyOnHidden
          items={[
            { key: 'message', label: t('tabs.message'), children: list(MSG_TYPE.message) },
            { key: 'todo', label: t('tabs.todo'), children: list(MSG_TYPE.todo) },
          ]}
        />
      </Drawer>
      <NotificationDetail item={detail} onClose={() => setDetail(null)} onDone={markDone} doneBusy={Boolean(detail?.id && detail.id === doneBusyId)} />
    </>
  );
}
