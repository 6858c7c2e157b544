import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { Button, Modal } from 'antd';
import type { NotificationItem } from '../../api/notificationApi';
import { isOpenTodo, localizedText } from '../../lib/notifications/item';
import { $locale } from '@/shared/i18n';
import styles from './NotificationDetail.module.css';

interface NotificationDetailProps {
  item: NotificationItem | null;
  onClose(): void;
  onDone(item: NotificationItem): void;
  doneBusy: boolean;
}

/** The detail dialog: title and content in the current language, as plain text (001 §2.7). */
export function NotificationDetail({ item, onClose, onDone, doneBusy }: NotificationDetailProps) {
  const { t } = useTranslation('notification');
  const locale = useUnit($locale);
  const text = item ? localizedText(item, locale) : null;

  const footer = [
    item && isOpenTodo(item) ? (
      <Button key="done" type="primary" loading={doneBusy} onClick={() => onDone(item)}>
        {t('markDone')}
      </Button>
    ) : null,
    <Button key="close" onClick={onClose}>
      {t('close')}
    </Button>,
  ];

  return (
    <Modal open={item !== null} title={text?.title} onCancel={onClose} footer={footer} destroyOnHidden>
      {item && text && (
        <>
          <p className={styles.time}>{t('sentAt', { time: item.createTime ?? '' })}</p>
          <p className={styles.content}>{text.content}</p>
        </>
      )}
    </Modal>
  );
}
