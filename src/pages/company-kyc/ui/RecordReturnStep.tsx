import { useId } from 'react';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './RecordReturnStep.module.css';

export interface RecordReturnStepProps {
  /** The review's comment, server text: shown as text, never as markup. */
  comment: string | null | undefined;
  /** Opens the same steps 1-7, at step 1. */
  onStart(): void;
  onLeave(): void;
}

/**
 * Step 0 of the record-return variant (001 §2.1): the record of the return, before the same
 * steps 1-7. It says that the application came back, the review's reason and what follows
 * (the steps to check again, then submit again), where the ordinary wizard opens a dialog.
 */
export function RecordReturnStep({ comment, onStart, onLeave }: RecordReturnStepProps) {
  const { t } = useTranslation('kyc');
  const headingId = useId();
  const text = comment?.trim();
  return (
    <section className={styles.record} aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} className={styles.title}>
        {t('record.heading')}
      </Typography.Title>
      <Typography.Paragraph>{t('record.intro')}</Typography.Paragraph>
      <Typography.Text strong>{t('back.comment')}</Typography.Text>
      <p className={styles.comment}>{text || t('back.noComment')}</p>
      <Typography.Paragraph type="secondary">{t('record.next')}</Typography.Paragraph>
      <div className={styles.actions}>
        <Button onClick={onLeave}>{t('back.productCentre')}</Button>
        <Button type="primary" onClick={onStart}>
          {t('record.start')}
        </Button>
      </div>
    </section>
  );
}
