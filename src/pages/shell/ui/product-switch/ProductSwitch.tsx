import { Button, Dropdown, type MenuProps } from 'antd';
import { AppstoreOutlined, DownOutlined, StopOutlined } from '@ant-design/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { $currentProductType, productTypeSelected, type MenuEntry } from '@/entities/menu';
import { DRAWBACK_MENU_CODES } from '@/entities/product';
import { $locale } from '@/shared/i18n';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { currentProduct, productDestination, productEntries } from '../../lib/product-switch/productSwitchTargets';

export interface ProductSwitchProps {
  menu: MenuEntry[];
  /** Icon-only trigger on narrow screens. */
  compact?: boolean;
}

/**
 * The product-switch menu of the shell (000 §1, §4; 001 §2.7): the menu's top-level
 * entries. Choosing one selects its product, sets the sub-application language and goes there.
 * Its button names the product the user is in (currentProduct): an export-drawback product
 * by the product's own name (`product:topEntry.<its menu code>`), otherwise a menu entry.
 */
export function ProductSwitch({ menu, compact = false }: ProductSwitchProps) {
  const { t } = useTranslation(['shell', 'common', 'product']);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [locale, current] = useUnit([$locale, $currentProductType]);
  const entries = productEntries(menu);
  const product = currentProduct(entries, { productType: current, pathname, menuKey: new URLSearchParams(search).get('menuKey') });
  const currentEntry = product?.entry ?? null;
  const label =
    product?.kind === 'drawback'
      ? t(`product:topEntry.${DRAWBACK_MENU_CODES[product.productType]}`)
      : currentEntry
        ? locale === 'zh'
          ? currentEntry.name
          : currentEntry.nameEn
        : t('header.products');

  const refusedReason = t('common:linkUnavailable');
  const items: MenuProps['items'] = entries.map((entry) => {
    const name = locale === 'zh' ? entry.name : entry.nameEn;
    // A server url the link check refused (DESIGN §6): shown disabled, saying why.
    if (!productDestination(entry)) {
      return {
        key: entry.key,
        disabled: true,
        label: (
          <span title={refusedReason}>
            {name} <StopOutlined aria-hidden />
            <span className={visuallyHidden}>{` (${refusedReason})`}</span>
          </span>
        ),
      };
    }
    return { key: entry.key, label: name };
  });
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = entries.find((item) => item.key === key);
    const target = entry && productDestination(entry);
    if (!entry || !target) return;
    // The product also decides the sub-applications' language (000 §4), derived from it where it is handed over.
    if (entry.productType) productTypeSelected(entry.productType);
    if (target.kind === 'route') navigate(target.path);
    else window.location.assign(target.url);
  };

  return (
    <Dropdown menu={{ items, onClick, selectedKeys: currentEntry ? [currentEntry.key] : [] }} trigger={['click']} disabled={entries.length === 0}>
      <Button type="text" icon={<AppstoreOutlined aria-hidden />} aria-label={`${t('header.products')}: ${label}`}>
        {compact ? null : (
          <>
            {label} <DownOutlined aria-hidden />
          </>
        )}
      </Button>
    </Dropdown>
  );
}
