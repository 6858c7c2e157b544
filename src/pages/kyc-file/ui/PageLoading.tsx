import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './KycFilePage.module.css';

/** The wizard while its enterprise or the steps' data load. */
export function PageLoading() {
  const { t } = useTranslation('kycFile');
  return (
    <div className={styles.loading} role="status" aria-busy="true">
      <Spin />
      <span>{t('page.loading')}</span>
    </div>
  );
}
