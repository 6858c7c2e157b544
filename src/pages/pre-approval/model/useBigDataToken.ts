import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $enterpriseId } from '@/entities/session';
import { useGetTokenByEnterpriseIdQuery } from '../api/preApprovalApi';
import { keepBigDataToken } from './bigDataToken';

/**
 * Asks for the chosen enterprise's big-data token when a pre-approval page opens and keeps
 * it in local storage and the `bigDataToken` cookie (000 §7). An empty answer keeps nothing.
 */
export function useBigDataToken(): void {
  const enterpriseId = useUnit($enterpriseId);
  const { data: token } = useGetTokenByEnterpriseIdQuery(enterpriseId ?? '', { skip: !enterpriseId });
  useEffect(() => {
    if (token) keepBigDataToken(token);
  }, [token]);
}
