import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './WizardLoading.module.css';

/** An onboarding page while its enterprise or its steps' data load; `message` says what loads (else "your application"). */
export function WizardLoading({ message }: { message?: string }) {
  const { t } = useTranslation('kyc');
  return (
    <div className={styles.loading} role="status" aria-busy="true">
      <Spin />
      <span>{message ?? t('page.loading')}</span>
    </div>
  );
}
