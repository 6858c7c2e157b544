import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './OcrFill.module.css';

/**
 * The note near the fields a document filled: which ones, to be checked. The live region
 * stays in place so screen readers announce the note when a fill adds it.
 */
export function OcrFilledNote({ labels }: { labels: readonly string[] }) {
  const { t } = useTranslation('upload');
  return (
    <div role="status" className={labels.length > 0 ? styles.note : undefined}>
      {labels.length > 0 && <Alert type="info" showIcon role="note" title={t('ocr.filled', { fields: labels.join(t('ocr.separator')) })} />}
    </div>
  );
}
