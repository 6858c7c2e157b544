import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { localeInitialised, setupI18n, type Locale } from '@/shared/i18n';
import { setNotifier, type AlertOptions } from '@/shared/ui/notifier';
import { createAppStore } from '../model/store';
import { NavigationGuard } from './NavigationGuard';
import { pageRoutes } from './routes';

/** What the notifier was asked to show, in order. */
export type Notice =
  | { kind: 'error' | 'warning' | 'success'; text: string }
  | ({ kind: 'alert' } & Omit<AlertOptions, 'onOk'>);

/** Records toasts and alerts instead of showing them. */
export function recordNotices(): Notice[] {
  const notices: Notice[] = [];
  setNotifier({
    error: (text) => notices.push({ kind: 'error', text }),
    warning: (text) => notices.push({ kind: 'warning', text }),
    success: (text) => notices.push({ kind: 'success', text }),
    alert: ({ title, content, okText }) => notices.push({ kind: 'alert', title, content, okText }),
  });
  return notices;
}

/**
 * Renders the app's routes in a memory router, the way app/index.tsx does (store, i18n,
 * antd), for flow tests that assert where the user lands. `extraRoutes` come first (test
 * harness pages); `overlay` replaces the root layout's dialogs (e.g. the agreement host
 * with a fake PDF loader).
 */
export async function renderRoutes(
  initialEntry: string,
  { locale = 'en', extraRoutes = [], overlay }: { locale?: Locale; extraRoutes?: RouteObject[]; overlay?: ReactNode } = {},
) {
  localeInitialised(locale);
  const i18n = await setupI18n(locale);
  const store = createAppStore();
  const layout = (
    <>
      <NavigationGuard />
      <Outlet />
      {overlay}
    </>
  );
  const router = createMemoryRouter([{ element: layout, children: [...extraRoutes, ...pageRoutes] }], { initialEntries: [initialEntry] });
  const utils = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider>
          <RouterProvider router={router} />
        </ConfigProvider>
      </I18nextProvider>
    </Provider>,
  );
  const route = () => `${router.state.location.pathname}${router.state.location.search}`;
  // Every route navigated to, including those a loader redirected on at once (/home lands
  // on its landing page, 000 §2), which router.state.location never shows.
  const seen: string[] = [route()];
  router.subscribe((state) => {
    const location = state.navigation.location ?? state.location;
    const path = `${location.pathname}${location.search}`;
    if (seen.at(-1) !== path) seen.push(path);
  });
  const visited = () => [...seen];
  return { ...utils, router, store, route, visited };
}
