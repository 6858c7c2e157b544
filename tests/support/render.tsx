import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { createAppStore } from '@/app/model/store';
import { AppProviders } from '@/app/entrypoint/AppProviders';
import { loadUiLocale } from '@/app/entrypoint/uiLocale';
import { NavigationGuard } from '@/app/routes/NavigationGuard';
import { ensureOnboardingTexts, localeInitialised, setupI18n, type Locale } from '@/shared/i18n';
import { ensureDemoTexts } from '@/shared/i18n/demo';

export interface RenderAppOptions {
  locale?: Locale;
  /** With an element: the memory router's location. */
  route?: string;
  /** With a route: routes placed before the app's own (test stand-ins for a page). */
  extraRoutes?: RouteObject[];
  /** With a route: replaces the root layout's dialogs (e.g. the agreement host with a fake PDF loader). */
  overlay?: ReactNode;
}

/**
 * Renders the way app/index.tsx does: the real store (createAppStore), i18n for the
 * locale, AppProviders (antd theme and locale) and a memory router.
 *
 * - `renderApp('/login?x=1')` renders the app's route table at that entry, with the
 *   navigation guard of the root layout (and `overlay` in place of its dialogs), for
 *   tests that assert where the user lands;
 * - `renderApp(<Feature />, { route })` renders one element at `route`.
 *
 * `route()` is the router's location now; `visited()` every location navigated to,
 * including those a loader redirected on at once (/home lands on its landing page,
 * 000 §2), which the router's state never shows.
 */
export async function renderApp(content: ReactElement | string, { locale = 'en', route = '/', extraRoutes = [], overlay }: RenderAppOptions = {}) {
  localeInitialised(locale);
  const [, antdLocale] = await Promise.all([setupI18n(locale), loadUiLocale(locale)]);
  // Every namespace, the later ones too (the onboarding routes and the demo build load them on demand).
  await Promise.all([ensureOnboardingTexts(), ensureDemoTexts()]);
  const store = createAppStore();
  // The route table only when asked for (it lazy-loads every page).
  const pageRoutes = typeof content === 'string' ? (await import('@/app/routes/routes')).pageRoutes : [];
  const routes: RouteObject[] =
    typeof content === 'string'
      ? [
          {
            element: (
              <>
                <NavigationGuard />
                <Outlet />
                {overlay}
              </>
            ),
            children: [...extraRoutes, ...pageRoutes],
          },
        ]
      : [{ path: '*', element: content }];
  const router = createMemoryRouter(routes, { initialEntries: [typeof content === 'string' ? content : route] });
  const utils = render(
    <AppProviders store={store} antdLocale={antdLocale}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;
  const seen: string[] = [where()];
  router.subscribe((state) => {
    const location = state.navigation.location ?? state.location;
    const path = `${location.pathname}${location.search}`;
    if (seen.at(-1) !== path) seen.push(path);
  });
  const visited = () => [...seen];
  return { ...utils, router, store, route: where, visited };
}

/** The app's store (createAppStore) without a render: for a model's test that dispatches the real endpoints. */
export function appStore() {
  return createAppStore();
}
