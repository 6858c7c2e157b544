import { useState } from 'react';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { FirstPageShown } from './firstPage';
import { routes } from './routes';

/**
 * The router is made on first render, not on import: making it starts the first route's
 * loaders at once, and an onboarding route's loader adds its texts to i18next, which
 * bootstrap sets up before rendering (a router made on import ran that loader before
 * i18next existed, so opening /CommKycFile by address failed).
 *
 * `onFirstPage`: see FirstPageShown. No loader may wait for a call to the backend: in the
 * demo build calls wait for the mock, which waits for the first page.
 */
export function AppRouter({ onFirstPage }: { onFirstPage?: () => void }) {
  const [router] = useState(() => createHashRouter(routes));
  return (
    <FirstPageShown value={onFirstPage}>
      <RouterProvider router={router} />
    </FirstPageShown>
  );
}
