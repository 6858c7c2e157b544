import { useEffect, useMemo } from 'react';
import { useUnit } from 'effector-react';
import { flattenMenu, useShellMenu, type MenuEntry } from '@/entities/menu';
import { $signedIn } from '@/entities/session';
import { subAppPrefixOf, type SubAppPrefix } from '@/shared/config';

/** The sub-application prefixes the menu links to, at any depth. */
const prefixesIn = (menu: readonly MenuEntry[]): SubAppPrefix[] =>
  flattenMenu(menu).flatMap((entry) => (entry.path === null ? [] : (subAppPrefixOf(entry.path) ?? [])));

/** Reads the menu of a signed-in user's company; nothing on the sign-in pages. */
function WarmUpFromMenu() {
  const { menu } = useShellMenu();
  // Each once, sorted, as a string: an equal menu read again does not warm up again.
  const prefixes = useMemo(() => [...new Set(prefixesIn(menu))].sort().join(' '), [menu]);
  useEffect(() => {
    if (prefixes) void import(/* webpackChunkName: "page-sub-app" */ '@/pages/sub-app').then((slice) => slice.warmUpSubApps(prefixes.split(' ') as SubAppPrefix[]));
  }, [prefixes]);
  return null;
}

/**
 * Once the signed-in user's menu offers a product hosted as a sub-application, what its first
 * opening needs is fetched ahead (pages/sub-app warmUpSubApps): a click on it then waits for
 * the product's own files, not for the portal's (README "Hosting sub-applications", Cost).
 */
export function SubAppWarmUp() {
  const signedIn = useUnit($signedIn);
  return signedIn ? <WarmUpFromMenu /> : null;
}
