import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './WizardLoading.module.css';

/** A wizard page while its enterprise or its steps' data load. */
export function WizardLoading() {
  const { t } = useTranslation('kyc');
  return (
    <div className={styles.loading} role="status" aria-busy="true">
      <Spin />
      <span>{t('page.loading')}</span>
    </div>
  );
}
