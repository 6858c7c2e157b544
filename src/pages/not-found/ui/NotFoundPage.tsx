import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main>
      <Result
        status="404"
        title={t('notFound.title')}
        extra={
          <Link to="/login">
            <Button type="primary">{t('notFound.back')}</Button>
          </Link>
        }
      />
    </main>
  );
}
