import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './CommKycFilePage.module.css';

export interface ReturnedDialogProps {
  open: boolean;
  /** The review's comment, server text: shown as text, never as markup. */
  comment: string | null | undefined;
  onRetry(): void;
  onLeave(): void;
}

/**
 * The enterprise was returned (status BACK, 001 §2.1): 'authentication failed' with the
 * audit comment and a retry that starts the wizard again at step 1.
 */
export function ReturnedDialog({ open, comment, onRetry, onLeave }: ReturnedDialogProps) {
  const { t } = useTranslation('kyc');
  const text = comment?.trim();
  return (
    <Modal
      open={open}
      title={t('back.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={[
        <Button key="leave" onClick={onLeave}>
          {t('back.productCentre')}
        </Button>,
        <Button key="retry" type="primary" onClick={onRetry}>
          {t('back.retry')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('back.intro')}</Typography.Paragraph>
      <Typography.Text strong>{t('back.comment')}</Typography.Text>
      <p className={styles.comment}>{text || t('back.noComment')}</p>
    </Modal>
  );
}
