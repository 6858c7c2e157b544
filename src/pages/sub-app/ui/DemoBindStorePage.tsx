import { useState } from 'react';
import { Button, Card, List, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined, ShopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { usePermission } from '@/entities/session';
import { PRE_APPROVAL_ROUTE } from '@/shared/config';
import { notify } from '@/shared/ui/notifier';
import { DemoFrame } from './DemoFrame';

/** Button codes of the store-binding menu node (sysSourceList). */
export const BIND_STORE_ADD = 'BIND_STORE_ADD';
export const BIND_STORE_REMOVE = 'BIND_STORE_REMOVE';

/**
 * Demo of the store binding (/child-accountSettingPortal/bindStore): its buttons go through
 * the permission helper (000 §6), so a code missing from the page's sysSourceList shows the
 * no-permission message.
 */
export function DemoBindStorePage() {
  const { t } = useTranslation('shell');
  const { guard } = usePermission();
  const [stores, setStores] = useState<number[]>([]);

  const add = () =>
    guard(BIND_STORE_ADD, () => {
      setStores((list) => [...list, (list.at(-1) ?? 0) + 1]);
      notify.success(t('subApp.bindStore.added'));
    });
  const remove = () => guard(BIND_STORE_REMOVE, () => setStores((list) => list.slice(0, -1)));

  return (
    <DemoFrame title={t('subApp.bindStore.title')}>
      <Card>
        <Typography.Paragraph>{t('subApp.bindStore.body')}</Typography.Paragraph>
        <Space wrap>
          <Button type="primary" icon={<PlusOutlined />} onClick={add}>
            {t('subApp.bindStore.add')}
          </Button>
          <Button icon={<DeleteOutlined />} onClick={remove}>
            {t('subApp.bindStore.remove')}
          </Button>
        </Space>
        {stores.length > 0 ? (
          <List
            style={{ marginTop: 16 }}
            dataSource={stores}
            renderItem={(index) => <List.Item>{t('subApp.bindStore.storeName', { index })}</List.Item>}
          />
        ) : null}
      </Card>
      <PreApprovalCard />
    </DemoFrame>
  );
}

/** The store-binding page's way to pre-approval (001 §2.6): connecting stores there is what financing is assessed on. */
function PreApprovalCard() {
  const { t } = useTranslation('shell');
  const href = useHref(PRE_APPROVAL_ROUTE);
  const onClick = useLinkClickHandler<HTMLElement>(PRE_APPROVAL_ROUTE);
  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t('subApp.bindStore.preApproval.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('subApp.bindStore.preApproval.body')}</Typography.Paragraph>
      <Button type="primary" icon={<ShopOutlined aria-hidden />} href={href} onClick={onClick}>
        {t('subApp.bindStore.preApproval.action')}
      </Button>
    </Card>
  );
}
