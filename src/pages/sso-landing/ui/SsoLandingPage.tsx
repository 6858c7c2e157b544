import { useEffect, useRef } from 'react';
import { Spin } from 'antd';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { parseLandingQuery } from '../lib/landingQuery';
import { runSsoLanding, type LandingDeps } from '../model/runSsoLanding';
import styles from './FullPageStatus.module.css';

/**
 * The single-sign-on landing screen (000 §2). The specification names no route for it;
 * the portal serves it at /ssoLanding?fromUrl=…&enterpriseId=…&lang=….
 */
export function SsoLandingPage() {
  const { t } = useTranslation('enterprise');
  const dispatch = useDispatch<LandingDeps['dispatch']>();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void runSsoLanding(parseLandingQuery(query), { dispatch, navigate });
  }, [dispatch, navigate, query]);

  return (
    <main className={styles.page} aria-busy="true">
      <Spin size="large" />
      <h1 className={styles.title} role="status">
        {t('signingIn')}
      </h1>
    </main>
  );
}
