import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** /preApproval, the store-connection variant of the pre-approval page (001 §2.6). */
export function StoreConnectionPage() {
  const { t } = useTranslation('preApproval');
  return <Typography.Title level={1}>{t('page.title')}</Typography.Title>;
}
