import { Button, Dropdown, type MenuProps } from 'antd';
import { AppstoreOutlined, DownOutlined } from '@ant-design/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { $currentProductType, productTypeSelected, type MenuEntry } from '@/entities/menu';
import { $locale, childLocaleChanged } from '@/shared/i18n';
import { childLocaleFor, productEntries, productTarget } from '../../lib/product-switch/productSwitch';

export interface ProductSwitchProps {
  menu: MenuEntry[];
  /** Icon-only trigger on narrow screens. */
  compact?: boolean;
}

/**
 * The product-switch menu of the shell (000 §1, §4; 001 §2.7): the menu's top-level
 * entries. Choosing one selects its product, sets the sub-application language and goes there.
 */
export function ProductSwitch({ menu, compact = false }: ProductSwitchProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [locale, current] = useUnit([$locale, $currentProductType]);
  const entries = productEntries(menu);
  const currentEntry = entries.find((entry) => entry.productType && entry.productType === current);
  const label = currentEntry ? (locale === 'zh' ? currentEntry.name : currentEntry.nameEn) : t('header.products');

  const items: MenuProps['items'] = entries.map((entry) => ({
    key: entry.key,
    label: locale === 'zh' ? entry.name : entry.nameEn,
  }));
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = entries.find((item) => item.key === key);
    const target = entry && productTarget(entry);
    if (!entry || !target) return;
    if (entry.productType) productTypeSelected(entry.productType);
    childLocaleChanged(childLocaleFor(entry, locale));
    navigate(target);
  };

  return (
    <Dropdown menu={{ items, onClick, selectedKeys: currentEntry ? [currentEntry.key] : [] }} trigger={['click']} disabled={entries.length === 0}>
      <Button type="text" icon={<AppstoreOutlined />} aria-label={`${t('header.products')}: ${label}`}>
        {compact ? null : (
          <>
            {label} <DownOutlined />
          </>
        )}
      </Button>
    </Dropdown>
  );
}
