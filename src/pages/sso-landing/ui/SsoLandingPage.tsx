import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { parseLandingQuery } from '../lib/landingQuery';
import { runSsoLanding, type LandingDeps } from '../model/runSsoLanding';
import { FullPageStatus } from '@/shared/ui/full-page-status';

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

  return <FullPageStatus message={t('signingIn')} />;
}
