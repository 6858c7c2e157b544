import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Placeholder until the three-step variant (001 §2.5) replaces this file; its owner writes the page. */
export function PreApprovalApplyPage() {
  const { t } = useTranslation('preApprovalApply');
  return <Typography.Title level={1}>{t('page.title')}</Typography.Title>;
}
