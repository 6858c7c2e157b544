import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { productTypeSelected, type MenuEntry } from '@/entities/menu';
import { buttonPermissionsChanged, pagePathChanged } from '@/entities/session';
import { routeContext } from '../lib/routeContext';

/** Keeps the current page path, the product and the page's button permissions in step with the route. */
export function useRouteContext(menu: readonly MenuEntry[]): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const context = routeContext(pathname, search, menu);
    pagePathChanged(pathname);
    buttonPermissionsChanged(context.permissions);
    if (context.productType) productTypeSelected(context.productType);
  }, [pathname, search, menu]);
}
