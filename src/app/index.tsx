import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { isMockBackend } from '@/shared/config';
import { localeFromLocation, localeInitialised, languageTag, setupI18n } from '@/shared/i18n';
import { createAppStore } from './model/store';
import { AppProviders } from './entrypoint/AppProviders';
import { AppRouter } from './routes/AppRouter';
import { DictionaryPreload } from './entrypoint/DictionaryPreload';
import { loadUiLocale } from './entrypoint/uiLocale';
import './styles/global.css';

// Demo builds only; a separate chunk so production never downloads it.
const DemoPanel = lazy(() => import(/* webpackChunkName: "demo-panel" */ './entrypoint/DemoPanel'));

async function bootstrap() {
  // The mock is imported only when the build-time switch is on, so production bundles
  // drop it entirely (check-build.mjs asserts this).
  const mock = isMockBackend ? await import(/* webpackChunkName: "mock-backend" */ '@mocks/browser') : null;
  await mock?.startBrowserMock();
  const locale = localeFromLocation(window.location.hash);
  localeInitialised(locale);
  const [, antdLocale] = await Promise.all([setupI18n(locale), loadUiLocale(locale)]);
  document.documentElement.lang = languageTag(locale);

  const store = createAppStore();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store} antdLocale={antdLocale}>
        <DictionaryPreload />
        <AppRouter />
        {mock ? (
          <Suspense fallback={null}>
            <DemoPanel onReset={mock.resetMockDatabase} readMailbox={mock.readMailbox} faults={mock.mockFaults} />
          </Suspense>
        ) : null}
      </AppProviders>
    </StrictMode>,
  );
}

void bootstrap();
