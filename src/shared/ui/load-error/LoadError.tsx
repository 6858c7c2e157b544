import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A page area whose data could not be loaded: what failed, and a Retry that asks again. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Result
      status="warning"
      title={title}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}
