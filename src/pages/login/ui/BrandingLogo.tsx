import { useTranslation } from 'react-i18next';
import type { Branding } from '../model/branding';
import styles from './LoginPage.module.css';

/** The deployment's logo, or the portal name when it has none. */
export function BrandingLogo({ branding }: { branding: Branding | undefined }) {
  const { t } = useTranslation('login');
  if (branding?.logoUrl) {
    return <img className={styles.logo} src={branding.logoUrl} alt={t('branding.logoAlt')} height={40} />;
  }
  return <h2 className={styles.portalName}>{t('branding.defaultTitle')}</h2>;
}
