import type { ReactNode } from 'react';
import { Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HandOver } from './HandOver';

/** A clearly labelled demo page of a sub-application area, with what the shell handed over. */
export function DemoFrame({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph>{t('subApp.intro')}</Typography.Paragraph>
        <HandOver />
      </Card>
      {children}
    </Space>
  );
}
