import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { NotPermitted } from '@/features/logout';
import { WizardLoading } from './WizardLoading';
import { ROUTES } from '@/shared/config';

/**
 * What an onboarding page shows instead of itself when its enterprise is not one it may
 * edit (001 §6), from usePageEnterprise: no enterprise at all, the sign-in; another than the
 * chosen one, the no-permission message (then logout) over the loading frame. Null: go on.
 */
export function enterpriseRefusal({ enterpriseId, foreign }: { enterpriseId: string | null; foreign: boolean }): ReactElement | null {
  if (!enterpriseId) return <Navigate to={ROUTES.login} replace />;
  if (!foreign) return null;
  return (
    <NotPermitted>
      <WizardLoading />
    </NotPermitted>
  );
}
