import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './AuthorizeDialog.module.css';

/**
 * Step 3, synchronisation success (001 §2.6, §4): Done closes the dialog. Its title is the
 * step's heading, as on the other steps (antd's Result draws a plain div), so screen-reader
 * users find where the step starts.
 */
export function SyncedStep({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('storeAccess');
  return (
    <Result
      status="success"
      title={<h3 className={styles.resultHeading}>{t('synced.heading')}</h3>}
      subTitle={t('synced.text')}
      extra={
        <Button type="primary" onClick={onDone}>
          {t('done')}
        </Button>
      }
    />
  );
}
