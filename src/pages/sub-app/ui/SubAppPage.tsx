import { useEffect, useRef } from 'react';
import { Button, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { pagePathChanged } from '@/entities/session';
import { ROUTES, subAppPrefixOf, type SubAppPrefix } from '@/shared/config';
import { useRegistry } from '../model/useRegistry';
import { useSubApp } from '../model/useSubApp';
import styles from './SubAppPage.module.css';

/**
 * The host area of an embedded sub-application (000 §1-§2, DESIGN §12): the route's hash
 * prefix names it; the deployment's registry names its entry. Registered, it is mounted
 * here (inside the shell's content area, or as the whole page for the e-KYC portal) and
 * routes below its prefix are its own; not registered, the page says the product is not
 * available in this deployment.
 */
export function SubAppPage({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const prefix = subAppPrefixOf(pathname);
  const { registry, reread } = useRegistry();
  const area = prefix ? t(`subApp.areas.${prefix}`) : pathname;
  const className = [styles.host, fullPage ? styles.fullPage : ''].filter(Boolean).join(' ');

  if (!registry) return <Loading area={area} className={className} />;
  if (registry.unreadable) return <RegistryUnreadable area={area} className={className} onRetry={reread} />;
  const entry = prefix ? registry.entries[prefix] : undefined;
  if (!prefix || !entry) return <Unavailable area={area} className={className} />;
  // One host per prefix: moving between its routes keeps it mounted, another prefix mounts afresh.
  return <MountedSubApp key={prefix} prefix={prefix} entry={entry} area={area} className={className} />;
}

/** How the container is while the app starts (see below). */
const STARTING = { visibility: 'hidden' } as const;

function MountedSubApp({ prefix, entry, area, className }: { prefix: SubAppPrefix; entry: string; area: string; className: string }) {
  const { t } = useTranslation('shell');
  const container = useRef<HTMLDivElement>(null);
  const { status, retry, attempt } = useSubApp(prefix, entry, container);
  return (
    <div className={className}>
      {status.kind === 'loading' ? <Loading area={area} /> : null}
      {status.kind === 'failed' ? (
        <Result
          status="warning"
          title={<Typography.Title level={1} className={styles.title}>{t('subApp.failed.title', { area })}</Typography.Title>}
          subTitle={t(`subApp.failed.${status.cause}`)}
          extra={
            <Button type="primary" onClick={retry}>
              {t('subApp.failed.retry')}
            </Button>
          }
        />
      ) : null}
      {/* The sub-application's own DOM: React renders nothing inside it. A new element for
          each attempt. Until mounted it holds the entry's static HTML (qiankun puts it in
          before the app starts): laid out but invisible (and not read out), under the
          spinner, so the app can measure its container while it mounts. */}
      <div
        key={attempt}
        ref={container}
        className={styles.container}
        style={status.kind === 'loading' ? STARTING : undefined}
        data-sub-app={prefix}
        hidden={status.kind === 'failed'}
      />
    </div>
  );
}

function Loading({ area, className }: { area: string; className?: string }) {
  const { t } = useTranslation('shell');
  return (
    <div className={`${styles.loading} ${className ?? ''}`} role="status">
      <Spin />
      <span>{t('subApp.loading', { area })}</span>
    </div>
  );
}

function Unavailable({ area, className }: { area: string; className: string }) {
  const { t } = useTranslation('shell');
  return (
    <div className={className}>
      <Result
        status="info"
        title={<Typography.Title level={1} className={styles.title}>{t('subApp.unavailable.title', { area })}</Typography.Title>}
        subTitle={t('subApp.unavailable.body', { area })}
        extra={
          <Link to={ROUTES.productCentre}>
            <Button>{t('subApp.unavailable.back')}</Button>
          </Link>
        }
      />
    </div>
  );
}

/** The registry is there but could not be used: whether the product is hosted is unknown, not "no". */
function RegistryUnreadable({ area, className, onRetry }: { area: string; className: string; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div className={className}>
      <Result
        status="warning"
        title={<Typography.Title level={1} className={styles.title}>{t('subApp.unreadable.title', { area })}</Typography.Title>}
        subTitle={t('subApp.unreadable.body')}
        extra={[
          <Button key="retry" type="primary" onClick={onRetry}>
            {t('subApp.failed.retry')}
          </Button>,
          <Link key="back" to={ROUTES.productCentre}>
            <Button>{t('subApp.unavailable.back')}</Button>
          </Link>,
        ]}
      />
    </div>
  );
}

/**
 * The e-KYC portal's host: the sub-application is the whole page, outside the shell (000 §2).
 * Without the shell, which keeps the current page path for its own routes, the page keeps it.
 */
export function SubAppFullPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    pagePathChanged(pathname);
  }, [pathname]);
  return <SubAppPage fullPage />;
}
