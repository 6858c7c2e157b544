import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { Button, Tag } from 'antd';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import type { NotificationItem } from '../../api/notificationApi';
import { isOpenTodo, isTodo, isUnread, localizedText } from '../../lib/notifications/item';
import { $locale } from '@/shared/i18n';
import styles from './NotificationRow.module.css';

interface NotificationRowProps {
  item: NotificationItem;
  onOpen(item: NotificationItem): void;
  onDone(item: NotificationItem): void;
  doneBusy: boolean;
}

/** One item: opens the detail dialog; a to-do still to do offers Mark as done. Server text is plain text. */
export function NotificationRow({ item, onOpen, onDone, doneBusy }: NotificationRowProps) {
  const { t } = useTranslation('notification');
  const locale = useUnit($locale);
  const { title, content } = localizedText(item, locale);
  const todo = isTodo(item);
  const unread = !todo && isUnread(item);

  return (
    <li className={styles.row} data-unread={unread || undefined}>
      <button type="button" className={styles.open} onClick={() => onOpen(item)}>
        <span className={styles.heading}>
          {unread && <span className={styles.dot} aria-hidden="true" />}
          {unread && <span className={visuallyHidden}>{t('unread')}: </span>}
          <span className={styles.title}>{title}</span>
        </span>
        <span className={styles.content}>{content}</span>
        <span className={styles.time}>{item.createTime}</span>
      </button>
      {todo && (
        <div className={styles.actions}>
          {isOpenTodo(item) ? (
            <Button size="small" onClick={() => onDone(item)} loading={doneBusy} aria-label={`${t('markDone')}: ${title}`}>
              {t('markDone')}
            </Button>
          ) : (
            <Tag color="success">{t('status.done')}</Tag>
          )}
        </div>
      )}
    </li>
  );
}
