import { Button, Descriptions, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@/shared/config';
import styles from './WizardSuccess.module.css';

export interface WizardSuccessProps {
  /** The company whose KYC application it is. */
  enterpriseId: string;
  /** The day it was submitted (YYYY-MM-DD), when known. */
  submittedOn?: string | null;
}

/**
 * A wizard's last step, submit success (001 §2.1 step 7, §2.2 step 6): the team reviews the
 * information and a confirmation e-mail follows; the application's reference and, when
 * known, the day it was submitted; a button returns to the product centre.
 */
export function WizardSuccess({ enterpriseId, submittedOn = null }: WizardSuccessProps) {
  const { t } = useTranslation('kyc');
  const navigate = useNavigate();
  // The kj-kyc answers carry no application number: a company has one KYC record, so its
  // enterprise id is what the user quotes to the operations team (shown as KYC-<id>).
  const items = [
    { key: 'reference', label: t('success.reference'), children: t('success.referenceValue', { enterpriseId }) },
    ...(submittedOn ? [{ key: 'date', label: t('success.submittedOn'), children: submittedOn }] : []),
  ];
  return (
    <Result
      status="success"
      title={t('success.title')}
      subTitle={
        <>
          <span>{t('success.review')}</span> <span>{t('success.email')}</span>
        </>
      }
      extra={
        <div className={styles.extra}>
          {/* Bordered, one column: label and value side by side on a phone too. */}
          <Descriptions size="small" bordered column={1} items={items} className={styles.facts} />
          <Button type="primary" onClick={() => navigate(ROUTES.productCentre)}>
            {t('success.backToProducts')}
          </Button>
        </div>
      }
    />
  );
}
