import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Stand-in for a route whose screen is built by a later issue: it names the route. */
export function RoutePlaceholder({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <main className="route-placeholder">
      <Card>
        <Typography.Title level={1}>{t('placeholder.title', { name: title })}</Typography.Title>
        <Typography.Paragraph>{t('placeholder.body')}</Typography.Paragraph>
      </Card>
    </main>
  );
}
