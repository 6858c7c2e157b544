import type { UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Spin } from 'antd';
import { useQueryNotificationListInfiniteQuery, type NotificationItem } from '../../api/notificationApi';
import { LOAD_MORE_THRESHOLD_PX, type MsgType } from '../../config/notifications';
import { isNearBottom } from '../../lib/notifications/nearBottom';
import { NotificationRow } from './NotificationRow';
import styles from './NotificationList.module.css';

interface NotificationListProps {
  msgType: MsgType;
  /** Only titles containing this (empty: all). */
  title: string;
  onOpen(item: NotificationItem): void;
  onDone(item: NotificationItem): void;
  doneBusyId: string | null | undefined;
}

/** One tab's list: pages of 10, the next one loading within 50 px of the bottom (001 §9). */
export function NotificationList({ msgType, title, onOpen, onDone, doneBusyId }: NotificationListProps) {
  const { t } = useTranslation('notification');
  const { data, isLoading, isFetchingNextPage, hasNextPage, fetchNextPage } = useQueryNotificationListInfiniteQuery(title ? { msgType, title } : { msgType });
  const items = data?.pages.flatMap((page) => page.records ?? []) ?? [];

  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (isNearBottom(event.currentTarget, LOAD_MORE_THRESHOLD_PX)) loadMore();
  };

  if (isLoading) {
    return (
      <div className={styles.state} role="status">
        <Spin />
        <span>{t('loading')}</span>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className={styles.state}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={title ? t('noMatch') : t(msgType === 1 ? 'empty.message' : 'empty.todo')} />
      </div>
    );
  }
  return (
    <div className={styles.scroll} onScroll={onScroll} data-testid={`notification-list-${msgType}`}>
      <ul className={styles.list}>
        {items.map((item, index) => (
          <NotificationRow key={item.id ?? index} item={item} onOpen={onOpen} onDone={onDone} doneBusy={item.id === doneBusyId} />
        ))}
      </ul>
      <div className={styles.footer}>
        {isFetchingNextPage ? (
          <span role="status">
            <Spin size="small" /> {t('loadingMore')}
          </span>
        ) : hasNextPage ? (
          <Button type="link" onClick={loadMore}>
            {t('loadMore')}
          </Button>
        ) : (
          <span className={styles.noMore}>{t('noMore')}</span>
        )}
      </div>
    </div>
  );
}
