import { useState } from 'react';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

/**
 * The router is made on first render, not on import: making it starts the first route's
 * loaders at once, and an onboarding route's loader adds its texts to i18next, which
 * bootstrap sets up before rendering (a router made on import ran that loader before
 * i18next existed, so opening /CommKycFile by address failed).
 */
export function AppRouter() {
  const [router] = useState(() => createHashRouter(routes));
  return <RouterProvider router={router} />;
}
