import { useEffect, useState } from 'react';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

/**
 * The router is made on first render, not on import: making it starts the first route's
 * loaders at once, and an onboarding route's loader adds its texts to i18next, which
 * bootstrap sets up before rendering (a router made on import ran that loader before
 * i18next existed, so opening /CommKycFile by address failed).
 *
 * `onFirstPage` is called once the first page's code and loaders are in, as the page
 * renders (the demo build then fetches its mock, which would have slowed the page's own
 * chunks on a slow link). It may be called more than once. No loader may wait for a call
 * to the backend: in the demo build calls wait for the mock, which waits for this.
 */
export function AppRouter({ onFirstPage }: { onFirstPage?: () => void }) {
  const [router] = useState(() => createHashRouter(routes));
  useEffect(() => {
    if (!onFirstPage) return undefined;
    if (router.state.initialized) {
      onFirstPage();
      return undefined;
    }
    return router.subscribe((state) => {
      if (state.initialized) onFirstPage();
    });
  }, [router, onFirstPage]);
  return <RouterProvider router={router} />;
}
