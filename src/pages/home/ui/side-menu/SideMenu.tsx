import { useMemo, useState } from 'react';
import { Empty, Menu, Skeleton, type MenuProps } from 'antd';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { findMenuEntry, menuAncestry, type MenuEntry } from '@/entities/menu';
import { $locale, type Locale } from '@/shared/i18n';
import { menuIcon } from '../../lib/side-menu/icons';

type Item = NonNullable<MenuProps['items']>[number];

function toItems(entries: MenuEntry[], locale: Locale, onNavigate?: () => void): Item[] {
  return entries.map((entry) => {
    const name = locale === 'zh' ? entry.name : entry.nameEn;
    if (entry.children.length > 0) {
      return { key: entry.key, icon: menuIcon(entry.icon), label: name, children: toItems(entry.children, locale, onNavigate) };
    }
    return {
      key: entry.key,
      icon: menuIcon(entry.icon),
      label: entry.link ? (
        <Link to={entry.link} onClick={onNavigate}>
          {name}
        </Link>
      ) : (
        name
      ),
    };
  });
}

export interface SideMenuProps {
  menu: MenuEntry[];
  loading?: boolean;
  /** Called after a link is followed (closes the phone drawer). */
  onNavigate?: () => void;
}

/**
 * The shell's side menu (000 §2): the server's menu tree (sorted, BIG_HOME hidden, up to
 * 4 levels), links carrying menuKey and productType; the current route's entry is
 * selected and its groups open.
 */
export function SideMenu({ menu, loading = false, onNavigate }: SideMenuProps) {
  const { t } = useTranslation('shell');
  const locale = useUnit($locale);
  const { pathname, search } = useLocation();
  const current = findMenuEntry(menu, pathname, new URLSearchParams(search).get('menuKey'));
  const ancestry = useMemo(() => (current ? menuAncestry(menu, current.key) : []), [menu, current]);
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const [openedFor, setOpenedFor] = useState('');

  // A new current entry opens its groups, keeping those the user opened (adjusting state
  // while rendering, as React recommends over an effect).
  const ancestryKey = ancestry.join('/');
  if (ancestryKey !== openedFor) {
    setOpenedFor(ancestryKey);
    // The entry itself is opened too when it is a group (a product's own page with sub-pages).
    if (ancestry.length > 0) setOpenKeys((keys) => Array.from(new Set([...keys, ...ancestry])));
  }

  const items = useMemo(() => toItems(menu, locale, onNavigate), [menu, locale, onNavigate]);

  if (loading) return <Skeleton active paragraph={{ rows: 6 }} style={{ padding: 16 }} title={false} aria-label={t('nav.loading')} />;
  if (menu.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('nav.empty')} />;
  return (
    <nav aria-label={t('nav.label')}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={current ? [current.key] : []}
        openKeys={openKeys}
        onOpenChange={setOpenKeys}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
