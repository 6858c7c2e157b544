import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Empty, Menu, Skeleton, type MenuProps } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { findMenuEntry, flattenMenu, menuAncestry, type MenuEntry } from '@/entities/menu';
import { sessionStores, sessionUpdated } from '@/entities/session';
import { $locale, type Locale } from '@/shared/i18n';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { menuIcon } from '../../lib/side-menu/icons';
import styles from './SideMenu.module.css';

type Item = NonNullable<MenuProps['items']>[number];

/** An entry whose server url the link check refused (DESIGN §6): disabled, saying why. */
function RefusedLabel({ name, reason }: { name: string; reason: string }) {
  return (
    <span title={reason}>
      {name}
      <StopOutlined className={styles.refusedMark} aria-hidden />
      <span className={visuallyHidden}>{` (${reason})`}</span>
    </span>
  );
}

function toItems(entries: MenuEntry[], locale: Locale, refusedReason: string, onNavigate?: () => void): Item[] {
  return entries.map((entry) => {
    const name = locale === 'zh' ? entry.name : entry.nameEn;
    if (entry.children.length > 0) {
      return { key: entry.key, icon: menuIcon(entry.icon), label: name, children: toItems(entry.children, locale, refusedReason, onNavigate) };
    }
    if (entry.linkRefused) {
      return { key: entry.key, icon: menuIcon(entry.icon), disabled: true, label: <RefusedLabel name={name} reason={refusedReason} /> };
    }
    let label: React.ReactNode = name;
    if (entry.link) {
      label = (
        <Link to={entry.link} onClick={onNavigate}>
          {name}
        </Link>
      );
    } else if (entry.externalUrl) {
      // An allow-listed address on another origin: a plain link, never the router's navigate.
      label = (
        <a href={entry.externalUrl} onClick={onNavigate}>
          {name}
        </a>
      );
    }
    return { key: entry.key, icon: menuIcon(entry.icon), label };
  });
}

export interface SideMenuProps {
  menu: MenuEntry[];
  loading?: boolean;
  /** The menu call failed: the error and a retry show instead of an empty menu. */
  failed?: boolean;
  onRetry?: () => void;
  /** Called after a link is followed (closes the phone drawer). */
  onNavigate?: () => void;
}

/**
 * The shell's side menu (000 §2): the server's menu tree (sorted, BIG_HOME hidden, up to
 * 4 levels), links carrying menuKey and productType; the current route's entry is
 * selected and its groups open. The entry it selects (a click, or the route's) is kept in
 * the session as curMenuIndex (000 §3), its key: on a page that is none of the entries (a
 * sub-application's inner page, an onboarding page) the entry last selected stays selected,
 * after a reload too.
 */
export function SideMenu({ menu, loading = false, failed = false, onRetry, onNavigate }: SideMenuProps) {
  const { t } = useTranslation(['shell', 'common']);
  const locale = useUnit($locale);
  const { pathname, search } = useLocation();
  const kept = useUnit(sessionStores.curMenuIndex);
  const routed = findMenuEntry(menu, pathname, new URLSearchParams(search).get('menuKey'));
  const current = routed ?? (kept ? (flattenMenu(menu).find((entry) => entry.key === kept) ?? null) : null);
  const routedKey = routed?.key ?? null;
  useEffect(() => {
    if (routedKey !== null && routedKey !== kept) sessionUpdated({ curMenuIndex: routedKey });
  }, [routedKey, kept]);
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

  const refusedReason = t('common:linkUnavailable');
  const items = useMemo(() => toItems(menu, locale, refusedReason, onNavigate), [menu, locale, refusedReason, onNavigate]);

  if (loading) return <Skeleton active paragraph={{ rows: 6 }} style={{ padding: 16 }} title={false} aria-label={t('nav.loading')} />;
  if (failed && menu.length === 0) {
    return (
      <div className={styles.loadError}>
        <Alert
          type="error"
          showIcon
          title={t('nav.loadError')}
          action={
            onRetry ? (
              <Button size="small" onClick={onRetry}>
                {t('common:retry')}
              </Button>
            ) : undefined
          }
        />
      </div>
    );
  }
  if (menu.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('nav.empty')} />;
  return (
    <nav aria-label={t('nav.label')}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={current ? [current.key] : []}
        onSelect={({ key }) => sessionUpdated({ curMenuIndex: key })}
        openKeys={openKeys}
        onOpenChange={setOpenKeys}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
