import { createHashRouter, RouterProvider } from 'react-router-dom';
import { FirstPageShown } from './firstPage';
import { routes } from './routes';

export type AppRouterInstance = ReturnType<typeof createHashRouter>;

/**
 * The router, made by bootstrap once i18next is set up, not on import: making it starts the
 * first route's loaders at once, and an onboarding route's loader adds its texts to i18next
 * (a router made on import ran that loader before i18next existed, so opening /CommKycFile
 * by address failed). Resolves once the first route's code and loaders are in: rendered
 * before, the router commits an empty page, and index.html's login frame, which a person
 * may already be typing into, would vanish until the login page's code arrived.
 *
 * No loader may wait for a call to the backend: in the demo build calls wait for the mock,
 * which waits for the first page.
 */
export function createAppRouter(): Promise<AppRouterInstance> {
  const router = createHashRouter(routes);
  if (router.state.initialized) return Promise.resolve(router);
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve(router);
    });
  });
}

/** `onFirstPage`: see FirstPageShown. */
export function AppRouter({ router, onFirstPage }: { router: AppRouterInstance; onFirstPage?: () => void }) {
  return (
    <FirstPageShown value={onFirstPage}>
      <RouterProvider router={router} />
    </FirstPageShown>
  );
}
