import { useEffect } from 'react';
import { usePageEnterprise } from '@/entities/session';
import { useGetTokenByEnterpriseIdQuery } from '../api/preApprovalApi';
import { keepBigDataToken } from './bigDataToken';

/**
 * Asks for the page's enterprise's big-data token when a pre-approval page opens and keeps
 * it in local storage and the `bigDataToken` cookie (000 §7). An empty answer keeps nothing;
 * an enterprise other than the chosen one (the page refuses it, 001 §6) is not asked for.
 */
export function useBigDataToken(): void {
  const { enterpriseId, foreign } = usePageEnterprise();
  const { data: token } = useGetTokenByEnterpriseIdQuery(enterpriseId ?? '', { skip: !enterpriseId || foreign });
  useEffect(() => {
    if (token) keepBigDataToken(token);
  }, [token]);
}
