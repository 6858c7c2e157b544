import type { ReactNode } from 'react';
import { Button } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MenuEntry } from '@/entities/menu';
import { ROUTES } from '@/shared/config';
import { AccountMenu } from '@/widgets/account-menu';
import { ProductSwitch } from '../product-switch/ProductSwitch';
import { CartCount } from './CartCount';
import { CompanySwitcher } from './CompanySwitcher';
import { Logo } from './Logo';
import { MarketCloseCountdown } from './MarketCloseCountdown';
import styles from './AppHeader.module.css';

export interface AppHeaderProps {
  menu: MenuEntry[];
  /** Header tools composed by the page's layout (HomeLayout): bell, downloads. */
  tools?: ReactNode;
  /** Phones: icon-only controls and a button that opens the menu drawer. */
  compact?: boolean;
  onOpenMenu?: () => void;
}

/**
 * The shell header (000 §1): the app name, the product switch with the IDD market-close
 * countdown, the cart count, the bell and downloads, the company switcher and the user menu.
 */
export function AppHeader({ menu, tools, compact = false, onOpenMenu }: AppHeaderProps) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation();
  return (
    <header className={`${styles.header} ${compact ? styles.compact : ''}`}>
      {compact && onOpenMenu ? <Button type="text" icon={<MenuOutlined aria-hidden />} aria-label={t('header.openMenu')} onClick={onOpenMenu} /> : null}
      <Link to={ROUTES.productCentre} className={styles.brand} aria-label={compact ? `${tc('appName')} – ${t('header.home')}` : undefined}>
        <Logo />
        {compact ? null : <span>{tc('appName')}</span>}
      </Link>
      <span className={styles.product}>
        <ProductSwitch menu={menu} compact={compact} />
      </span>
      {compact ? null : <MarketCloseCountdown />}
      <span className={styles.spacer} />
      <div className={styles.tools}>
        <CartCount />
        {tools}
        <CompanySwitcher compact={compact} />
        <AccountMenu compact={compact} />
      </div>
    </header>
  );
}
