import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isMockBackend } from '@/shared/config';
import { localeFromLocation, localeInitialised, languageTag, setupI18n } from '@/shared/i18n';
import { createAppStore } from './model/store';
import { AppProviders } from './entrypoint/AppProviders';
import { AppRouter } from './routes/AppRouter';
import { DictionaryPreload } from './entrypoint/DictionaryPreload';
import { loadUiLocale } from './entrypoint/uiLocale';
import './styles/global.css';

async function bootstrap() {
  // The mock and the demo panel are imported only when the build-time switch is on, so
  // production bundles drop them entirely (check-build.mjs asserts this).
  const demoLoading = isMockBackend ? import(/* webpackChunkName: "demo-panel" */ './entrypoint/demoBuild') : null;
  const mock = isMockBackend ? await import(/* webpackChunkName: "mock-backend" */ '@mocks/browser') : null;
  await mock?.startBrowserMock();
  const locale = localeFromLocation(window.location.hash);
  localeInitialised(locale);
  const [, antdLocale] = await Promise.all([setupI18n(locale), loadUiLocale(locale)]);
  const demo = await demoLoading;
  await demo?.ensureDemoTexts();
  document.documentElement.lang = languageTag(locale);

  const store = createAppStore();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store} antdLocale={antdLocale}>
        <DictionaryPreload />
        <AppRouter />
        {mock && demo ? <demo.DemoPanel onReset={mock.resetMockDatabase} readMailbox={mock.readMailbox} faults={mock.mockFaults} /> : null}
      </AppProviders>
    </StrictMode>,
  );
}

void bootstrap();
