import { Layout, Typography } from 'antd';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '@/features/switch-language';

/** The /home frame; its child areas render in the outlet. The full shell is its own issue. */
export function HomeLayout() {
  const { t } = useTranslation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', background: '#fff' }}>
        <Typography.Text strong>{t('appName')}</Typography.Text>
        <LanguageSelect />
      </Layout.Header>
      <Layout.Content style={{ padding: 16 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
