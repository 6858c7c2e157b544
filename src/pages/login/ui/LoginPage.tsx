import { Card, Layout, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetBrandingQuery } from '../api/brandingApi';
import { BrandingLogo } from './BrandingLogo';
import { LanguageSelect } from '@/features/switch-language';
import { COPYRIGHT_YEAR } from '@/shared/config';
import styles from './LoginPage.module.css';

/** Login page frame with the deployment's branding (000 §2 "Login page modes"). */
export function LoginPage() {
  const { t } = useTranslation(['common', 'routes', 'login']);
  const { data: branding, isLoading } = useGetBrandingQuery();
  const background = branding?.backgroundUrl ? { backgroundImage: `url("${encodeURI(branding.backgroundUrl)}")` } : undefined;
  return (
    <Layout className={styles.page} style={background} data-testid="login-page" aria-busy={isLoading}>
      <header className={styles.header}>
        <BrandingLogo branding={branding} />
        <LanguageSelect />
      </header>
      <main className={styles.main}>
        <Card className={styles.card}>
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Typography.Title level={1} className={styles.title}>
              {t('routes:login')}
            </Typography.Title>
            {branding?.branded ? <Tag color="gold">{t('login:branding.brandedBadge')}</Tag> : null}
          </Space>
        </Card>
      </main>
      <footer className={styles.footer}>
        {/* Server text is rendered as text, never as HTML. */}
        {branding?.recordMessage ? <Typography.Text data-testid="record-message">{branding.recordMessage}</Typography.Text> : null}
        <Typography.Text type="secondary">{t('copyright', { year: COPYRIGHT_YEAR })}</Typography.Text>
      </footer>
    </Layout>
  );
}
