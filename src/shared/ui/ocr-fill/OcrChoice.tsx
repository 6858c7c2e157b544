import { Button, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { sameOcrValue, type OcrConflict } from '@/shared/lib/ocr-merge';
import styles from './OcrFill.module.css';

export interface OcrChoiceProps {
  /** The form field the question is about (its value is shown as it is now). */
  name: string | (string | number)[];
  /** The field's label, in the UI's language. */
  label: string;
  conflict: OcrConflict | undefined;
  onKeep(): void;
  onUse(): void;
}

/**
 * Shown beside a field whose value differs from what an uploaded document reads (as its
 * Form.Item's extra, so it follows the field's message and describes the field): both
 * values and two buttons, keep what the field holds or use the document's value. It goes
 * away once the user chose, or made the field say what the document says.
 */
export function OcrChoice({ name, label, conflict, onKeep, onUse }: OcrChoiceProps) {
  const { t } = useTranslation('upload');
  const form = Form.useFormInstance();
  const value: unknown = Form.useWatch(name, { form, preserve: true });
  if (!conflict) return null;
  const typed = typeof value === 'string' ? value.trim() : conflict.typed;
  if (sameOcrValue(typed, conflict.read)) return null;
  return (
    <div className={styles.choice} role="group" aria-label={t('ocr.conflict', { field: label })}>
      <Typography.Text strong>{t('ocr.conflict', { field: label })}</Typography.Text>
      <Typography.Text>{t('ocr.typed', { value: typed })}</Typography.Text>
      <Typography.Text>{t('ocr.read', { value: conflict.read })}</Typography.Text>
      <div className={styles.actions}>
        <Button size="small" onClick={onKeep} aria-label={t('ocr.keepField', { field: label })}>
          {t('ocr.keep')}
        </Button>
        <Button size="small" type="primary" onClick={onUse} aria-label={t('ocr.useField', { field: label })}>
          {t('ocr.use')}
        </Button>
      </div>
    </div>
  );
}
