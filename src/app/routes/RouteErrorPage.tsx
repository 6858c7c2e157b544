import { Button } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRouteError } from 'react-router-dom';
import { $signedIn } from '@/entities/session';
import { ChunkLoadFailed } from './lazyRetry';
import styles from './RouteErrorPage.module.css';
import { ROUTES } from '@/shared/config';

/**
 * What a route shows instead of a page that failed: its code could not be loaded (after
 * one retry, see lazyRetry.ts) or it failed while rendering. In the portal's look and the
 * user's language, without technical detail, with a way back: reload, or the product
 * centre, the landing page of a signed-in user (000 §2), or /login for a visitor.
 * It lives in the main chunk, so it shows even when no page chunk can be fetched.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useUnit($signedIn);
  const chunk = error instanceof ChunkLoadFailed;

  return (
    <div className={styles.page} role="alert">
      <WarningOutlined className={styles.icon} aria-hidden />
      <h1 className={styles.title}>{t(chunk ? 'routeError.chunkTitle' : 'routeError.title')}</h1>
      <p className={styles.body}>{t(chunk ? 'routeError.chunkBody' : 'routeError.body')}</p>
      <div className={styles.actions}>
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
        {signedIn ? (
          <Button onClick={() => navigate(ROUTES.productCentre)}>{t('routeError.productCentre')}</Button>
        ) : (
          <Button onClick={() => navigate(ROUTES.login)}>{t('routeError.login')}</Button>
        )}
      </div>
    </div>
  );
}
