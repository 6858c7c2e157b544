import { useEffect, useRef } from 'react';
import type { ApiDispatch } from '@/shared/api';
import { useEnterpriseChoice } from '@/features/choose-enterprise';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { parseLandingQuery } from '../lib/landingQuery';
import { runSsoLanding } from '../model/runSsoLanding';
import { FullPageStatus } from '@/shared/ui/full-page-status';

/**
 * The single-sign-on landing screen (000 §2). The specification names no route for it;
 * the portal serves it at /ssoLanding?fromUrl=…&enterpriseId=…&lang=….
 */
export function SsoLandingPage() {
  const { t } = useTranslation('enterprise');
  const dispatch = useDispatch<ApiDispatch>();
  const { start } = useEnterpriseChoice();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const choose = (enterpriseId: string, landing: string) => start({ refer: null, preselection: { enterpriseId, landing } });
    void runSsoLanding(parseLandingQuery(query), { dispatch, navigate, choose });
  }, [dispatch, navigate, query, start]);

  return <FullPageStatus message={t('signingIn')} />;
}
