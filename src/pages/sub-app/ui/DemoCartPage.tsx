import { useEffect, useState } from 'react';
import { Button, Card, Empty, InputNumber, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { $cartNumber, cartNumberChanged } from '@/entities/cart';
import { DemoFrame } from './DemoFrame';

interface CartItem {
  id: number;
  quantity: number;
}

function initialItems(): CartItem[] {
  const count = $cartNumber.getState() || 2;
  return Array.from({ length: count }, (_, index) => ({ id: index + 1, quantity: 1 }));
}

/**
 * Demo of the marketplace cart (/child-marketplacePortal/buyCar): the number of items sets
 * the shell's cart count, as the real marketplace application does.
 */
export function DemoCartPage() {
  const { t } = useTranslation('shell');
  const [items, setItems] = useState<CartItem[]>(initialItems);
  useEffect(() => {
    cartNumberChanged(items.length);
  }, [items.length]);

  const add = () => setItems((list) => [...list, { id: (list.at(-1)?.id ?? 0) + 1, quantity: 1 }]);
  const remove = (id: number) => setItems((list) => list.filter((item) => item.id !== id));
  const setQuantity = (id: number, quantity: number | null) =>
    setItems((list) => list.map((item) => (item.id === id ? { ...item, quantity: Math.max(1, quantity ?? 1) } : item)));

  return (
    <DemoFrame title={t('subApp.cart.title')}>
      <Card
        title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('subApp.cart.caption')}</h2>}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={add}>
            {t('subApp.cart.add')}
          </Button>
        }
      >
        <Table<CartItem>
          rowKey="id"
          dataSource={items}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('subApp.cart.empty')} /> }}
          columns={[
            { key: 'name', title: t('subApp.cart.item'), render: (_, item) => t('subApp.cart.itemName', { index: item.id }) },
            {
              key: 'quantity',
              title: t('subApp.cart.quantity'),
              render: (_, item) => (
                <InputNumber
                  min={1}
                  value={item.quantity}
                  onChange={(value) => setQuantity(item.id, value)}
                  aria-label={`${t('subApp.cart.quantity')}: ${t('subApp.cart.itemName', { index: item.id })}`}
                />
              ),
            },
            {
              key: 'actions',
              title: '',
              render: (_, item) => (
                <Button type="link" danger onClick={() => remove(item.id)} aria-label={`${t('subApp.cart.remove')}: ${t('subApp.cart.itemName', { index: item.id })}`}>
                  {t('subApp.cart.remove')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
    </DemoFrame>
  );
}
