import { useCallback, useMemo } from 'react';
import { useUnit } from 'effector-react';
import { $enterpriseId, sessionStores } from '@/entities/session/@x/menu';
import { useGetEnterpriseMenuQuery } from '../api/menuApi';
import { buildMenu, type MenuEntry } from '../lib/menuTree';

/**
 * The shell menu of the signed-in user and chosen enterprise (same cache entry as the
 * choice flow's fetch); `failed` with `retry` when it could not be loaded.
 */
export function useShellMenu(): { menu: MenuEntry[]; loading: boolean; failed: boolean; retry: () => void } {
  const [enterpriseId, loginName] = useUnit([$enterpriseId, sessionStores.curLoginName]);
  const query = useGetEnterpriseMenuQuery({ enterpriseId: enterpriseId ?? '', loginName }, { skip: !enterpriseId });
  const menu = useMemo(() => buildMenu(query.data ?? []), [query.data]);
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { menu, loading: query.isLoading, failed: query.isError, retry };
}
