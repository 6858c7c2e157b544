import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Step 3, synchronisation success (001 §2.6, §4): Done closes the dialog. */
export function SyncedStep({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('storeAccess');
  return (
    <Result
      status="success"
      title={t('synced.heading')}
      subTitle={t('synced.text')}
      extra={
        <Button type="primary" onClick={onDone}>
          {t('done')}
        </Button>
      }
    />
  );
}
