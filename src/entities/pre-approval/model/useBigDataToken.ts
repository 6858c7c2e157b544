import { useEffect } from 'react';
import { useGetTokenByEnterpriseIdQuery } from '../api/progressApi';
import { keepBigDataToken } from './bigDataToken';

/**
 * Asks for the enterprise's big-data token when a page that reads the pre-approval opens,
 * and keeps it in local storage and the `bigDataToken` cookie (000 §7). An empty answer
 * keeps nothing; without an enterprise (null: none known, or one the page refuses, 001 §6)
 * nothing is asked.
 */
export function useBigDataToken(enterpriseId: string | null): void {
  const { data: token } = useGetTokenByEnterpriseIdQuery(enterpriseId ?? '', { skip: !enterpriseId });
  useEffect(() => {
    if (token) keepBigDataToken(token);
  }, [token]);
}
