import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PRODUCT_CENTRE_ROUTE } from '@/shared/config';

/**
 * A wizard's last step, submit success (001 §2.1 step 7, §2.2 step 6): the team reviews the
 * information and a confirmation e-mail follows; a button returns to the product centre.
 */
export function WizardSuccess() {
  const { t } = useTranslation('kyc');
  const navigate = useNavigate();
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
        <Button type="primary" onClick={() => navigate(PRODUCT_CENTRE_ROUTE)}>
          {t('success.backToProducts')}
        </Button>
      }
    />
  );
}
