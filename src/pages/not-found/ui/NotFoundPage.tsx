import { Button, Result, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@/shared/config';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main>
      <Result
        status="404"
        title={
          <Typography.Title level={1} style={{ fontSize: 24 }}>
            {t('notFound.title')}
          </Typography.Title>
        }
        extra={
          <Link to={ROUTES.login}>
            <Button type="primary">{t('notFound.back')}</Button>
          </Link>
        }
      />
    </main>
  );
}
