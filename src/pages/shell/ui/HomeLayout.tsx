import { useCallback, useState } from 'react';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useShellMenu, useShowsCommonMenuQuery } from '@/entities/menu';
import { useCurrentUserKept } from '@/entities/session';
import { rebrandBannerShown } from '@/shared/config';
import { TopNotice } from './notice/TopNotice';
import { AppHeader } from './header/AppHeader';
import { MarketCloseCountdown } from './header/MarketCloseCountdown';
import { DownloadManager } from './downloads/DownloadManager';
import { NotificationBell } from './notifications/NotificationBell';
import { SideMenu } from './side-menu/SideMenu';
import { useCompactViewport } from '../model/useCompactViewport';
import { useRouteContext } from '../model/useRouteContext';
import { RebrandBanner } from './RebrandBanner';
import styles from './HomeLayout.module.css';

/**
 * The /home shell (000 §1): header, side menu (a drawer on narrow screens), the top notice
 * and the rebrand banner (where the deployment announces one), and the child area in the outlet. The main content is the
 * viewport height minus the 80 px header. The side menu shows unless the system-user flag
 * (whetherShowCommonMenu, 000 §6) says the common menu is not for this user.
 */
export function HomeLayout() {
  const { t } = useTranslation('shell');
  const { menu, loading, failed, retry } = useShellMenu();
  const { data: showsMenu = true } = useShowsCommonMenuQuery();
  const compact = useCompactViewport();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  useRouteContext(menu);
  useCurrentUserKept();

  return (
    <div className={`${styles.shell} ${compact ? styles.compact : ''}`}>
      <AppHeader
        menu={menu}
        compact={compact}
        onOpenMenu={showsMenu ? () => setDrawerOpen(true) : undefined}
        tools={
          <>
            <NotificationBell />
            <DownloadManager />
          </>
        }
      />
      <div className={styles.body}>
        {!showsMenu ? null : compact ? (
          <Drawer placement="left" open={drawerOpen} onClose={closeDrawer} title={t('header.menu')} size={280} styles={{ body: { padding: 0 } }}>
            <SideMenu menu={menu} loading={loading} failed={failed} onRetry={retry} onNavigate={closeDrawer} />
          </Drawer>
        ) : (
          <aside className={styles.sider}>
            <SideMenu menu={menu} loading={loading} failed={failed} onRetry={retry} />
          </aside>
        )}
        <main className={styles.main}>
          <div className={styles.banners}>
            <TopNotice />
            {rebrandBannerShown ? <RebrandBanner /> : null}
            {compact ? (
              <div>
                <MarketCloseCountdown />
              </div>
            ) : null}
          </div>
          <div className={styles.content}>
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
