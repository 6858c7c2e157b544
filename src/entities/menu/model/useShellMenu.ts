import { useMemo } from 'react';
import { useUnit } from 'effector-react';
import { $enterpriseId, sessionStores } from '@/entities/session/@x/menu';
import { useGetEnterpriseMenuQuery } from '../api/menuApi';
import { buildMenu, type MenuEntry } from '../lib/menuTree';

/** The shell menu of the signed-in user and chosen enterprise (same cache entry as the choice flow's fetch). */
export function useShellMenu(): { menu: MenuEntry[]; loading: boolean; failed: boolean } {
  const [enterpriseId, loginName] = useUnit([$enterpriseId, sessionStores.curLoginName]);
  const query = useGetEnterpriseMenuQuery(
    { enterpriseId: enterpriseId ?? '', loginName },
    { skip: !enterpriseId },
  );
  const menu = useMemo(() => buildMenu(query.data ?? []), [query.data]);
  return { menu, loading: query.isLoading, failed: query.isError };
}
