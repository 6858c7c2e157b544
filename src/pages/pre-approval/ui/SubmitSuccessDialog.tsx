import { useEffect } from 'react';
import { Button, Modal, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCountdown } from '@/shared/ui/countdown';
import { SUCCESS_REDIRECT_MS } from '../config/constants';
import styles from './PreApproval.module.css';
import { ROUTES } from '@/shared/config';

const REDIRECT_SECONDS = Math.round(SUCCESS_REDIRECT_MS / 1000);

/**
 * The pre-approval's success dialog (001 §2.5 step 3, §2.6, §9): once open it goes to the
 * product centre after 5 seconds, and Done goes there at once. Closing it any other way
 * (Escape) is Done too: there is nothing left to do on the page.
 */
export function SubmitSuccessDialog({ open }: { open: boolean }) {
  const { t } = useTranslation('preApproval');
  const navigate = useNavigate();
  const { start, remaining } = useCountdown(REDIRECT_SECONDS);

  useEffect(() => {
    if (!open) return undefined;
    start();
    const timer = setTimeout(() => navigate(ROUTES.productCentre), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [open, navigate, start]);

  const done = () => navigate(ROUTES.productCentre);
  return (
    <Modal
      open={open}
      title={t('success.title')}
      onCancel={done}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={done}>
          {t('success.done')}
        </Button>
      }
    >
      <Result className={styles.successResult} status="success" title={t('success.body')} subTitle={t('success.redirect', { seconds: Math.max(remaining, 1) })} />
    </Modal>
  );
}
