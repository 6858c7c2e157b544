import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { iddHostMounted, iddHostUnmounted } from '@/entities/menu';
import { IDD_USER_PORTAL, subAppPrefixOf } from '../config/areas';
import { DemoFrame } from './DemoFrame';

/** Demo pages with their own content, each its own chunk. */
const SPECIFIC_PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  '/child-marketplacePortal/buyCar': lazy(() => import(/* webpackChunkName: "demo-cart" */ './DemoCartPage').then((m) => ({ default: m.DemoCartPage }))),
  '/child-digipoPortal/home': lazy(() => import(/* webpackChunkName: "demo-digipo" */ './DemoDigipoHomePage').then((m) => ({ default: m.DemoDigipoHomePage }))),
  '/child-accountSettingPortal/bindStore': lazy(() =>
    import(/* webpackChunkName: "demo-bind-store" */ './DemoBindStorePage').then((m) => ({ default: m.DemoBindStorePage })),
  ),
};

/** While the IDD user portal is mounted the product is IDD (000 §2). */
function useIddHost(active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    iddHostMounted();
    return () => iddHostUnmounted();
  }, [active]);
}

/**
 * The host area of an embedded sub-application (000 §2, one per hash prefix). The demo
 * build has no sub-applications: it shows a labelled demo page with what the shell hands
 * over (route, enterprise, language).
 */
export function SubAppPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const prefix = subAppPrefixOf(pathname);
  useIddHost(prefix === IDD_USER_PORTAL);

  const Specific = SPECIFIC_PAGES[pathname];
  if (Specific) {
    return (
      <Suspense fallback={<Skeleton active />}>
        <Specific />
      </Suspense>
    );
  }
  const area = prefix ? t(`subApp.areas.${prefix}`) : pathname;
  return <DemoFrame title={t('subApp.title', { area })} />;
}
