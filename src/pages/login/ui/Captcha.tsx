import { useTranslation } from 'react-i18next';
import { useBackendReady } from '@/shared/api';
import styles from './LoginForm.module.css';

/**
 * The captcha image inside a button: clicking (or Enter/Space) fetches a new one
 * (000 §2 "click to refresh"). The image is asked for once the backend answers: in the
 * demo build the form shows before its mock has started, and an image asked for earlier
 * would reach the static host instead and stay broken. One index.html's frame showed
 * (`shown`: already here, whatever the backend) is shown as it is.
 */
export function CaptchaImage({ src, shown = false, onRefresh }: { src: string; shown?: boolean; onRefresh: () => void }) {
  const { t } = useTranslation('login');
  const backendReady = useBackendReady();
  return (
    <button type="button" className={styles.captchaButton} onClick={onRefresh} aria-label={t('form.captchaRefresh')} title={t('form.captchaRefresh')}>
      {backendReady || shown ? <img className={styles.captchaImage} src={src} alt={t('form.captchaAlt')} width={112} height={32} /> : null}
    </button>
  );
}
