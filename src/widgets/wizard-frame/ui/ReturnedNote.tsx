import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './ReturnedNote.module.css';

export interface ReturnedNoteProps {
  /** The review's comment, server text: shown as text, never as markup. */
  comment: string | null | undefined;
}

/**
 * A returned application (status BACK, 001 §2.1, §2.2): the review's comment above every step
 * of the wizard until the application is submitted again, so the reason stays in view while
 * the user corrects it (a dialog alone is gone after its first button).
 */
export function ReturnedNote({ comment }: ReturnedNoteProps) {
  const { t } = useTranslation('kyc');
  const text = comment?.trim();
  return (
    <Alert
      type="warning"
      showIcon
      title={t('returned.title')}
      description={
        text ? (
          <p className={styles.comment}>
            <strong>{t('returned.comment')}</strong> {text}
          </p>
        ) : null
      }
    />
  );
}
