import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCheckLoginMutation, sessionUpdated } from '@/entities/session';
import { useEnterpriseChoice } from '@/features/choose-enterprise';
import { FullPageStatus } from '@/shared/ui/full-page-status';
import { ROUTES } from '@/shared/config';

/**
 * /jumpingLoading, the password-free login (000 §2): checks the single-sign-on session,
 * keeps its auth code (000 §7 checkLogin) and starts the enterprise choice as the login
 * page does; without a session, or when the choice stops with a message, back to /login.
 * productType and scenario of this route's query play the login URL's part.
 */
export function JumpingLoadingPage() {
  const { t } = useTranslation('enterprise');
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [checkLogin] = useCheckLoginMutation();
  const { start } = useEnterpriseChoice();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const run = async () => {
      const authCode = await checkLogin()
        .unwrap()
        .catch(() => null);
      if (!authCode) return navigate(ROUTES.login, { replace: true });
      sessionUpdated({ authCode });
      const outcome = await start({ entryProductType: query.get('productType'), scenario: query.get('scenario') });
      if (outcome === 'failed') navigate(ROUTES.login, { replace: true });
    };
    void run();
  }, [checkLogin, start, navigate, query]);

  return <FullPageStatus message={t('signingIn')} />;
}
