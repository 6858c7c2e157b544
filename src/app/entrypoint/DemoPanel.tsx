import { Button, Popconfirm } from 'antd';
import { DatabaseOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Demo builds only: resets the in-browser mock database (which otherwise survives
 * reloads) and reloads the page.
 */
export default function DemoPanel({ onReset }: { onReset: () => Promise<void> | void }) {
  const { t } = useTranslation();
  // Keep the floating button from covering the last lines of a page (footers on phones).
  useEffect(() => {
    document.body.classList.add('with-demo-panel');
    return () => document.body.classList.remove('with-demo-panel');
  }, []);
  return (
    <div style={{ position: 'fixed', insetInlineEnd: 12, insetBlockEnd: 12, zIndex: 1000 }}>
      <Popconfirm
        title={t('demo.resetTitle')}
        description={t('demo.resetBody')}
        okText={t('demo.reset')}
        cancelText={t('cancel')}
        onConfirm={async () => {
          await onReset();
          window.location.reload();
        }}
      >
        <Button size="small" icon={<DatabaseOutlined />}>
          {t('demo.label')}
        </Button>
      </Popconfirm>
    </div>
  );
}
