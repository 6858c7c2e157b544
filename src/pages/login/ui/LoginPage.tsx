import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '@/features/switch-language';
import { COPYRIGHT_YEAR } from '@/shared/config';
import { useGetBrandingQuery } from '../api/brandingApi';
import { BrandingLogo } from './BrandingLogo';
import styles from './LoginPage.module.css';

/**
 * Login page frame with the deployment's branding (000 §2 "Login page modes"). Plain
 * markup and CSS rather than antd layout components: this is every visitor's first page
 * and carries the size budget.
 */
export function LoginPage() {
  const { t } = useTranslation(['common', 'routes', 'login']);
  const { data: branding, isLoading } = useGetBrandingQuery();
  const background = branding?.backgroundUrl ? { backgroundImage: `url("${encodeURI(branding.backgroundUrl)}")` } : undefined;
  return (
    <div className={styles.page} style={background} data-testid="login-page" aria-busy={isLoading}>
      <header className={styles.header}>
        <BrandingLogo branding={branding} />
        <LanguageSelect />
      </header>
      <main className={styles.main}>
        <section className={styles.card} aria-labelledby="login-title">
          <h1 id="login-title" className={styles.title}>
            {t('routes:login')}
          </h1>
          {branding?.branded ? <span className={styles.brandedTag}>{t('login:branding.brandedBadge')}</span> : null}
        </section>
      </main>
      <footer className={styles.footer}>
        {/* Server text is rendered as text, never as HTML. */}
        {branding?.recordMessage ? <span data-testid="record-message">{branding.recordMessage}</span> : null}
        <span className={styles.copyright}>{t('copyright', { year: COPYRIGHT_YEAR })}</span>
      </footer>
    </div>
  );
}
