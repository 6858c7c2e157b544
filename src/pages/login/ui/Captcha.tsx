import { useTranslation } from 'react-i18next';
import styles from './LoginForm.module.css';

/**
 * The captcha image inside a button: clicking (or Enter/Space) fetches a new one
 * (000 §2 "click to refresh").
 */
export function CaptchaImage({ src, onRefresh }: { src: string; onRefresh: () => void }) {
  const { t } = useTranslation('login');
  return (
    <button type="button" className={styles.captchaButton} onClick={onRefresh} aria-label={t('form.captchaRefresh')} title={t('form.captchaRefresh')}>
      <img className={styles.captchaImage} src={src} alt={t('form.captchaAlt')} width={112} height={32} />
    </button>
  );
}
